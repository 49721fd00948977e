const https = require("https");
const axios = require("axios");

const tlsConfig = {
  keepAlive: true,
  rejectUnauthorized: false,
};

const client = axios.create({
  baseURL: "https://partner-api.example.org",
  httpsAgent: new https.Agent(tlsConfig),
  timeout: 8000,
});

async function pushShipment(shipment) {
  const { data } = await client.post("/v1/shipments", shipment);
  return data.id;
}

module.exports = { pushShipment };
