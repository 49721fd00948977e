const crypto = require("crypto");
const db = require("./db");

async function createApiKey(orgId) {
  const apiKey = "ak_" + crypto.randomBytes(24).toString("base64url");
  const digest = crypto.createHash("sha256").update(apiKey).digest("hex");
  await db.query("INSERT INTO api_keys (org_id, key_sha256) VALUES ($1, $2)", [orgId, digest]);
  return apiKey;
}

function newSessionId() {
  return crypto.randomUUID();
}

module.exports = { createApiKey, newSessionId };
