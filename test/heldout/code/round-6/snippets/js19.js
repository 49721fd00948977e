const sessions = new Map();

function createSession(userId) {
  const sessionId =
    Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  sessions.set(sessionId, { userId, created: Date.now() });
  return sessionId;
}

function login(req, res) {
  const sid = createSession(req.user.id);
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
}

module.exports = { login, sessions };
