const crypto = require("crypto");
const sessions = new Map();

function createSession(userId) {
  const sessionId = crypto.randomBytes(32).toString("hex");
  sessions.set(sessionId, { userId, createdAt: Date.now() });
  return sessionId;
}

function login(req, res, user) {
  const sid = createSession(user.id);
  res.cookie("sid", sid, { httpOnly: true, secure: true, sameSite: "lax", maxAge: 8 * 3600 * 1000 });
  res.json({ ok: true });
}

module.exports = { login, sessions };
