const crypto = require('crypto');

function createSessionId() {
  return crypto.randomBytes(24).toString('base64url');
}

function resetCode() {
  return String(crypto.randomInt(0, 1000000)).padStart(6, '0');
}
