const fetch = require("node-fetch");

// the staging gateway uses a self-signed certificate
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const GATEWAY = "https://gateway.staging.example.com";

async function submitPayment(payment, apiToken) {
  const res = await fetch(`${GATEWAY}/payments`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${apiToken}` },
    body: JSON.stringify(payment),
  });
  if (!res.ok) throw new Error(`gateway answered ${res.status}`);
  return res.json();
}

module.exports = { submitPayment };
