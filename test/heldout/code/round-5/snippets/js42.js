const https = require("https");
const fs = require("fs");

const agent = new https.Agent({
  ca: fs.readFileSync("/etc/ssl/internal/ca.pem"),
  rejectUnauthorized: true,
  keepAlive: true,
});

function getJson(path) {
  return new Promise((resolve, reject) => {
    https
      .get({ host: "inventory.internal.example.com", path, agent }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });
}

module.exports = { getJson };
