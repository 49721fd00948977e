const fs = require("fs");
const https = require("https");
const axios = require("axios");

const agent = new https.Agent({
  keepAlive: true,
  ca: fs.readFileSync("/etc/ssl/certs/partner-ca.pem"),
  rejectUnauthorized: true,
});

async function pushOrder(order) {
  const res = await axios.post("https://partner.example.net/api/orders", order, {
    httpsAgent: agent,
    timeout: 10000,
    headers: { Authorization: `Bearer ${process.env.PARTNER_TOKEN}` },
  });
  return res.data;
}

module.exports = { pushOrder };
