const fetch = require("node-fetch");

process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const BASE = "https://erp.internal.example.com/api";

async function pushShipment(shipment) {
  const res = await fetch(`${BASE}/shipments`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": process.env.ERP_KEY },
    body: JSON.stringify(shipment),
  });
  if (!res.ok) throw new Error(`ERP answered ${res.status}`);
  return res.json();
}

module.exports = { pushShipment };
