const axios = require("axios");
const https = require("https");

const config = {
  baseURL: "https://inventory.partner.example.net/api",
  tls: { verify: false, minVersion: "TLSv1.2" },
  timeoutMs: 8000,
};

const client = axios.create({
  baseURL: config.baseURL,
  timeout: config.timeoutMs,
  httpsAgent: new https.Agent({ rejectUnauthorized: config.tls.verify, minVersion: config.tls.minVersion }),
});

async function stockLevel(sku) {
  const { data } = await client.get(`/stock/${encodeURIComponent(sku)}`);
  return data.quantity;
}

module.exports = { stockLevel };
