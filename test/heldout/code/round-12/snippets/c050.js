const sessions = new Map();

function createSession(userId) {
  const sessionId = Math.random().toString(36).slice(2) + Date.now().toString(36);
  sessions.set(sessionId, { userId, createdAt: Date.now() });
  return sessionId;
}

function login(req, res, user) {
  const sid = createSession(user.id);
  res.cookie("sid", sid, { httpOnly: true, sameSite: "lax" });
  res.json({ ok: true });
}

module.exports = { login, sessions };
