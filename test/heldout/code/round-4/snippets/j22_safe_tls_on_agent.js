const https = require("https");
const fs = require("fs");

const agent = new https.Agent({
  keepAlive: true,
  ca: fs.readFileSync("/etc/ssl/internal-ca.pem"),
  rejectUnauthorized: true,
});

function getJson(pathname) {
  return new Promise((resolve, reject) => {
    https
      .get({ host: "core.bank.example.net", path: pathname, agent }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });
}

module.exports = { getJson };
