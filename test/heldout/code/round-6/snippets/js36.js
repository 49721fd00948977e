const https = require("https");
const fs = require("fs");

const VERIFY_SERVER = true;
const agent = new https.Agent({
  ca: fs.readFileSync("/etc/ssl/private-ca.pem"),
  rejectUnauthorized: VERIFY_SERVER,
});

function getStatus(cb) {
  https
    .get("https://status.internal.example.com/health", { agent }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => cb(null, JSON.parse(body)));
    })
    .on("error", cb);
}

module.exports = { getStatus };
