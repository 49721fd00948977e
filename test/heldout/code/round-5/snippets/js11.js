const https = require("https");
const axios = require("axios");

const agentDefaults = { keepAlive: true, maxSockets: 20, rejectUnauthorized: false };

const client = axios.create({
  baseURL: "https://erp.internal.example.com/api",
  timeout: 10000,
  httpsAgent: new https.Agent({ ...agentDefaults }),
});

async function getInvoice(id) {
  const { data } = await client.get(`/invoices/${encodeURIComponent(id)}`);
  return data;
}

module.exports = { getInvoice };
