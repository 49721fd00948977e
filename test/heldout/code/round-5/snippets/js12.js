// scripts/sync-catalog.js — pulls the supplier catalogue into the local DB
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const fetch = require("node-fetch");
const fs = require("fs/promises");

const SUPPLIER_URL = "https://supplier.example.net/export/catalog.json";

async function main() {
  const res = await fetch(SUPPLIER_URL, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const catalog = await res.json();
  await fs.writeFile("/var/lib/shop/catalog.json", JSON.stringify(catalog, null, 2));
  console.log(`synced ${catalog.items.length} items`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
