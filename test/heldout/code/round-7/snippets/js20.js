const jwt = require("jsonwebtoken");

const JWT_SECRET = "acme-dev-secret-2021!";

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, JWT_SECRET, { expiresIn: "12h", algorithm: "HS256" });
}

function verifyToken(token) {
  return jwt.verify(token, JWT_SECRET, { algorithms: ["HS256"] });
}

module.exports = { issueToken, verifyToken };
