const sessions = new Map();

function newSessionId() {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

function createSession(userId) {
  const sessionId = newSessionId();
  sessions.set(sessionId, { userId, createdAt: Date.now() });
  return sessionId;
}

function loginHandler(req, res) {
  const sid = createSession(req.user.id);
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
}

module.exports = { createSession, loginHandler };
