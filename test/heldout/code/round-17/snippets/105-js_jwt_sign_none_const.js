const jwt = require("jsonwebtoken");

const TOKEN_OPTIONS = {
  algorithm: "none",
  expiresIn: "2h",
  issuer: "billing",
};

function issueServiceToken(serviceName) {
  return jwt.sign({ sub: serviceName, scope: "billing:write" }, "", TOKEN_OPTIONS);
}

module.exports = { issueServiceToken };
