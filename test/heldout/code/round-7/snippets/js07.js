const https = require("https");
const axios = require("axios");

const config = {
  endpoint: "https://inventory.internal.example.net",
  tls: { checkCerts: false, timeoutMs: 5000 },
};

const agent = new https.Agent({ rejectUnauthorized: config.tls.checkCerts });

async function stockLevel(sku) {
  const res = await axios.get(`${config.endpoint}/stock/${encodeURIComponent(sku)}`, {
    httpsAgent: agent,
    timeout: config.tls.timeoutMs,
  });
  return res.data.level;
}

module.exports = { stockLevel };
