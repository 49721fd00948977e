const jwt = require("jsonwebtoken");

const config = {
  issuer: "api.example.com",
  expiresIn: "1h",
  jwtSecret: "kP9#vL2!mQ8xZr4T",
};

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, config.jwtSecret, {
    issuer: config.issuer,
    expiresIn: config.expiresIn,
  });
}

module.exports = { issueToken };
