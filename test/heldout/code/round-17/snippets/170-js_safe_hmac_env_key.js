const crypto = require("crypto");

const WEBHOOK_KEY = process.env.WEBHOOK_KEY;
if (!WEBHOOK_KEY) {
  throw new Error("WEBHOOK_KEY is not set");
}

function signPayload(body) {
  return crypto.createHmac("sha256", WEBHOOK_KEY).update(body).digest("hex");
}

module.exports = { signPayload };
