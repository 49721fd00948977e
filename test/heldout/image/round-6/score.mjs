#!/usr/bin/env node
// Scores the image held-out set, round 6, against POST /v1/verify/image (multipart: image, claim).
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up),
// --out FILE for per-case results (default: a file in the OS temp dir), --concurrency N (default 2, at most 4).
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const arg = (n, d) => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : d; };
const OUT = arg("--out", join(tmpdir(), `verdict-heldout-image-round6-${Date.now()}.json`));
const CONC = Math.min(4, Math.max(1, Number(arg("--concurrency", "2"))));
const { cases } = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function req(url, init) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try { res = await fetch(url, typeof init === "function" ? init() : init); }
    catch (e) { if (attempt < 3) { await sleep(1000); continue; } return { status: 0, body: { error: String(e) } }; }
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after")) || 1; await res.arrayBuffer(); await sleep(ra * 1000); continue;
    }
    const text = await res.text(); let body; try { body = JSON.parse(text); } catch { body = { raw: text.slice(0, 500) }; }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-image6-${randomUUID()}@example.com`;
  const s = await req(`${BASE}/v1/auth/signup`, { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: `pw-${randomUUID()}`, organization_name: "Heldout image round 6" }) });
  if (!s.body.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await req(`${BASE}/v1/auth/api-keys`, { method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-image-round-6" }) });
  if (!k.body.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function classify(r) {
  if (r.status >= 500 || r.status === 0) return "5xx";
  if (r.status === 200) return r.body.verdict || "no-verdict";
  return "refused";
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++; const c = cases[i];
    const bytes = readFileSync(join(HERE, "files", c.file));
    const r = await req(`${BASE}/v1/verify/image`, () => {
      const fd = new FormData();
      fd.append("image", new Blob([bytes], { type: c.content_type }), c.file);
      fd.append("claim", c.claim);
      return { method: "POST", headers: { "x-api-key": key }, body: fd };
    });
    const answer = classify(r);
    results[i] = { id: c.id, file: c.file, claim: c.claim, label: c.label, http: r.status, answer,
      confidence: r.body.confidence, container: r.body.container, code: r.body.code, detail: r.body.detail,
      reasoning: typeof r.body.reasoning === "string" ? r.body.reasoning.slice(0, 300) : undefined };
  }
}
await Promise.all(Array.from({ length: CONC }, worker));

const COLS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "VLM_REQUIRED", "refused", "5xx", "no-verdict"];
const ROWS = ["true", "false", "disputed", "undecodable"];
const table = Object.fromEntries(ROWS.map((r) => [r, Object.fromEntries(COLS.map((c) => [c, 0]))]));
for (const r of results) table[r.label][r.answer] = (table[r.label][r.answer] || 0) + 1;
const n = (l) => results.filter((r) => r.label === l).length;
const unsound = results.filter((r) => r.answer === "SUPPORTED" && r.label !== "true");
const refutedTrue = results.filter((r) => r.answer === "REFUTED" && r.label === "true");
const definiteUndecodable = results.filter((r) => r.label === "undecodable" && (r.answer === "SUPPORTED" || r.answer === "REFUTED"));
const decodable = results.filter((r) => r.label === "true" || r.label === "false");
const decided = decodable.filter((r) => r.answer === "SUPPORTED" || r.answer === "REFUTED");
const correct = decided.filter((r) => (r.answer === "SUPPORTED") === (r.label === "true"));
const s5 = results.filter((r) => r.answer === "5xx");
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "n/a") + " %";

console.log(`image held-out round 6: ${results.length} claims on ${new Set(results.map((r) => r.file)).size} files, ${BASE}`);
console.log(`unsound (SUPPORTED on a claim the decoders do not support: false, undecodable or disputed): ${unsound.length}  (must be 0)`);
for (const r of unsound) console.log(`  UNSOUND ${r.id} [${r.label}] ${r.file}: "${r.claim}" conf=${r.confidence}`);
console.log(`REFUTED on a true claim: ${refutedTrue.length}`);
for (const r of refutedTrue) console.log(`  WRONG ${r.id} ${r.file}: "${r.claim}"`);
console.log(`definite answer (SUPPORTED/REFUTED) on an undecodable file: ${definiteUndecodable.length} of ${n("undecodable")}`);
for (const r of definiteUndecodable) console.log(`  DEFINITE-ON-UNDECODABLE ${r.id} ${r.answer} ${r.file}: "${r.claim}"`);
console.log(`decided on decodable files (true/false labels): ${decided.length} of ${decodable.length} (${pct(decided.length, decodable.length)}), correct ${correct.length} of ${decided.length}`);
console.log(`  true claims SUPPORTED: ${table.true.SUPPORTED} of ${n("true")} (${pct(table.true.SUPPORTED, n("true"))}); false claims REFUTED: ${table.false.REFUTED} of ${n("false")} (${pct(table.false.REFUTED, n("false"))})`);
console.log(`undecodable claims INCONCLUSIVE: ${table.undecodable.INCONCLUSIVE} of ${n("undecodable")}`);
console.log(`5xx: ${s5.length}`);
for (const r of s5) console.log(`  5XX ${r.id} http=${r.http} ${r.file}: ${JSON.stringify(r.detail || r.reasoning || "")}`);
console.log("\nconfusion (rows: oracle label; columns: answer)");
console.log(["label".padEnd(12), ...COLS.map((c) => c.padStart(13))].join(""));
for (const l of ROWS) console.log([`${l} (${n(l)})`.padEnd(12), ...COLS.map((c) => String(table[l][c] || 0).padStart(13))].join(""));
const refused = results.filter((r) => r.answer === "refused");
if (refused.length) console.log(`\nrefused (4xx): ${refused.map((r) => `${r.id} ${r.http} ${r.code || ""}`).join(", ")}`);
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), table, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = unsound.length || s5.length ? 1 : 0;
