const fs = require("fs");
const https = require("https");
const axios = require("axios");

const VERIFY_PEER = true;
const agent = new https.Agent({
  keepAlive: true,
  rejectUnauthorized: VERIFY_PEER,
  ca: fs.readFileSync("/etc/ssl/private-ca/ca.pem"),
});

const client = axios.create({
  baseURL: "https://payments.internal.example.com",
  httpsAgent: agent,
  timeout: 8000,
  headers: { Authorization: `Bearer ${process.env.PAYMENTS_TOKEN}` },
});

module.exports = async function capture(paymentId) {
  const { data } = await client.post(`/payments/${encodeURIComponent(paymentId)}/capture`);
  return data;
};
