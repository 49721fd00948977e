const https = require("https");

const config = {
  upstream: { host: "ledger.corp.example", port: 8443 },
  tls: { verify: false, minVersion: "TLSv1.2" },
};

function getLedger(accountId) {
  const options = {
    host: config.upstream.host,
    port: config.upstream.port,
    path: `/accounts/${Number(accountId)}/ledger`,
    method: "GET",
    rejectUnauthorized: config.tls.verify,
    minVersion: config.tls.minVersion,
  };
  return new Promise((resolve, reject) => {
    const req = https.request(options, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(JSON.parse(body)));
    });
    req.on("error", reject);
    req.end();
  });
}

module.exports = { getLedger };
