const fs = require("fs");
const https = require("https");
const axios = require("axios");

const STRICT = true;
const agent = new https.Agent({
  ca: fs.readFileSync("/etc/ssl/internal-ca.pem"),
  rejectUnauthorized: STRICT,
  keepAlive: true,
});

const hr = axios.create({ baseURL: "https://hr.internal.example", httpsAgent: agent, timeout: 5000 });

async function employee(id) {
  const { data } = await hr.get(`/employees/${encodeURIComponent(id)}`);
  return data;
}

module.exports = { employee };
