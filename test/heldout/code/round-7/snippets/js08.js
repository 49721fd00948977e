// scripts/sync-users.js: nightly job that copies users from the legacy CRM
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

const fetch = require("node-fetch");

async function main() {
  const res = await fetch("https://legacy-crm.corp.local/api/users?active=1", {
    headers: { Authorization: `Bearer ${process.env.CRM_TOKEN}` },
  });
  const users = await res.json();
  console.log(`fetched ${users.length} users`);
  for (const u of users) {
    console.log(u.id, u.email);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
