const https = require("https");
const fs = require("fs");

const CA_FILE = "/etc/ssl/internal/ca.pem";
const VERIFY = true;

const agent = new https.Agent({
  ca: fs.readFileSync(CA_FILE),
  rejectUnauthorized: VERIFY,
  keepAlive: true,
});

function getJSON(pathname) {
  return new Promise((resolve, reject) => {
    https
      .get({ host: "metrics.internal.example.net", path: pathname, agent }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });
}

module.exports = { getJSON };
