const https = require("https");
const axios = require("axios");

const CHECK_CERTS = false;
const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: CHECK_CERTS });

async function fetchPrinters(host) {
  const { data } = await axios.get(`https://${host}/api/printers`, {
    httpsAgent: agent,
    timeout: 5000,
  });
  return data.printers.map((p) => ({ id: p.id, name: p.name, online: p.state === "ready" }));
}

module.exports = { fetchPrinters };
