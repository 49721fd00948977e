#!/usr/bin/env node
// Scorer for held-out SQL round 15: sends every case of cases.json to POST /v1/verify/sql and prints the figures.
// Metrics: false VALID (VALID on an invalid or unsafe query; target 0), definite INVALID on a valid query (target 0),
// decided share (VALID or INVALID answers), a per-dialect table, and every wrong case. Cases with allow_writes send it.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-sql-r15-${Date.now()}.json`);
const CONCURRENCY = 2;
const data = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const cases = data.cases;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const DIALECTS = ["sqlite", "postgresql", "mysql", "transactsql"];
const ENGINE_DIALECTS = ["sqlite", "postgresql"];

async function post(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    } catch (e) {
      if (attempt < 3) { await sleep(1000); continue; }
      return { status: 0, json: null, text: String(e) };
    }
    if ((res.status === 429 || res.status === 503) && attempt < 20) {
      const ra = Number(res.headers.get("retry-after")) || 1;
      await res.text().catch(() => {});
      await sleep(Math.min(ra, 60) * 1000);
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
  const email = `heldout-sql-r15-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const su = await post("/v1/auth/signup", { email, password: "held out sql round fifteen", organization_name: "Heldout SQL r15" });
  if (!su.json?.access_token) throw new Error(`signup failed: ${su.status} ${su.text}`);
  const k = await post("/v1/auth/api-keys", { name: "heldout-sql-r15" }, { authorization: `Bearer ${su.json.access_token}` });
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
    const body = { query: c.query, schema_ddl: data.schemas[c.schema], dialect: c.dialect, ...(c.allow_writes ? { allow_writes: true } : {}) };
    const r = await post("/v1/verify/sql", body, { "x-api-key": key });
    let answer;
    if (r.status >= 500 || r.status === 0) answer = "5xx";
    else if (r.status >= 400) answer = "4xx";
    else answer = ["VALID", "INVALID", "UNKNOWN"].includes(r.json?.status) ? r.json.status : "OTHER";
    results[i] = {
      id: c.id, dialect: c.dialect, label: c.label, labelled_by: c.labelled_by, category: c.category, issue: !!c.issue,
      answer, http: r.status, ms: Date.now() - t0, is_valid: r.json?.is_valid, validation: r.json?.validation,
      codes: (r.json?.issues || []).map((x) => x.code),
      message: r.json?.message ?? (answer.endsWith("xx") ? r.text.slice(0, 300) : undefined),
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const ANSWERS = ["VALID", "INVALID", "UNKNOWN", "4xx", "5xx", "OTHER"];
const LABELS = ["valid", "invalid", "unsafe"];
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) + " %" : "n/a");
const count = (rows, f) => rows.filter(f).length;
const isFalseValid = (r) => r.label !== "valid" && r.answer === "VALID";
const isInvalidOnValid = (r) => r.label === "valid" && r.answer === "INVALID";
const decided = (r) => r.answer === "VALID" || r.answer === "INVALID";
// wrong: a claim the label contradicts, or no answer at all
const isWrong = (r) => isFalseValid(r) || isInvalidOnValid(r) || ["4xx", "5xx", "OTHER"].includes(r.answer);
// missed: allowed by the docs' contract but not the labelled answer (UNKNOWN where a definite answer was expected)
const isMissed = (r) => !isWrong(r) && (r.label === "valid" ? r.answer !== "VALID" && ENGINE_DIALECTS.includes(r.dialect) : r.answer !== "INVALID");

const falseValid = results.filter(isFalseValid);
const invalidOnValid = results.filter(isInvalidOnValid);
console.log(`Held-out SQL round 15 against ${BASE}: ${results.length} cases`);
console.log(`false VALID (invalid or unsafe answered VALID; target 0): ${falseValid.length}  ${falseValid.map((r) => r.id).join(" ")}`);
console.log(`definite INVALID on a valid query (target 0): ${invalidOnValid.length}  ${invalidOnValid.map((r) => r.id).join(" ")}`);
console.log(`decided share (VALID or INVALID): ${count(results, decided)}/${results.length} (${pct(count(results, decided), results.length)})`);
for (const l of LABELS) {
  const rows = results.filter((r) => r.label === l);
  console.log(`  decided among ${l}: ${count(rows, decided)}/${rows.length} (${pct(count(rows, decided), rows.length)})`);
}
const engValid = results.filter((r) => ENGINE_DIALECTS.includes(r.dialect) && r.label === "valid");
console.log(`valid queries answered VALID (sqlite+postgresql): ${count(engValid, (r) => r.answer === "VALID")}/${engValid.length}`);
const bad = results.filter((r) => r.label !== "valid");
console.log(`invalid+unsafe answered INVALID: ${count(bad, (r) => r.answer === "INVALID")}/${bad.length}`);
const unsafe = results.filter((r) => r.label === "unsafe");
console.log(`unsafe answered INVALID: ${count(unsafe, (r) => r.answer === "INVALID")}/${unsafe.length}`);
const issueRows = results.filter((r) => r.issue);
console.log(`issue shapes: ${issueRows.map((r) => `${r.id}(${r.label}→${r.answer})`).join(" ")}`);

console.log("\nPer dialect");
console.log(["dialect", "cases", "VALID", "INVALID", "UNKNOWN", "other", "decided", "false VALID", "INVALID on valid"].map((s) => s.padEnd(12)).join(""));
for (const d of DIALECTS) {
  const rows = results.filter((r) => r.dialect === d);
  const line = [d, rows.length, count(rows, (r) => r.answer === "VALID"), count(rows, (r) => r.answer === "INVALID"),
    count(rows, (r) => r.answer === "UNKNOWN"), count(rows, (r) => !["VALID", "INVALID", "UNKNOWN"].includes(r.answer)),
    pct(count(rows, decided), rows.length), count(rows, isFalseValid), count(rows, isInvalidOnValid)];
  console.log(line.map((s) => String(s).padEnd(12)).join(""));
}

function table(rows, title) {
  console.log(`\n${title}`);
  console.log(["label \\ answer", ...ANSWERS].map((s) => s.padEnd(14)).join(""));
  for (const l of LABELS) {
    const line = ANSWERS.map((a) => String(rows.filter((r) => r.label === l && r.answer === a).length).padEnd(14));
    console.log([l.padEnd(14), ...line].join(""));
  }
}
table(results, "Confusion table (all dialects)");
for (const d of DIALECTS) table(results.filter((r) => r.dialect === d), `Confusion table: ${d}`);

const show = (r) => `  ${r.id} ${r.dialect} ${r.category} label=${r.label} (${r.labelled_by}) answer=${r.answer} codes=${r.codes.join(",")} ${String(r.message || "").slice(0, 160)}`;
const wrong = results.filter(isWrong);
console.log(`\nWrong cases (false VALID, INVALID on valid, no answer): ${wrong.length}`);
for (const r of wrong) console.log(show(r));
const missed = results.filter(isMissed);
console.log(`\nNot decided as labelled (UNKNOWN where the label is definite; valid sqlite/postgresql not VALID): ${missed.length}`);
for (const r of missed) console.log(show(r));
writeFileSync(OUT, JSON.stringify(results, null, 1));
console.log(`\nper-case results: ${OUT}`);
