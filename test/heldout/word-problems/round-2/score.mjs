#!/usr/bin/env node
// Scores the word-problem held-out set (round 2) against POST /v1/verify/natural_language.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const outArg = process.argv.indexOf("--out");
const OUT = outArg > 0 ? process.argv[outArg + 1] : join(tmpdir(), `verdict-heldout-word-problems-r2-${Date.now()}.json`);
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
  const email = `heldout-wp-r2-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const json = { "content-type": "application/json" };
  const s = await call("/v1/auth/signup", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: "held-out set round 2", organization_name: "Held-out word problems" }),
  });
  if (!s.body.access_token) throw new Error(`signup failed: ${s.http} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "held-out word problems round 2" }),
  });
  if (!k.body.key) throw new Error(`api key failed: ${k.http} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

const sameNumber = (a, b) => typeof a === "number" && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

// correct: the decision matches the label and the translated value is the true answer.
// wrong_decision: VERIFIED or CORRECTION_NEEDED reached through a wrong translation (or a wrong verdict).
// undecided: refused (ERROR, NOT_MATH_QUERY, 4xx) or UNKNOWN / inner ERROR.
function classify(c, http, body) {
  if (http >= 500 || http === 0) return "5xx";
  if (http !== 200 || body.status !== "INCONCLUSIVE") return "undecided";
  const inner = body.inner_status;
  if (inner !== "VERIFIED" && inner !== "CORRECTION_NEEDED") return "undecided";
  const value = body.verification?.calculated_value;
  const valueRight = sameNumber(value, c.answer_float);
  if (inner === "VERIFIED") return c.label === "true" && valueRight ? "correct" : "wrong_decision";
  return c.label === "false" && valueRight ? "correct" : "wrong_decision";
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
    const { http, body } = await call("/v1/verify/natural_language", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify({ query: c.query, options: { include_attestation: true } }),
    });
    results[i] = {
      id: c.id,
      category: c.category,
      query: c.query,
      label: c.label,
      answer: c.answer,
      http,
      status: http === 200 ? body.status : `HTTP ${http}`,
      inner_status: body.inner_status ?? null,
      error_code: body.error_code ?? body.code ?? null,
      expression: body.translation?.expression ?? null,
      calculated_value: body.verification?.calculated_value ?? null,
      signed: typeof body.attestation === "string",
      outcome: classify(c, http, body),
      message: body.error ?? body.detail ?? null,
      ms: Date.now() - t0,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const count = (f) => results.filter(f).length;
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
const n = results.length;
const wrong = results.filter((r) => r.outcome === "wrong_decision");
const correct = count((r) => r.outcome === "correct");
console.log(`word problems held-out round 2 against ${BASE}: ${n} cases (${count((r) => r.label === "true")} true claims, ${count((r) => r.label === "false")} false)`);
console.log(`  wrong translations ending in VERIFIED or CORRECTION_NEEDED (must be 0): ${wrong.length} (signed: ${wrong.filter((r) => r.signed).length})`);
console.log(`    of which a true claim "corrected": ${wrong.filter((r) => r.label === "true" && r.inner_status === "CORRECTION_NEEDED").length}; a false claim VERIFIED: ${wrong.filter((r) => r.label === "false" && r.inner_status === "VERIFIED").length}`);
console.log(`  decided correctly: ${correct} of ${n} (${pct(correct, n)})`);
console.log(`  true claims VERIFIED: ${count((r) => r.label === "true" && r.outcome === "correct")} of ${count((r) => r.label === "true")}; false claims refuted with the right value: ${count((r) => r.label === "false" && r.outcome === "correct")} of ${count((r) => r.label === "false")}`);
console.log(`  undecided (refused / UNKNOWN): ${count((r) => r.outcome === "undecided")}`);
const fivexx = results.filter((r) => r.outcome === "5xx");
console.log(`  5xx answers (must be 0): ${fivexx.length}`);
for (const r of fivexx) console.log(`    ${r.id} -> ${r.status}`);
const cols = [...new Set(results.map((r) => `${r.status}/${r.inner_status ?? "-"}`))].sort();
console.log("\nconfusion (label x status/inner_status):");
console.log(`  ${"label".padEnd(8)}${cols.map((s) => s.padStart(32)).join("")}`);
for (const l of ["true", "false"]) {
  console.log(`  ${l.padEnd(8)}${cols.map((s) => String(count((r) => r.label === l && `${r.status}/${r.inner_status ?? "-"}` === s)).padStart(32)).join("")}`);
}
if (wrong.length) {
  console.log("\nwrong decisions:");
  for (const r of wrong) console.log(`  ${r.id} [label ${r.label}, answer ${r.answer}] ${r.inner_status} expr=${r.expression} value=${r.calculated_value} signed=${r.signed}`);
}
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
