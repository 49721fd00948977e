#!/usr/bin/env node
// Scores POST /v1/verify/fact on the round-3 held-out set (cases.json + labels.json).
// Plain Node >= 20, no dependencies.
//   VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up)
//   node score.mjs [--out results.json] [--concurrency 2]
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const OUT = arg("--out", join(tmpdir(), `verdict-fact-round3-${Date.now()}.json`));
const CONCURRENCY = Math.max(1, Math.min(4, Number(arg("--concurrency", "2"))));

const { contexts, cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const { labels } = JSON.parse(readFileSync(join(here, "labels.json"), "utf8"));
const items = cases.filter((c) => labels[c.id]).map((c) => ({ ...c, label: labels[c.id] }));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init, tries = 8) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, init);
    } catch (e) {
      if (attempt >= tries) throw e;
      await sleep(1000 * (attempt + 1));
      continue;
    }
    if (res.status === 429 && attempt < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-fact-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const s = await call("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "Held-out fact round 3" }),
  });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-fact-round-3" }),
  });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

const key = await apiKey();
const results = new Array(items.length);
let next = 0;
async function worker() {
  while (next < items.length) {
    const i = next++;
    const c = items[i];
    const r = await call("/v1/verify/fact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify({ claim: c.claim, context: contexts[c.context].text, options: { include_attestation: true } }),
    });
    const verdict =
      r.status === 200 && ["SUPPORTED", "REFUTED", "INCONCLUSIVE"].includes(r.body?.verdict) ? r.body.verdict : "ERROR";
    results[i] = {
      id: c.id,
      register: c.register,
      kind: c.kind,
      label: c.label,
      claim: c.claim,
      status: r.status,
      verdict,
      confidence: r.body?.confidence,
      method: r.body?.method,
      attested: typeof r.body?.attestation === "string",
      evidence: r.body?.evidence,
      contradiction: r.body?.contradiction,
      reasoning: r.body?.reasoning,
      error: verdict === "ERROR" ? r.body : undefined,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const L = ["SUPPORTED", "REFUTED", "NEI"];
const V = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "ERROR"];
const count = (f) => results.filter(f).length;
const nLab = (l) => count((r) => r.label === l);
const falseSupported = results.filter((r) => r.label !== "SUPPORTED" && r.verdict === "SUPPORTED");
const falseRefuted = results.filter((r) => r.label !== "REFUTED" && r.verdict === "REFUTED");
const refHit = count((r) => r.label === "REFUTED" && r.verdict === "REFUTED");
const supHit = count((r) => r.label === "SUPPORTED" && r.verdict === "SUPPORTED");
const fivexx = results.filter((r) => r.status >= 500);
const otherErr = results.filter((r) => r.verdict === "ERROR" && r.status < 500);
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "n/a");

console.log(`fact round-3 held-out: ${results.length} labelled cases against ${BASE}`);
console.log(
  `false SUPPORTED (label REFUTED or NEI, answered SUPPORTED): ${falseSupported.length} of ${nLab("REFUTED") + nLab("NEI")}` +
    ` (${pct(falseSupported.length, nLab("REFUTED") + nLab("NEI"))} %; must be 0)` +
    (falseSupported.length ? `, ${falseSupported.filter((r) => r.attested).length} with an attestation` : ""),
);
console.log(`REFUTED recall: ${refHit} of ${nLab("REFUTED")} (${pct(refHit, nLab("REFUTED"))} %; target >= 60 %)`);
console.log(
  `false REFUTED (label SUPPORTED or NEI, answered REFUTED): ${falseRefuted.length} of ${nLab("SUPPORTED") + nLab("NEI")}`,
);
console.log(`SUPPORTED recall: ${supHit} of ${nLab("SUPPORTED")} (${pct(supHit, nLab("SUPPORTED"))} %)`);
console.log(`5xx: ${fivexx.length}; other errors (4xx, bad body): ${otherErr.length}`);
console.log("\nconfusion (rows: label, columns: answer)");
const pad = (s, n) => String(s).padEnd(n);
console.log(pad("", 11) + V.map((v) => pad(v, 14)).join(""));
for (const l of L)
  console.log(pad(l, 11) + V.map((v) => pad(count((r) => r.label === l && r.verdict === v), 14)).join(""));
for (const [title, list] of [
  ["false SUPPORTED", falseSupported],
  ["false REFUTED", falseRefuted],
  ["5xx", fivexx],
  ["other errors", otherErr],
]) {
  if (!list.length) continue;
  console.log(`\n${title}:`);
  for (const r of list) console.log(`  ${r.id} [${r.label} -> ${r.verdict}, HTTP ${r.status}] ${r.claim}`);
}
const summary = {
  base: BASE,
  date: new Date().toISOString(),
  cases: results.length,
  false_supported: falseSupported.map((r) => r.id),
  refuted_recall: [refHit, nLab("REFUTED")],
  false_refuted: falseRefuted.map((r) => r.id),
  supported_recall: [supHit, nLab("SUPPORTED")],
  five_xx: fivexx.map((r) => r.id),
  confusion: Object.fromEntries(L.map((l) => [l, Object.fromEntries(V.map((v) => [v, count((r) => r.label === l && r.verdict === v)]))])),
};
writeFileSync(OUT, JSON.stringify({ summary, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = falseSupported.length || fivexx.length ? 1 : 0;
