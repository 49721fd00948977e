const https = require("https");
const axios = require("axios");

const VERIFY_PEER = false;
const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: VERIFY_PEER });

const client = axios.create({
  baseURL: "https://payments.internal.example.com",
  httpsAgent: agent,
  timeout: 8000,
  headers: { Authorization: `Bearer ${process.env.PAYMENTS_TOKEN}` },
});

async function capture(paymentId) {
  const { data } = await client.post(`/payments/${encodeURIComponent(paymentId)}/capture`);
  return data;
}

module.exports = { capture };
