import fs from "node:fs";
import https from "node:https";

const CORP_CA = fs.readFileSync("/etc/ssl/certs/corp-root.pem");

function makeAgent(strict: boolean = true): https.Agent {
  return new https.Agent({ rejectUnauthorized: strict, ca: CORP_CA, keepAlive: true });
}

const agent = makeAgent();

export function getJSON(path: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    https
      .get({ host: "inventory.corp.example", path: "/api/" + encodeURIComponent(path), agent }, (res) => {
        let raw = "";
        res.on("data", (c) => (raw += c));
        res.on("end", () => resolve(JSON.parse(raw)));
      })
      .on("error", reject);
  });
}
