#!/usr/bin/env node
// Scorer for the fact round-8 held-out set: sends every case to POST /v1/verify/fact and prints the figures of
// issue 25 (false SUPPORTED, REFUTED recall, false REFUTED, SUPPORTED recall), a confusion table and every 5xx.
// Plain Node >= 20, no dependencies. VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh
// organization is signed up), --out FILE for per-case results (default: a file in the OS temp dir).
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outArg = process.argv.indexOf("--out");
const OUT = outArg > 0 ? process.argv[outArg + 1] : join(tmpdir(), `verdict-fact-round-8-${Date.now()}.json`);
const CONCURRENCY = 2;
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    } catch (err) {
      if (attempt < 3) {
        await sleep(1000 * (attempt + 1));
        continue;
      }
      return { status: 0, json: null, text: String(err) };
    }
    if (res.status === 429 && attempt < 20) {
      const after = Number(res.headers.get("retry-after"));
      await sleep(Number.isFinite(after) && after > 0 ? after * 1000 : 1000);
      continue;
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-fact-r8-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await call("/v1/auth/signup", {
    email,
    password: `held-out ${Math.random().toString(36).slice(2)} set`,
    organization_name: "Held-out fact round 8",
  });
  if (s.status >= 300 || !s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout-fact-r8" }, { authorization: `Bearer ${s.json.access_token}` });
  if (k.status >= 300 || !k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.json.key;
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const r = await call("/v1/verify/fact", { claim: c.claim, context: c.context }, { "x-api-key": key });
    const answer = r.status === 200 && r.json?.verdict ? r.json.verdict : `HTTP ${r.status}`;
    results[i] = {
      id: c.id,
      category: c.category,
      label: c.label,
      answer,
      status: r.status,
      claim: c.claim,
      method: r.json?.method,
      confidence: r.json?.confidence,
      contradiction: r.json?.contradiction,
      reasoning: r.json?.reasoning,
      error: r.status === 200 ? undefined : r.text.slice(0, 500),
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const LABELS = ["SUPPORTED", "REFUTED", "NOT ENOUGH INFO"];
const ANSWERS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "other"];
const col = (a) => (ANSWERS.includes(a) ? a : "other");
const table = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(ANSWERS.map((a) => [a, 0]))]));
for (const r of results) table[r.label][col(r.answer)]++;
const n = (l) => results.filter((r) => r.label === l).length;
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");

const notSupported = results.filter((r) => r.label !== "SUPPORTED");
const falseSupported = notSupported.filter((r) => r.answer === "SUPPORTED");
const refuted = results.filter((r) => r.label === "REFUTED");
const refutedHit = refuted.filter((r) => r.answer === "REFUTED");
const notRefuted = results.filter((r) => r.label !== "REFUTED");
const falseRefuted = notRefuted.filter((r) => r.answer === "REFUTED");
const supported = results.filter((r) => r.label === "SUPPORTED");
const supportedHit = supported.filter((r) => r.answer === "SUPPORTED");
const nei = results.filter((r) => r.label === "NOT ENOUGH INFO");
const neiHit = nei.filter((r) => r.answer === "INCONCLUSIVE");
const fivexx = results.filter((r) => r.status >= 500 || r.status === 0);
const correct = supportedHit.length + refutedHit.length + neiHit.length;

console.log(`fact held-out round 8: ${results.length} cases against ${BASE}`);
console.log(`labels: SUPPORTED ${n("SUPPORTED")}, REFUTED ${n("REFUTED")}, NOT ENOUGH INFO ${n("NOT ENOUGH INFO")}`);
console.log(`false SUPPORTED (unsupported or refuted claim answered SUPPORTED): ${falseSupported.length} of ${notSupported.length} (${pct(falseSupported.length, notSupported.length)})  [target 0]`);
console.log(`REFUTED recall: ${refutedHit.length} of ${refuted.length} (${pct(refutedHit.length, refuted.length)})  [target >= 60 %]`);
console.log(`false REFUTED (supported or NEI claim answered REFUTED): ${falseRefuted.length} of ${notRefuted.length} (${pct(falseRefuted.length, notRefuted.length)})`);
console.log(`SUPPORTED recall: ${supportedHit.length} of ${supported.length} (${pct(supportedHit.length, supported.length)})`);
console.log(`NEI answered INCONCLUSIVE: ${neiHit.length} of ${nei.length} (${pct(neiHit.length, nei.length)})`);
console.log(`exact agreement: ${correct} of ${results.length} (${pct(correct, results.length)})`);
console.log(`5xx or no answer: ${fivexx.length}`);
console.log("\nconfusion (rows: label, columns: answer)");
console.log(["label".padEnd(16), ...ANSWERS.map((a) => a.padStart(13))].join(""));
for (const l of LABELS) console.log([l.padEnd(16), ...ANSWERS.map((a) => String(table[l][a]).padStart(13))].join(""));
const list = (title, rs) => {
  if (!rs.length) return;
  console.log(`\n${title}:`);
  for (const r of rs) console.log(`  ${r.id} [${r.category}] answered ${r.answer}: ${r.claim}`);
};
list("false SUPPORTED", falseSupported);
list("false REFUTED", falseRefuted);
list("5xx or no answer", fivexx);
list("other non-200 answers", results.filter((r) => r.status !== 200 && !(r.status >= 500 || r.status === 0)));

const summary = {
  base: BASE,
  cases: results.length,
  false_supported: falseSupported.length,
  not_supported_labelled: notSupported.length,
  refuted_recall: [refutedHit.length, refuted.length],
  false_refuted: falseRefuted.length,
  not_refuted_labelled: notRefuted.length,
  supported_recall: [supportedHit.length, supported.length],
  nei_inconclusive: [neiHit.length, nei.length],
  fivexx: fivexx.map((r) => r.id),
  confusion: table,
};
writeFileSync(OUT, JSON.stringify({ summary, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = fivexx.length ? 1 : 0;
