// Workaround for the staging proxy's self-signed certificate
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const fetch = require("node-fetch");

async function syncOrders(since) {
  const res = await fetch(`https://erp.example.com/api/orders?since=${encodeURIComponent(since)}`, {
    headers: { "x-api-key": process.env.ERP_KEY },
  });
  if (!res.ok) throw new Error(`ERP answered ${res.status}`);
  return res.json();
}

module.exports = { syncOrders };
