#!/usr/bin/env node
// Scores POST /v1/verify/math on the round-4 held-out claims (cases.json). Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up), --out FILE.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-math-round4-${Date.now()}.json`);
const CONCURRENCY = 4;
const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function call(path, init, tries = 0) {
  const res = await fetch(BASE + path, init);
  if (res.status === 429 && tries < 20) {
    const ra = Number(res.headers.get("retry-after")) || 1;
    await sleep(ra * 1000);
    return call(path, init, tries + 1);
  }
  const text = await res.text();
  let body;
  try { body = JSON.parse(text); } catch { body = { raw: text }; }
  return { http: res.status, body };
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-math4-${randomUUID()}@example.com`;
  const su = await call("/v1/auth/signup", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: `pw-${randomUUID()}`, organization_name: "heldout math round 4" }) });
  if (!su.body.access_token) throw new Error(`signup failed: ${su.http} ${JSON.stringify(su.body)}`);
  const k = await call("/v1/auth/api-keys", { method: "POST", headers: { "content-type": "application/json",
    authorization: `Bearer ${su.body.access_token}` }, body: JSON.stringify({ name: "heldout-math-round-4" }) });
  if (!k.body.key) throw new Error(`api key failed: ${k.http} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function sameValue(got, want) {
  if (typeof got !== "number") return false;
  return Math.abs(got - want) <= 1e-12 * Math.max(1, Math.abs(want));
}

function classify(c, http, body) {
  if (http >= 500) return "5xx";
  const status = http >= 400 ? "ERROR" : body.status ?? "ERROR";
  if (c.label === "VALUE") {
    const hasValue = typeof body.value === "number";
    if (hasValue && !sameValue(body.value, c.value)) return "wrong_value";
    if (status === "VERIFIED") return hasValue ? "ok" : "wrong_value";
    if (status === "UNKNOWN" || status === "ERROR") return "unknown_error";
    return "value_refuted";
  }
  if (c.label === "TRUE") {
    if (status === "VERIFIED") return "ok";
    if (status === "CORRECTION_NEEDED" || status === "REFUTED") return "true_refuted";
    return "unknown_error";
  }
  if (status === "VERIFIED") return "false_verified";
  if (status === "CORRECTION_NEEDED" || status === "REFUTED") return "ok";
  return "false_undecided";
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const req = { expression: c.expression };
    if (c.context) req.context = c.context;
    const t0 = Date.now();
    let http, body;
    try {
      ({ http, body } = await call("/v1/verify/math", { method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key }, body: JSON.stringify(req) }));
    } catch (e) { http = 599; body = { error: String(e) }; }
    const status = http >= 400 ? `ERROR(${http}${body?.error?.code ? " " + body.error.code : body?.code ? " " + body.code : ""})` : body.status;
    results[i] = { id: c.id, category: c.category, expression: c.expression, context: c.context, label: c.label,
      expected: c.label === "VALUE" ? c.exact : undefined, http, status, value: body?.value, exact: body?.exact,
      message: body?.message ?? body?.error?.message ?? body?.error, outcome: classify(c, http, body), ms: Date.now() - t0 };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const count = (f) => results.filter(f).length;
const nTrue = count((r) => r.label === "TRUE"), nFalse = count((r) => r.label === "FALSE"), nVal = count((r) => r.label === "VALUE");
const positives = nTrue + nVal;
const ue = count((r) => r.outcome === "unknown_error");
const ueTrueOnly = count((r) => r.outcome === "unknown_error" && r.label === "TRUE");
const fig = {
  base_url: BASE, cases: results.length, true_claims: nTrue, false_claims: nFalse, value_claims: nVal,
  false_verified: count((r) => r.outcome === "false_verified"),
  true_refuted: count((r) => r.outcome === "true_refuted"),
  wrong_values: count((r) => r.outcome === "wrong_value"),
  value_refuted: count((r) => r.outcome === "value_refuted"),
  http_5xx: count((r) => r.outcome === "5xx"),
  unknown_error_on_true: ue,
  unknown_error_on_true_pct: +((100 * ue) / positives).toFixed(1),
  unknown_error_on_true_equations_only_pct: +((100 * ueTrueOnly) / nTrue).toFixed(1),
  false_claims_undecided: count((r) => r.outcome === "false_undecided"),
  correct: count((r) => r.outcome === "ok"),
};
console.log("== figures (issue 26, Done when line 1) ==");
for (const [k, v] of Object.entries(fig)) console.log(`${k.padEnd(42)} ${v}`);
console.log(`(TRUE claims for the percentage = ${nTrue} true equations + ${nVal} value claims = ${positives})`);

const statuses = ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "HTTP4xx", "HTTP5xx"];
const bucket = (r) => (r.http >= 500 ? "HTTP5xx" : r.http >= 400 ? "HTTP4xx" : statuses.includes(r.status) ? r.status : "ERROR");
console.log("\n== confusion (label × answer) ==");
console.log("label".padEnd(8) + statuses.map((s) => s.padStart(18)).join(""));
for (const lab of ["TRUE", "FALSE", "VALUE"]) {
  console.log(lab.padEnd(8) + statuses.map((s) => String(count((r) => r.label === lab && bucket(r) === s)).padStart(18)).join(""));
}
console.log("\n== per category: correct / total ==");
const cats = [...new Set(results.map((r) => r.category))];
for (const c of cats) console.log(`${c.padEnd(10)} ${count((r) => r.category === c && r.outcome === "ok")}/${count((r) => r.category === c)}`);
for (const o of ["5xx", "false_verified", "true_refuted", "wrong_value", "value_refuted"]) {
  const list = results.filter((r) => r.outcome === o);
  if (list.length) {
    console.log(`\n== ${o} (${list.length}) ==`);
    for (const r of list) console.log(`${r.id} [${r.category}] ${r.expression} ${r.context ? JSON.stringify(r.context) : ""} -> ${r.status}${r.value !== undefined ? " value=" + r.value : ""} (expected ${r.label}${r.expected ? " " + r.expected : ""}) ${String(r.message ?? "").slice(0, 160)}`);
  }
}
writeFileSync(OUT, JSON.stringify({ figures: fig, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
