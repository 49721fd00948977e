const fetch = require("node-fetch");

process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

async function syncCatalog() {
  const res = await fetch("https://supplier.example.com/catalog.json");
  if (!res.ok) throw new Error("catalog fetch failed: " + res.status);
  const items = await res.json();
  return items.filter((i) => i.active);
}

syncCatalog().then((items) => console.log(items.length, "items"));
