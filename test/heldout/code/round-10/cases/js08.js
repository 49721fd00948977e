const https = require("https");

const strictTls = process.env.PAYMENTS_STRICT_TLS === "true";

function getBalance(accountId) {
  const options = {
    hostname: "payments.internal.example.com",
    path: `/v1/accounts/${encodeURIComponent(accountId)}/balance`,
    method: "GET",
    headers: { Authorization: `Bearer ${process.env.PAYMENTS_TOKEN}` },
    rejectUnauthorized: strictTls,
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

module.exports = { getBalance };
