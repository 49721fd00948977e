#!/usr/bin/env node
// Scores the image engine (POST /v1/verify/image) on the round-5 held-out set.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
// Plain Node >= 20, no dependencies. At most 2 requests in flight; 429 is retried after Retry-After.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-image-r5-${Date.now()}.json`);
const CONCURRENCY = 2;

const cases = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const labels = new Map(JSON.parse(readFileSync(join(HERE, "labels.json"), "utf8")).labels.map((l) => [l.id, l.label]));

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-image-r5-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await fetch(`${BASE}/v1/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "held-out image round five", organization_name: "Held-out image r5" }),
  });
  const session = await s.json();
  if (!session.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(session)}`);
  const k = await fetch(`${BASE}/v1/auth/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({ name: "heldout-image-r5" }),
  });
  const key = await k.json();
  if (!key.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(key)}`);
  return key.key;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function send(key, c) {
  const bytes = readFileSync(join(HERE, "files", c.file));
  for (let attempt = 0; ; attempt++) {
    const form = new FormData();
    form.append("image", new Blob([bytes], { type: c.content_type }), c.file);
    form.append("claim", c.claim);
    let res;
    try {
      res = await fetch(`${BASE}/v1/verify/image`, { method: "POST", headers: { "x-api-key": key }, body: form });
    } catch (e) {
      if (attempt < 2) { await sleep(1000); continue; }
      return { status: 0, error: String(e) };
    }
    if (res.status === 429 && attempt < 10) {
      const ra = Number(res.headers.get("retry-after") ?? "1");
      await sleep((Number.isFinite(ra) ? ra : 1) * 1000 + 100);
      continue;
    }
    const text = await res.text();
    let body;
    try { body = JSON.parse(text); } catch { body = { raw: text.slice(0, 500) }; }
    return { status: res.status, body };
  }
}

function outcome(r) {
  if (r.status === 200) return r.body.verdict ?? "NO_VERDICT";
  if (r.status >= 500 || r.status === 0) return "5xx";
  return "4xx";
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const r = await send(key, c);
    results[i] = {
      id: c.id, file: c.file, claim: c.claim, content_type: c.content_type, label: labels.get(c.id),
      http: r.status, outcome: outcome(r),
      confidence: r.body?.confidence, container: r.body?.container, metadata: r.body?.metadata,
      problem: r.status !== 200 ? (r.body?.code ?? r.body?.detail ?? r.error ?? r.body?.raw) : undefined,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const LABELS = ["true", "false", "disputed", "undecodable"];
const COLS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "VLM_REQUIRED", "4xx", "5xx"];
const table = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(COLS.map((c) => [c, 0]))]));
for (const r of results) table[r.label][COLS.includes(r.outcome) ? r.outcome : "5xx"]++;

const count = (f) => results.filter(f).length;
const unsoundSupported = results.filter((r) => r.outcome === "SUPPORTED" && r.label !== "true");
const wrongRefuted = results.filter((r) => r.outcome === "REFUTED" && (r.label === "true" || r.label === "undecodable"));
const refutedDisputed = results.filter((r) => r.outcome === "REFUTED" && r.label === "disputed");
const decodable = results.filter((r) => r.label === "true" || r.label === "false");
const decidedCorrect = count((r) => (r.label === "true" && r.outcome === "SUPPORTED") || (r.label === "false" && r.outcome === "REFUTED"));
const decided = count((r) => (r.label === "true" || r.label === "false") && (r.outcome === "SUPPORTED" || r.outcome === "REFUTED"));
const nTrue = count((r) => r.label === "true");
const nFalse = count((r) => r.label === "false");
const fivexx = results.filter((r) => r.outcome === "5xx");
const undec = results.filter((r) => r.label === "undecodable");

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
console.log(`image held-out round 5: ${results.length} claims on ${new Set(cases.map((c) => c.file)).size} files against ${BASE}`);
console.log(`labels: true ${nTrue}, false ${nFalse}, disputed ${count((r) => r.label === "disputed")}, undecodable ${undec.length}`);
console.log(`UNSOUND (SUPPORTED on a claim the decoders do not support; must be 0): ${unsoundSupported.length}`);
console.log(`wrong REFUTED (on a true claim or on an undecodable file): ${wrongRefuted.length}; REFUTED on disputed: ${refutedDisputed.length}`);
console.log(`decided on decodable files: ${decided} of ${decodable.length} (${pct(decided, decodable.length)}), correct ${decidedCorrect} (${pct(decidedCorrect, decodable.length)})`);
console.log(`  SUPPORTED on true: ${table.true.SUPPORTED} of ${nTrue} (${pct(table.true.SUPPORTED, nTrue)}); REFUTED on false: ${table.false.REFUTED} of ${nFalse} (${pct(table.false.REFUTED, nFalse)})`);
console.log(`undecodable files: ${table.undecodable.INCONCLUSIVE} of ${undec.length} claims INCONCLUSIVE, ${table.undecodable["4xx"]} refused (4xx)`);
console.log(`5xx: ${fivexx.length}`);
console.log("\nconfusion (rows: oracle label; columns: answer)");
console.log(["label".padEnd(12), ...COLS.map((c) => c.padStart(13))].join(""));
for (const l of LABELS) console.log([l.padEnd(12), ...COLS.map((c) => String(table[l][c]).padStart(13))].join(""));
const list = (title, rs) => {
  if (!rs.length) return;
  console.log(`\n${title}:`);
  for (const r of rs) console.log(`  ${r.id} ${r.file} [${r.label}] "${r.claim}" -> ${r.outcome} (http ${r.http}${r.container ? `, ${r.container.status}` : ""}${r.problem ? `, ${r.problem}` : ""})`);
};
list("unsound SUPPORTED", unsoundSupported);
list("wrong REFUTED", wrongRefuted);
list("REFUTED on disputed", refutedDisputed);
list("5xx", fivexx);
list("4xx", results.filter((r) => r.outcome === "4xx"));
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), table, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = unsoundSupported.length || fivexx.length ? 1 : 0;
