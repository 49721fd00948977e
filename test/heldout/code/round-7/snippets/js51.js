const https = require("https");

const STRICT_TLS = !false;

function ping(host) {
  return new Promise((resolve) => {
    const req = https.request(
      { host, path: "/healthz", method: "GET", rejectUnauthorized: STRICT_TLS, timeout: 3000 },
      (res) => resolve(res.statusCode)
    );
    req.on("error", () => resolve(0));
    req.end();
  });
}

module.exports = { ping };
