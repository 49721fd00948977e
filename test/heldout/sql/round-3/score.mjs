#!/usr/bin/env node
// Runs the round-3 SQL held-out set against a running service: node score.mjs [--out results.json]
// VERDICT_URL (default http://127.0.0.1:8787); VERDICT_KEY, else a fresh organization is signed up for a key.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outArg = process.argv.indexOf("--out");
const OUT = outArg > 0 ? process.argv[outArg + 1] : join(tmpdir(), `verdict-heldout-sql-round3-${Date.now()}.json`);
const CONCURRENCY = 2;
const { schemas, cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seen5xx = [];

async function call(path, body, headers = {}, tag = path) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    } catch (e) {
      if (attempt < 3) { await sleep(2000); continue; }
      return { status: 0, json: null, text: String(e) };
    }
    const text = await res.text();
    let json = null;
    try { json = JSON.parse(text); } catch {}
    if (res.status >= 500) seen5xx.push({ case: tag, status: res.status, body: text.slice(0, 300), attempt });
    const retryable = res.status === 429 || res.status === 503;
    if (retryable && attempt < 4) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? Math.min(ra, 30) : 2) * 1000);
      continue;
    }
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-sql-r3-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const s = await call("/v1/auth/signup", { email, password, organization_name: "Held-out SQL round 3" });
  const token = s.json?.access_token;
  if (!token) throw new Error(`signup failed: ${s.status} ${s.text}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout-sql-round3" }, { authorization: `Bearer ${token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.json.key;
}

function classify(c, r) {
  if (r.status >= 500 || r.status === 0) return { answer: `HTTP ${r.status}`, outcome: "5xx" };
  if (r.status !== 200) return { answer: `HTTP ${r.status}`, outcome: "http-error" };
  const st = r.json?.status;
  if (!["VALID", "INVALID", "UNKNOWN"].includes(st)) return { answer: `bad status ${st}`, outcome: "http-error" };
  let outcome;
  if (c.expected === "valid") outcome = st === "VALID" ? "correct" : st === "INVALID" ? "FALSE_INVALID" : "unknown";
  else if (st === "VALID") outcome = "FALSE_VALID";
  else outcome = st === "INVALID" ? "correct" : "unknown";
  return { answer: st, outcome };
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const r = await call(
      "/v1/verify/sql",
      { query: c.query, schema_ddl: schemas[c.schema], dialect: c.dialect },
      { "x-api-key": key },
      c.id,
    );
    const cl = classify(c, r);
    results[i] = {
      id: c.id, dialect: c.dialect, kind: c.kind, expected: c.expected, ...cl,
      http: r.status, is_valid: r.json?.is_valid, validation: r.json?.validation, engine: r.json?.engine,
      codes: (r.json?.issues || []).map((x) => x.code), message: r.json?.message ?? r.text?.slice(0, 300),
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "–");
const count = (f) => results.filter(f).length;
const answers = ["VALID", "INVALID", "UNKNOWN"];
const col = (r) => (answers.includes(r.answer) ? r.answer : r.outcome === "5xx" ? "5xx" : "other");
const cols = [...answers, "other", "5xx"];

const falseValid = results.filter((r) => r.outcome === "FALSE_VALID");
const falseInvalid = results.filter((r) => r.outcome === "FALSE_INVALID");
const noEngineValid = results.filter((r) => ["mysql", "transactsql"].includes(r.dialect) && r.answer === "VALID");
const unsafe = results.filter((r) => r.expected === "unsafe");
const unsafeRefused = unsafe.filter((r) => r.answer === "INVALID");
const engineDialects = results.filter((r) => ["sqlite", "postgresql"].includes(r.dialect));
const engineValid = engineDialects.filter((r) => r.expected === "valid");

console.log(`Round-3 SQL held-out set: ${results.length} cases against ${BASE}`);
console.log(`false VALID (invalid or unsafe answered VALID; must be 0): ${falseValid.length}`);
for (const r of falseValid) console.log(`  ${r.id} [${r.dialect}/${r.kind}] ${r.message}`);
console.log(`definite INVALID on a valid query (must be 0): ${falseInvalid.length}`);
for (const r of falseInvalid) console.log(`  ${r.id} [${r.dialect}] ${r.codes.join(",")}: ${r.message}`);
console.log(`VALID for a dialect without an engine (mysql, transactsql; must be 0): ${noEngineValid.length}`);
console.log(`UNKNOWN rate: ${pct(count((r) => r.answer === "UNKNOWN"), results.length)} (${count((r) => r.answer === "UNKNOWN")} of ${results.length})`);
for (const d of ["sqlite", "postgresql", "mysql", "transactsql"]) {
  const ds = results.filter((r) => r.dialect === d);
  console.log(`  ${d}: ${count((r) => r.dialect === d && r.answer === "UNKNOWN")} of ${ds.length} (${pct(count((r) => r.dialect === d && r.answer === "UNKNOWN"), ds.length)})`);
}
for (const e of ["valid", "invalid", "unsafe"]) {
  const es = results.filter((r) => r.expected === e);
  console.log(`  expected ${e}: ${count((r) => r.expected === e && r.answer === "UNKNOWN")} of ${es.length}`);
}
console.log(`valid queries answered VALID on engine dialects (sqlite, postgresql): ${count((r) => engineValid.includes(r) && r.answer === "VALID")} of ${engineValid.length}`);
console.log(`unsafe queries refused (INVALID): ${unsafeRefused.length} of ${unsafe.length}`);
for (const k of ["tautology", "stacked", "comment"]) {
  const ks = unsafe.filter((r) => r.kind === k);
  console.log(`  ${k}: ${ks.filter((r) => r.answer === "INVALID").length} of ${ks.length}` +
    ks.filter((r) => r.answer !== "INVALID").map((r) => ` [${r.id} ${r.answer}]`).join(""));
}
const invalid = results.filter((r) => r.expected === "invalid");
console.log(`invalid queries answered INVALID: ${invalid.filter((r) => r.answer === "INVALID").length} of ${invalid.length}`);
console.log(`5xx answers seen (each attempt): ${seen5xx.length}`);
for (const x of seen5xx) console.log(`  ${x.case} HTTP ${x.status} (attempt ${x.attempt + 1}): ${x.body}`);
console.log(`cases ending in 5xx or another HTTP error: ${count((r) => r.outcome === "5xx" || r.outcome === "http-error")}`);

console.log("\nConfusion (rows: oracle label, columns: service status)");
const line = (name, rs) => `${name.padEnd(24)}` + cols.map((c) => String(rs.filter((r) => col(r) === c).length).padStart(9)).join("");
console.log("".padEnd(24) + cols.map((c) => c.padStart(9)).join(""));
for (const e of ["valid", "invalid", "unsafe"]) console.log(line(e, results.filter((r) => r.expected === e)));
for (const d of ["sqlite", "postgresql", "mysql", "transactsql"]) {
  console.log(`-- ${d}`);
  for (const e of ["valid", "invalid", "unsafe"]) console.log(line(`  ${e}`, results.filter((r) => r.dialect === d && r.expected === e)));
}

writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), seen5xx, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
