#!/usr/bin/env node
// Scores the math held-out set (round 2) against POST /v1/verify/math.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const outArg = process.argv.indexOf("--out");
const OUT = outArg > 0 ? process.argv[outArg + 1] : join(tmpdir(), `verdict-heldout-math-r2-${Date.now()}.json`);
const CONCURRENCY = 3;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init, attempt = 0) {
  let res;
  try {
    res = await fetch(BASE + path, { ...init, signal: AbortSignal.timeout(60_000) });
  } catch (e) {
    if (attempt < 2) {
      await sleep(1000);
      return call(path, init, attempt + 1);
    }
    return { http: 0, body: { error: String(e) } };
  }
  if (res.status === 429 && attempt < 8) {
    const ra = Number(res.headers.get("retry-after") ?? "1");
    await sleep(Math.max(1, Number.isFinite(ra) ? ra : 1) * 1000);
    return call(path, init, attempt + 1);
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
  const email = `heldout-math-r2-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const json = { "content-type": "application/json" };
  const s = await call("/v1/auth/signup", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: "held-out set round 2", organization_name: "Held-out math" }),
  });
  if (!s.body.access_token) throw new Error(`signup failed: ${s.http} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "held-out math round 2" }),
  });
  if (!k.body.key) throw new Error(`api key failed: ${k.http} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function classify(c, http, body) {
  if (http >= 500 || http === 0) return "5xx";
  const status = http === 200 ? body.status : `HTTP ${http}`;
  if (c.label === "value") {
    if (status !== "VERIFIED") return "undecided";
    const v = body.value;
    if (typeof v !== "number") return "wrong_value";
    if (v === c.double) return "correct";
    return Math.abs(v - c.double) <= 4.5e-16 * Math.abs(c.double) ? "correct_1ulp" : "wrong_value";
  }
  if (c.label === "false") {
    if (status === "VERIFIED") return "false_verified";
    if (status === "CORRECTION_NEEDED") return "correct";
    return "undecided";
  }
  // true and true_where_defined
  if (status === "VERIFIED") return "correct";
  if (status === "CORRECTION_NEEDED") return "true_refuted";
  return "undecided";
}

const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8")).cases;
const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const t0 = Date.now();
    const { http, body } = await call("/v1/verify/math", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify(c.request),
    });
    const status = http === 200 ? body.status : `HTTP ${http}${body.code ? ` ${body.code}` : ""}`;
    results[i] = {
      id: c.id,
      category: c.category,
      text: c.text,
      context: c.request.context,
      label: c.label,
      expected_double: c.double,
      http,
      status,
      outcome: classify(c, http, body),
      value: body.value,
      exact: body.exact,
      conditions: body.conditions,
      message: body.message ?? body.detail ?? body.error,
      ms: Date.now() - t0,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const count = (f) => results.filter(f).length;
const trueClaims = results.filter((r) => r.label === "true");
const wd = results.filter((r) => r.label === "true_where_defined");
const falseClaims = results.filter((r) => r.label === "false");
const values = results.filter((r) => r.label === "value");
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");

console.log(`math held-out round 2 against ${BASE}: ${results.length} cases`);
console.log(`  false VERIFIED (must be 0):        ${count((r) => r.outcome === "false_verified")} of ${falseClaims.length} false claims`);
console.log(`  true claims refuted (must be 0):   ${count((r) => r.outcome === "true_refuted")} of ${trueClaims.length + wd.length} true claims (incl. where-defined)`);
console.log(`  wrong values (must be 0):          ${count((r) => r.outcome === "wrong_value")} of ${values.length} values`);
const td = count((r) => r.label === "true" && r.outcome === "correct");
console.log(`  true claims decided (VERIFIED):    ${td} of ${trueClaims.length} (${pct(td, trueClaims.length)}); UNKNOWN/ERROR/4xx on true claims: ${count((r) => r.label === "true" && r.outcome === "undecided")}`);
const fd = count((r) => r.label === "false" && r.outcome === "correct");
console.log(`  false claims refuted:              ${fd} of ${falseClaims.length} (${pct(fd, falseClaims.length)})`);
const vd = count((r) => r.label === "value" && r.outcome.startsWith("correct"));
console.log(`  values established correctly:      ${vd} of ${values.length} (${pct(vd, values.length)}); not bit-exact: ${count((r) => r.outcome === "correct_1ulp")}`);
const wdv = count((r) => r.label === "true_where_defined" && r.outcome === "correct");
console.log(`  where-defined claims VERIFIED:     ${wdv} of ${wd.length} (reported apart; UNKNOWN is acceptable there)`);
const fivexx = results.filter((r) => r.outcome === "5xx");
console.log(`  5xx answers (must be 0):           ${fivexx.length}`);
for (const r of fivexx) console.log(`    ${r.id} ${r.text} -> ${r.status}`);

const statuses = [...new Set(results.map((r) => r.status))].sort();
console.log("\nconfusion (label x answer):");
console.log(`  ${"label".padEnd(20)}${statuses.map((s) => s.padStart(24)).join("")}`);
for (const l of ["true", "true_where_defined", "false", "value"]) {
  console.log(`  ${l.padEnd(20)}${statuses.map((s) => String(count((r) => r.label === l && r.status === s)).padStart(24)).join("")}`);
}
const cats = [...new Set(results.map((r) => r.category))];
console.log("\nby category (correct / total):");
for (const cat of cats) {
  const rs = results.filter((r) => r.category === cat);
  console.log(`  ${cat.padEnd(20)} ${rs.filter((r) => r.outcome.startsWith("correct")).length} / ${rs.length}`);
}
const bad = results.filter((r) => ["false_verified", "true_refuted", "wrong_value", "5xx"].includes(r.outcome));
if (bad.length) {
  console.log("\nfailures:");
  for (const r of bad) console.log(`  ${r.id} [${r.outcome}] ${r.text} ${r.context ? JSON.stringify(r.context) : ""} -> ${r.status} ${r.value ?? ""} ${(r.message ?? "").slice(0, 140)}`);
}
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
