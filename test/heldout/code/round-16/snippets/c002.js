const fs = require("fs");
const https = require("https");
const axios = require("axios");

const CHECK_CERTS = true;
const agent = new https.Agent({
  keepAlive: true,
  rejectUnauthorized: CHECK_CERTS,
  ca: fs.readFileSync("/etc/ssl/private-ca/ca.pem"),
});

async function fetchPrinters(host) {
  const { data } = await axios.get(`https://${host}/api/printers`, { httpsAgent: agent, timeout: 5000 });
  return data.printers.map((p) => ({ id: p.id, name: p.name }));
}

module.exports = { fetchPrinters };
