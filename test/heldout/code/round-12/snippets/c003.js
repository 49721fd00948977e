const jwt = require("jsonwebtoken");

const config = {
  port: 3000,
  jwt: "c9d2f7a14be86035e1f4a7b2d9c8e6f0",
  ttl: "2h",
};

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, config.jwt, { expiresIn: config.ttl });
}

function readToken(token) {
  return jwt.verify(token, config.jwt, { algorithms: ["HS256"] });
}

module.exports = { issueToken, readToken, config };
