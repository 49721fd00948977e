const jwt = require("jsonwebtoken");

const config = {
  issuer: "api.example.com",
  expiresIn: "1h",
  jwtSecret: process.env.JWT_SECRET,
};

if (!config.jwtSecret) {
  throw new Error("JWT_SECRET is not set");
}

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, config.jwtSecret, {
    issuer: config.issuer,
    expiresIn: config.expiresIn,
  });
}

module.exports = { issueToken };
