const https = require("https");
const axios = require("axios");

const TLS_STRICT = true;

const client = axios.create({
  baseURL: "https://ledger.example.com",
  httpsAgent: new https.Agent({ rejectUnauthorized: TLS_STRICT, minVersion: "TLSv1.2" }),
});

module.exports = client;
