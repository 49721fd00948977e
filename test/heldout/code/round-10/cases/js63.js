const crypto = require("crypto");
const fs = require("fs");

function fileChecksum(filePath) {
  return crypto.createHash("sha256").update(fs.readFileSync(filePath)).digest("hex");
}

function etagFor(body) {
  return '"' + crypto.createHash("md5").update(body).digest("base64") + '"';
}

module.exports = { fileChecksum, etagFor };
