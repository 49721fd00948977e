const axios = require("axios");
const fs = require("fs");
const https = require("https");

const CA_PATH = "/etc/ssl/partner-ca.pem";

const client = axios.create({
  baseURL: "https://inventory.partner.example.net/api",
  timeout: 8000,
  httpsAgent: new https.Agent({ ca: fs.readFileSync(CA_PATH), rejectUnauthorized: true }),
});

async function stockLevel(sku) {
  const { data } = await client.get(`/stock/${encodeURIComponent(sku)}`);
  return data.quantity;
}

module.exports = { stockLevel };
