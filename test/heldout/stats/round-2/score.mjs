#!/usr/bin/env node
// Scores the stats held-out set (round 2) against POST /v1/verify/stats (multipart: file, query, number_format).
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const outArg = process.argv.indexOf("--out");
const OUT = outArg > 0 ? process.argv[outArg + 1] : join(tmpdir(), `verdict-heldout-stats-r2-${Date.now()}.json`);
const CONCURRENCY = 2;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, makeInit, attempt = 0) {
  let res;
  try {
    res = await fetch(BASE + path, { ...makeInit(), signal: AbortSignal.timeout(60_000) });
  } catch (e) {
    if (attempt < 2) {
      await sleep(1000);
      return call(path, makeInit, attempt + 1);
    }
    return { http: 0, body: { error: String(e) } };
  }
  if (res.status === 429 && attempt < 8) {
    const ra = Number(res.headers.get("retry-after") ?? "1");
    await sleep(Math.max(1, Number.isFinite(ra) ? ra : 1) * 1000);
    return call(path, makeInit, attempt + 1);
  }
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text.slice(0, 500) };
  }
  return { http: res.status, body };
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-stats-r2-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const json = { "content-type": "application/json" };
  const s = await call("/v1/auth/signup", () => ({
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: "held-out set round 2", organization_name: "Held-out stats" }),
  }));
  if (!s.body.access_token) throw new Error(`signup failed: ${s.http} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", () => ({
    method: "POST",
    headers: { ...json, authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "held-out stats round 2" }),
  }));
  if (!k.body.key) throw new Error(`api key failed: ${k.http} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

// "exact": bit-identical double; "close": within 1e-12 relative (not correctly rounded); "wrong" otherwise
function compareNumber(got, want) {
  if (typeof got !== "number") return "wrong";
  if (got === want) return "exact";
  return Math.abs(got - want) <= 1e-12 * Math.max(1, Math.abs(want)) ? "close" : "wrong";
}

function classify(c, http, body) {
  if (http >= 500 || http === 0) return "5xx";
  const success = http === 200 && body.status === "SUCCESS";
  if (c.label === "not_success") return success ? "wrong_success" : "correct";
  if (!success) return "unanswered";
  const got = body.computed_value;
  let verdicts;
  if (c.expected.double !== undefined) {
    verdicts = [compareNumber(got, c.expected.double)];
  } else {
    if (got === null || typeof got !== "object") return "wrong_success";
    const keys = Object.keys(c.expected);
    if (Object.keys(got).length !== keys.length) return "wrong_success";
    verdicts = keys.map((k) => compareNumber(got[k], c.expected[k].double));
  }
  if (verdicts.includes("wrong")) return "wrong_success";
  return verdicts.includes("close") ? "correct_not_bitexact" : "correct";
}

const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8")).cases;
const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const bytes = readFileSync(join(here, c.file));
    const t0 = Date.now();
    const { http, body } = await call("/v1/verify/stats", () => {
      const form = new FormData();
      form.append("file", new Blob([bytes], { type: "text/csv" }), basename(c.file));
      form.append("query", c.query);
      if (c.number_format) form.append("number_format", c.number_format);
      return { method: "POST", headers: { "x-api-key": key }, body: form };
    });
    results[i] = {
      id: c.id,
      category: c.category,
      file: c.file,
      query: c.query,
      label: c.label,
      expected: c.expected ?? null,
      why: c.why,
      http,
      status: http === 200 ? body.status : `HTTP ${http}${body.code ? ` ${body.code}` : ""}`,
      computed_value: body.computed_value ?? null,
      exact_value: body.exact_value ?? null,
      skipped_cells: body.skipped_cells ?? null,
      message: body.message ?? body.detail ?? null,
      outcome: classify(c, http, body),
      ms: Date.now() - t0,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const count = (f) => results.filter(f).length;
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
const values = results.filter((r) => r.label === "value");
const traps = results.filter((r) => r.label === "not_success");
const answered = count((r) => r.label === "value" && r.outcome.startsWith("correct"));
console.log(`stats held-out round 2 against ${BASE}: ${results.length} cases (${values.length} with a value, ${traps.length} that must not be SUCCESS)`);
console.log(`  wrong numbers with SUCCESS (must be 0): ${count((r) => r.outcome === "wrong_success")} (value cases: ${count((r) => r.label === "value" && r.outcome === "wrong_success")}, ragged/unreadable cases answered SUCCESS: ${count((r) => r.label === "not_success" && r.outcome === "wrong_success")})`);
console.log(`  value cases answered correctly (SUCCESS): ${answered} of ${values.length} (${pct(answered, values.length)}); not bit-exact: ${count((r) => r.outcome === "correct_not_bitexact")}`);
console.log(`  ragged/unreadable cases not signed SUCCESS: ${count((r) => r.label === "not_success" && r.outcome === "correct")} of ${traps.length}`);
const fivexx = results.filter((r) => r.outcome === "5xx");
console.log(`  5xx answers (must be 0): ${fivexx.length}`);
for (const r of fivexx) console.log(`    ${r.id} -> ${r.status}`);
const statuses = [...new Set(results.map((r) => r.status))].sort();
console.log("\nconfusion (label x status):");
console.log(`  ${"label".padEnd(14)}${statuses.map((s) => s.padStart(28)).join("")}`);
for (const l of ["value", "not_success"]) {
  console.log(`  ${l.padEnd(14)}${statuses.map((s) => String(count((r) => r.label === l && r.status === s)).padStart(28)).join("")}`);
}
console.log("\nby category (right / total):");
for (const cat of [...new Set(results.map((r) => r.category))]) {
  const rs = results.filter((r) => r.category === cat);
  console.log(`  ${cat.padEnd(12)} ${rs.filter((r) => r.outcome.startsWith("correct")).length} / ${rs.length}`);
}
const bad = results.filter((r) => r.outcome === "wrong_success" || r.outcome === "5xx");
if (bad.length) {
  console.log("\nfailures:");
  for (const r of bad) console.log(`  ${r.id} ${r.file} "${r.query}" -> ${r.status} ${JSON.stringify(r.computed_value)} (expected ${r.label === "value" ? JSON.stringify(r.expected) : "not SUCCESS: " + r.why})`);
}
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
