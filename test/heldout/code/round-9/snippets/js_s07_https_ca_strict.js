const https = require("https");
const fs = require("fs");

const agent = new https.Agent({
  ca: fs.readFileSync("/etc/ssl/private-ca/root.pem"),
  rejectUnauthorized: true,
  keepAlive: true,
});

function getJson(path) {
  return new Promise((resolve, reject) => {
    https
      .get({ host: "metrics.internal.acme.example", path, agent }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });
}

module.exports = { getJson };
