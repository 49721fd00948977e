const crypto = require("crypto");

const material = Buffer.from("wh_9f2Kx81LmQzT0vA7cE3", "utf8");

function signPayload(body) {
  return crypto.createHmac("sha256", material).update(body).digest("hex");
}

function verifyPayload(body, signature) {
  const expected = Buffer.from(signPayload(body));
  const given = Buffer.from(String(signature));
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

module.exports = { signPayload, verifyPayload };
