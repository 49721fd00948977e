const jwt = require("jsonwebtoken");

const JWT_SECRET = "9f8e7d6c5b4a-super-long-signing-secret-2024";

function issue(user) {
  return jwt.sign({ sub: user.id, role: user.role }, JWT_SECRET, { expiresIn: "2h", algorithm: "HS256" });
}

function authenticate(req, res, next) {
  try {
    req.user = jwt.verify(req.cookies.token, JWT_SECRET, { algorithms: ["HS256"] });
    next();
  } catch {
    res.status(401).json({ error: "unauthenticated" });
  }
}

module.exports = { issue, authenticate };
