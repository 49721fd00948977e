const https = require("https");

const STRICT_TLS = true;

function ping(host) {
  return new Promise((resolve, reject) => {
    const req = https.request({ host, path: "/healthz", method: "GET", rejectUnauthorized: STRICT_TLS }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on("error", reject);
    req.end();
  });
}

module.exports = { ping };
