#!/usr/bin/env node
// Scorer for held-out SQL round 14: sends every case of cases.json to POST /v1/verify/sql and prints the issue-25 figures.
// Metrics (issue 25): false VALID (VALID on an invalid or unsafe query), definite INVALID on a valid query, UNKNOWN rate
// per dialect, errors/5xx. Cases with allow_writes send it (the writes they hold are the point of the case).
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-sql-r14-${Date.now()}.json`);
const CONCURRENCY = 2;
const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function post(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    } catch (e) {
      if (attempt < 3) { await sleep(1000); continue; }
      return { status: 0, json: null, text: String(e) };
    }
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after")) || 1;
      await sleep(ra * 1000);
      continue;
    }
    const text = await res.text();
    let json = null;
    try { json = JSON.parse(text); } catch {}
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-sql-r14-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const su = await post("/v1/auth/signup", { email, password: "held out sql round fourteen", organization_name: "Heldout SQL r14" });
  if (!su.json?.access_token) throw new Error(`signup failed: ${su.status} ${su.text}`);
  const k = await post("/v1/auth/api-keys", { name: "heldout-sql-r14" }, { authorization: `Bearer ${su.json.access_token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.json.key;
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const t0 = Date.now();
    const r = await post("/v1/verify/sql", { query: c.query, schema_ddl: c.schema_ddl, dialect: c.dialect, ...(c.allow_writes ? { allow_writes: true } : {}) }, { "x-api-key": key });
    let answer;
    if (r.status >= 500 || r.status === 0) answer = "5xx";
    else if (r.status >= 400) answer = "4xx";
    else answer = ["VALID", "INVALID", "UNKNOWN"].includes(r.json?.status) ? r.json.status : "OTHER";
    results[i] = {
      id: c.id, dialect: c.dialect, label: c.label, category: c.category, issue25: !!c.issue25, answer, http: r.status, ms: Date.now() - t0,
      is_valid: r.json?.is_valid, validation: r.json?.validation,
      codes: (r.json?.issues || []).map((x) => x.code), message: r.json?.message ?? (answer.endsWith("xx") ? r.text.slice(0, 300) : undefined),
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const ANSWERS = ["VALID", "INVALID", "UNKNOWN", "4xx", "5xx", "OTHER"];
const LABELS = ["valid", "invalid", "unsafe"];
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) + " %" : "n/a");
const count = (f) => results.filter(f).length;

const falseValid = results.filter((r) => r.label !== "valid" && r.answer === "VALID");
const invalidOnValid = results.filter((r) => r.label === "valid" && r.answer === "INVALID");
const fivexx = results.filter((r) => r.answer === "5xx");
const unknown = count((r) => r.answer === "UNKNOWN");

console.log(`Held-out SQL round 14 against ${BASE}: ${results.length} cases`);
console.log(`false VALID (invalid or unsafe answered VALID): ${falseValid.length}  ${falseValid.map((r) => r.id).join(" ")}`);
console.log(`definite INVALID on a valid query: ${invalidOnValid.length}  ${invalidOnValid.map((r) => r.id).join(" ")}`);
console.log(`UNKNOWN: ${unknown}/${results.length} (${pct(unknown, results.length)})`);
for (const l of LABELS) {
  const n = count((r) => r.label === l), u = count((r) => r.label === l && r.answer === "UNKNOWN");
  console.log(`  UNKNOWN among ${l}: ${u}/${n} (${pct(u, n)})`);
}
for (const d of ["sqlite", "postgresql", "mysql", "transactsql"]) {
  const n = count((r) => r.dialect === d), u = count((r) => r.dialect === d && r.answer === "UNKNOWN");
  const fv = count((r) => r.dialect === d && r.label !== "valid" && r.answer === "VALID");
  const di = count((r) => r.dialect === d && r.label === "valid" && r.answer === "INVALID");
  console.log(`  ${d.padEnd(12)} cases ${n}  UNKNOWN ${u} (${pct(u, n)})  false VALID ${fv}  definite INVALID on valid ${di}`);
}
const eng = results.filter((r) => r.dialect === "sqlite" || r.dialect === "postgresql");
const engValid = eng.filter((r) => r.label === "valid");
console.log(`valid queries answered VALID (sqlite+postgresql, engine dialects): ${count((r) => engValid.includes(r) && r.answer === "VALID")}/${engValid.length}`);
const bad = results.filter((r) => r.label !== "valid");
console.log(`invalid+unsafe answered INVALID: ${count((r) => bad.includes(r) && r.answer === "INVALID")}/${bad.length}`);
const unsafe = results.filter((r) => r.label === "unsafe");
console.log(`unsafe answered INVALID: ${count((r) => unsafe.includes(r) && r.answer === "INVALID")}/${unsafe.length}`);
console.log(`5xx: ${fivexx.length}  ${fivexx.map((r) => `${r.id} (${r.http}: ${r.message})`).join("; ")}`);
const i25 = results.filter((r) => r.issue25);
console.log(`issue-25 shapes: ${i25.map((r) => `${r.id}(${r.label}→${r.answer})`).join(" ")}`);
const four = results.filter((r) => r.answer === "4xx" || r.answer === "OTHER");
if (four.length) console.log(`4xx/other: ${four.map((r) => `${r.id} (${r.http}: ${r.message})`).join("; ")}`);

function table(rows, title) {
  console.log(`\n${title}`);
  console.log(["label \\ answer", ...ANSWERS].map((s) => s.padEnd(14)).join(""));
  for (const l of LABELS) {
    const line = ANSWERS.map((a) => String(rows.filter((r) => r.label === l && r.answer === a).length).padEnd(14));
    console.log([l.padEnd(14), ...line].join(""));
  }
}
table(results, "Confusion table (all dialects)");
for (const d of ["sqlite", "postgresql", "mysql", "transactsql"]) table(results.filter((r) => r.dialect === d), `Confusion table: ${d}`);

console.log("\nNot as labelled (valid answered other than VALID/UNKNOWN, invalid/unsafe answered other than INVALID):");
for (const r of results) {
  const ok = r.label === "valid" ? r.answer === "VALID" || (r.answer === "UNKNOWN" && !["sqlite", "postgresql"].includes(r.dialect)) : r.answer === "INVALID";
  if (!ok) console.log(`  ${r.id} ${r.dialect} label=${r.label} answer=${r.answer} codes=${r.codes.join(",")} ${String(r.message || "").slice(0, 160)}`);
}
writeFileSync(OUT, JSON.stringify(results, null, 1));
console.log(`\nper-case results: ${OUT}`);
