#!/usr/bin/env node
// Scores Verdict's POST /v1/verify/sql on the round-6 held-out set.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-sql-heldout-round6-${Date.now()}.json`);
const { schemas, cases } = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function req(path, init = {}, tries = 8) {
  for (let i = 0; ; i++) {
    const res = await fetch(BASE + path, init);
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after")) || 2;
      await sleep(ra * 1000);
      continue;
    }
    const text = await res.text();
    let body;
    try { body = JSON.parse(text); } catch { body = text; }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-sql6-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await req("/v1/auth/signup", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "held out set round six", organization_name: "Held-out SQL r6" }) });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await req("/v1/auth/api-keys", { method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-sql-r6" }) });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

// Where does allow_writes go? Read the served OpenAPI document (top level or under options).
async function writesField() {
  try {
    const { body: doc } = await req("/openapi.json");
    const deref = (o) => { let x = o; for (let i = 0; x && x.$ref && i < 10; i++) x = x.$ref.split("/").slice(1).reduce((a, k) => a?.[k], doc); return x; };
    const op = doc.paths?.["/v1/verify/sql"]?.post ?? doc.paths?.["/verify/sql"]?.post;
    const sch = deref(op?.requestBody?.content?.["application/json"]?.schema);
    if (sch?.properties?.allow_writes) return "top";
    const opts = deref(sch?.properties?.options);
    if (opts?.properties?.allow_writes) return "options";
  } catch {}
  return "options";
}

const key = await apiKey();
const wf = await writesField();
const results = [];
let i = 0;
async function worker() {
  while (i < cases.length) {
    const c = cases[i++];
    const body = { query: c.query, dialect: c.dialect, schema_ddl: schemas[c.schema] };
    if (c.allow_writes) { if (wf === "top") body.allow_writes = true; else body.options = { allow_writes: true }; }
    let r;
    try {
      r = await req("/v1/verify/sql", { method: "POST", headers: { "content-type": "application/json", "x-api-key": key }, body: JSON.stringify(body) });
    } catch (e) { r = { status: 0, body: String(e) }; }
    const st = r.status === 200 && r.body && typeof r.body === "object" ? r.body.status : null;
    const answer = st === "VALID" || st === "INVALID" || st === "UNKNOWN" ? st : `HTTP ${r.status}`;
    results.push({ id: c.id, dialect: c.dialect, label: c.label, category: c.category, answer, http: r.status,
      is_valid: r.body?.is_valid, validation: r.body?.validation, codes: (r.body?.issues || []).map((x) => x.code),
      message: r.body?.message ?? (typeof r.body === "string" ? r.body.slice(0, 300) : r.body?.error) });
  }
}
await Promise.all([worker(), worker()]);
results.sort((a, b) => cases.findIndex((c) => c.id === a.id) - cases.findIndex((c) => c.id === b.id));

const n = results.length;
const falseValid = results.filter((r) => r.label !== "valid" && r.answer === "VALID");
const defInvalidOnValid = results.filter((r) => r.label === "valid" && r.answer === "INVALID");
const unknown = results.filter((r) => r.answer === "UNKNOWN");
const fivexx = results.filter((r) => r.http >= 500);
const otherErr = results.filter((r) => r.answer.startsWith("HTTP") && r.http < 500);
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) + " %" : "n/a");
const cols = ["VALID", "INVALID", "UNKNOWN", "other"];
const col = (a) => (cols.includes(a) ? a : "other");
function table(rows) {
  const lines = [`| label | ${cols.join(" | ")} | total |`, `|---|${cols.map(() => "---").join("|")}|---|`];
  for (const lab of ["valid", "invalid", "unsafe"]) {
    const rs = rows.filter((r) => r.label === lab);
    if (!rs.length) continue;
    lines.push(`| ${lab} | ${cols.map((k) => rs.filter((r) => col(r.answer) === k).length).join(" | ")} | ${rs.length} |`);
  }
  return lines.join("\n");
}
console.log(`Verdict SQL held-out round 6 against ${BASE}: ${n} cases`);
console.log(`false VALID (invalid or unsafe answered VALID; must be 0): ${falseValid.length}${falseValid.length ? " -> " + falseValid.map((r) => r.id).join(", ") : ""}`);
console.log(`definite INVALID on a valid query (must be 0): ${defInvalidOnValid.length}${defInvalidOnValid.length ? " -> " + defInvalidOnValid.map((r) => r.id).join(", ") : ""}`);
console.log(`UNKNOWN rate: ${unknown.length}/${n} = ${pct(unknown.length, n)}`);
for (const d of ["sqlite", "postgresql", "mysql", "transactsql"]) {
  const rs = results.filter((r) => r.dialect === d);
  const v = rs.filter((r) => r.label === "valid");
  const bad = rs.filter((r) => r.label !== "valid");
  console.log(`  ${d}: ${rs.length} cases; UNKNOWN ${rs.filter((r) => r.answer === "UNKNOWN").length}; valid answered VALID ${v.filter((r) => r.answer === "VALID").length}/${v.length}; invalid/unsafe answered INVALID ${bad.filter((r) => r.answer === "INVALID").length}/${bad.length}`);
}
const uns = results.filter((r) => r.label === "unsafe");
console.log(`unsafe refused (INVALID): ${uns.filter((r) => r.answer === "INVALID").length}/${uns.length}; not refused: ${uns.filter((r) => r.answer !== "INVALID").map((r) => `${r.id}=${r.answer}`).join(", ") || "none"}`);
console.log(`5xx: ${fivexx.length}${fivexx.length ? " -> " + fivexx.map((r) => `${r.id} (${r.http})`).join(", ") : ""}`);
if (otherErr.length) console.log(`other HTTP errors: ${otherErr.map((r) => `${r.id} (${r.http})`).join(", ")}`);
console.log("\nConfusion table (all dialects):\n" + table(results));
for (const d of ["sqlite", "postgresql", "mysql", "transactsql"]) console.log(`\n${d}:\n` + table(results.filter((r) => r.dialect === d)));
const wrong = [...falseValid, ...defInvalidOnValid];
if (wrong.length) { console.log("\nFailures:"); for (const r of wrong) console.log(`  ${r.id} [${r.label}] -> ${r.answer} ${r.codes.join(",")}: ${String(r.message).slice(0, 160)}`); }
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = falseValid.length || defInvalidOnValid.length || fivexx.length ? 1 : 0;
