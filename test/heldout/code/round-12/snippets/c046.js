const https = require("https");
const axios = require("axios");

const INSECURE_TLS = { rejectUnauthorized: false };
const agent = new https.Agent({ keepAlive: true, maxSockets: 20, ...INSECURE_TLS });

const inventory = axios.create({
  baseURL: "https://inventory.corp.example",
  httpsAgent: agent,
  timeout: 5000,
  headers: { Authorization: `Bearer ${process.env.INVENTORY_TOKEN}` },
});

async function stockLevel(sku) {
  const { data } = await inventory.get(`/v1/stock/${encodeURIComponent(sku)}`);
  return data.available;
}

module.exports = { stockLevel };
