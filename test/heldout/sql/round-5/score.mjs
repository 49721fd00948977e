#!/usr/bin/env node
// Scorer for the SQL held-out set, round 5. Plain Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up).
// Usage: node score.mjs [--out results.json] [--concurrency 2]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const argOf = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const OUT = argOf("--out", join(tmpdir(), `verdict-heldout-sql-round5-${Date.now()}.json`));
const CONC = Math.max(1, Math.min(4, Number(argOf("--concurrency", "2"))));
const { schemas, cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
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
    } catch (e) {
      if (attempt < 3) { await sleep(1000 * (attempt + 1)); continue; }
      return { status: 0, body: { error: String(e) } };
    }
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after")) || 1;
      await sleep(ra * 1000);
      continue;
    }
    const text = await res.text();
    let json;
    try { json = JSON.parse(text); } catch { json = { raw: text.slice(0, 500) }; }
    return { status: res.status, body: json };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-sql-r5-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await call("/v1/auth/signup", { email, password: "held out sql round five", organization_name: "Held-out SQL r5" });
  const token = s.body?.access_token;
  if (!token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout-sql-r5" }, { authorization: `Bearer ${token}` });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function classify(r) {
  if (r.status >= 500) return "5xx";
  if (r.status !== 200) return `http-${r.status}`;
  const st = r.body?.status;
  if (st === "VALID" && r.body.is_valid === true) return "VALID";
  if (st === "VALID") return "VALID?"; // status VALID without is_valid true: treated as VALID for soundness
  if (st === "INVALID") return "INVALID";
  if (st === "UNKNOWN") return "UNKNOWN";
  return "other";
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const body = { query: c.query, schema_ddl: schemas[c.schema], dialect: c.dialect };
    const t0 = Date.now();
    const r = await call("/v1/verify/sql", body, { "x-api-key": key });
    const answer = classify(r);
    results[i] = {
      id: c.id, dialect: c.dialect, category: c.category, expected: c.expected, answer,
      http_status: r.status, ms: Date.now() - t0,
      status: r.body?.status ?? null, validation: r.body?.validation ?? null,
      codes: Array.isArray(r.body?.issues) ? r.body.issues.map((x) => x.code) : [],
      message: r.body?.message ?? r.body?.detail ?? r.body?.raw ?? null,
    };
  }
}
await Promise.all(Array.from({ length: CONC }, worker));

// ---- metrics ----
const isValidAns = (a) => a === "VALID" || a === "VALID?";
const falseValid = results.filter((r) => r.expected !== "valid" && isValidAns(r.answer));
const invalidOnValid = results.filter((r) => r.expected === "valid" && r.answer === "INVALID");
const fivexx = results.filter((r) => r.answer === "5xx");
const other = results.filter((r) => !["VALID", "VALID?", "INVALID", "UNKNOWN", "5xx"].includes(r.answer));
const unknown = results.filter((r) => r.answer === "UNKNOWN");
const engineDialects = new Set(["sqlite", "postgresql"]);

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
const answers = ["VALID", "INVALID", "UNKNOWN", "5xx", "other"];
const bucket = (a) => (a === "VALID?" ? "VALID" : answers.includes(a) ? a : "other");
function table(rows, title) {
  const exp = ["valid", "invalid", "unsafe"];
  const lines = [`${title}`, `| expected \\ answer | ${answers.join(" | ")} | total |`, `|---|${answers.map(() => "---").join("|")}|---|`];
  for (const e of exp) {
    const rs = rows.filter((r) => r.expected === e);
    if (!rs.length) continue;
    lines.push(`| ${e} | ${answers.map((a) => rs.filter((r) => bucket(r.answer) === a).length).join(" | ")} | ${rs.length} |`);
  }
  return lines.join("\n");
}

const out = [];
out.push(`Verdict SQL held-out round 5 against ${BASE}: ${results.length} cases`);
out.push(`false VALID (invalid or unsafe answered VALID; must be 0): ${falseValid.length} of ${results.filter((r) => r.expected !== "valid").length}`);
out.push(`definite INVALID on a valid query (must be 0): ${invalidOnValid.length} of ${results.filter((r) => r.expected === "valid").length}`);
out.push(`UNKNOWN rate: ${unknown.length} of ${results.length} (${pct(unknown.length, results.length)}); engine dialects (sqlite, postgresql): ${unknown.filter((r) => engineDialects.has(r.dialect)).length} of ${results.filter((r) => engineDialects.has(r.dialect)).length}; grammar-only (mysql, transactsql): ${unknown.filter((r) => !engineDialects.has(r.dialect)).length} of ${results.filter((r) => !engineDialects.has(r.dialect)).length}`);
for (const e of ["valid", "invalid", "unsafe"]) {
  const rs = results.filter((r) => r.expected === e);
  out.push(`  ${e}: ${rs.length} cases, VALID ${rs.filter((r) => isValidAns(r.answer)).length}, INVALID ${rs.filter((r) => r.answer === "INVALID").length}, UNKNOWN ${rs.filter((r) => r.answer === "UNKNOWN").length}`);
}
const validEngine = results.filter((r) => r.expected === "valid" && engineDialects.has(r.dialect));
out.push(`valid queries answered VALID where an engine exists (sqlite, postgresql): ${validEngine.filter((r) => isValidAns(r.answer)).length} of ${validEngine.length}`);
const unsafe = results.filter((r) => r.expected === "unsafe");
out.push(`unsafe refused (INVALID): ${unsafe.filter((r) => r.answer === "INVALID").length} of ${unsafe.length}`);
const wrong = results.filter((r) => r.expected !== "valid" && r.answer === "INVALID").length;
out.push(`invalid+unsafe answered INVALID (recall of definite refusals): ${wrong} of ${results.filter((r) => r.expected !== "valid").length}`);
out.push(`5xx: ${fivexx.length}${fivexx.map((r) => `\n  ${r.id} ${r.http_status} ${r.message}`).join("")}`);
if (other.length) out.push(`other answers (4xx or unexpected): ${other.length}${other.map((r) => `\n  ${r.id} ${r.answer} ${r.message}`).join("")}`);
out.push("");
out.push(table(results, "Confusion table (all dialects)"));
for (const d of ["sqlite", "postgresql", "mysql", "transactsql"]) {
  out.push("");
  out.push(table(results.filter((r) => r.dialect === d), `Confusion table (${d})`));
}
if (falseValid.length) out.push("\nFalse VALID:\n" + falseValid.map((r) => `  ${r.id} [${r.category}] ${r.message}`).join("\n"));
if (invalidOnValid.length) out.push("\nDefinite INVALID on valid:\n" + invalidOnValid.map((r) => `  ${r.id} [${r.category}] ${r.codes.join(",")} ${r.message}`).join("\n"));
console.log(out.join("\n"));
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exit(0);
