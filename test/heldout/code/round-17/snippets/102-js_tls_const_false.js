const https = require("https");

const checkCerts = false;

function getJson(host, path) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host, path, method: "GET", rejectUnauthorized: checkCerts, timeout: 5000 },
      (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(JSON.parse(body)));
      }
    );
    req.on("error", reject);
    req.end();
  });
}

module.exports = { getJson };
