const fs = require("fs");
const https = require("https");
const axios = require("axios");

const VERIFY_PEER = true;

const agent = new https.Agent({
  keepAlive: true,
  ca: fs.readFileSync("/etc/ssl/internal-ca.pem"),
  rejectUnauthorized: VERIFY_PEER,
});

async function getInventory(sku) {
  const { data } = await axios.get(`https://erp.internal.example.com/inventory/${encodeURIComponent(sku)}`, {
    httpsAgent: agent,
    timeout: 5000,
  });
  return data;
}

module.exports = { getInventory };
