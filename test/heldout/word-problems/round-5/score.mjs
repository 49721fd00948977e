#!/usr/bin/env node
// Scores the word-problem held-out set (round 5) against POST /v1/verify/natural_language.
// Plain Node >= 20, no dependencies. Usage:
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-word-problems-round-5-${Date.now()}.json`);
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init, tries = 12) {
  for (let i = 0; ; i++) {
    let res;
    try {
      res = await fetch(BASE + path, init);
    } catch (e) {
      if (i >= tries) throw e;
      await sleep(1000);
      continue;
    }
    if ((res.status === 429 || res.status === 503) && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text.slice(0, 500) };
    }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-wp5-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const s = await call("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "Held-out word problems r5" }),
  });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-word-problems-r5" }),
  });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function jwtPayload(jwt) {
  try {
    return JSON.parse(Buffer.from(String(jwt).split(".")[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

function classify(c, r) {
  const row = { id: c.id, category: c.category, form: c.form, claim: c.claim, claim_true: c.claim_true,
    worked_answer: c.worked_answer, http: r.status };
  if (r.status >= 500) return { ...row, outcome: "5xx", detail: r.body };
  if (r.status >= 400) return { ...row, outcome: "undecided", reason: `HTTP ${r.status} ${r.body?.code ?? ""}`.trim() };
  const b = r.body ?? {};
  const inner = b.inner_status ?? null;
  const v = b.verification ?? {};
  const calc = v.calculated_value ?? null;
  const att = b.attestation ?? null;
  const p = att ? jwtPayload(att) : null;
  Object.assign(row, {
    status: b.status ?? null,
    inner_status: inner,
    calculated_value: calc,
    exact_value: v.exact_value ?? null,
    error_code: b.error_code ?? b.error?.code ?? null,
    translation: b.translation ?? null,
    signed: Boolean(att),
    attestation_status: p?.qwed?.result?.status ?? p?.result?.status ?? p?.status ?? null,
    attestation_verified: p?.qwed?.result?.verified ?? p?.result?.verified ?? p?.verified ?? null,
  });
  if (inner !== "VERIFIED" && inner !== "CORRECTION_NEEDED") {
    return { ...row, outcome: "undecided", reason: `${inner ?? b.status ?? "?"}${row.error_code ? ` ${row.error_code}` : ""}` };
  }
  // a decided answer must keep the top-level status INCONCLUSIVE (the translation itself is not verified)
  if (row.status !== "INCONCLUSIVE") row.top_level_anomaly = true;
  const decisionRight = c.claim_true ? inner === "VERIFIED" : inner === "CORRECTION_NEEDED";
  const valueRight = calc !== null && Number(calc) === c.worked_answer_decimal;
  if (decisionRight && valueRight) return { ...row, outcome: "correct" };
  const why = [];
  if (!decisionRight) why.push(c.claim_true ? "true claim CORRECTION_NEEDED" : "false claim VERIFIED");
  if (!valueRight) why.push(calc === null ? "no calculated_value" : `calculated_value ${calc} != ${c.worked_answer}`);
  return { ...row, outcome: "wrong", reason: why.join("; ") };
}

const key = await apiKey();
const results = [];
for (const c of cases) {
  const r = await call("/v1/verify/natural_language", {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify({ query: c.query, options: { include_attestation: true } }),
  });
  const row = classify(c, r);
  results.push(row);
  process.stdout.write(`${c.id.padEnd(12)} ${String(c.claim_true).padEnd(5)} ${row.outcome.padEnd(9)} ` +
    `${row.inner_status ?? ""} ${row.reason ?? ""}\n`);
}

const n = results.length;
const count = (f) => results.filter(f).length;
const pctOf = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "0.0");
const wrong = results.filter((r) => r.outcome === "wrong");
const correct = count((r) => r.outcome === "correct");
const nTrue = count((r) => r.claim_true);
const nFalse = n - nTrue;
const trueVerified = count((r) => r.claim_true && r.outcome === "correct");
const falseRefuted = count((r) => !r.claim_true && r.outcome === "correct");
const undecided = count((r) => r.outcome === "undecided");
const fivexx = results.filter((r) => r.outcome === "5xx");

console.log("\n== word problems, round 5 ==");
console.log(`service: ${BASE}`);
console.log(`cases: ${n} (${nTrue} true claims, ${nFalse} false claims)`);
console.log(`wrong decisions: ${wrong.length} (signed: ${wrong.filter((r) => r.signed).length})`);
for (const r of wrong) {
  console.log(`  ${r.id}: ${r.reason}; inner ${r.inner_status}; signed ${r.signed}` +
    (r.attestation_status ? ` (${r.attestation_status}, verified ${r.attestation_verified})` : ""));
}
console.log(`decided correctly: ${correct}/${n} = ${pctOf(correct, n)} % (target >= 60 %)`);
console.log(`true claims VERIFIED with the worked value: ${trueVerified}/${nTrue}`);
console.log(`false claims CORRECTION_NEEDED with the worked value: ${falseRefuted}/${nFalse}`);
console.log(`undecided (ERROR/UNKNOWN/NOT_MATH_QUERY/4xx): ${undecided}`);
const signedAll = results.filter((r) => r.signed);
const bySig = {};
for (const r of signedAll) { const k = `${r.inner_status} -> ${r.attestation_status} (verified ${r.attestation_verified})`; bySig[k] = (bySig[k] ?? 0) + 1; }
console.log(`signed answers: ${signedAll.length}/${n}`);
for (const [k, v] of Object.entries(bySig)) console.log(`  ${String(v).padStart(3)}  ${k}`);
console.log(`5xx: ${fivexx.length}${fivexx.length ? ` (${fivexx.map((r) => r.id).join(", ")})` : ""}`);
const anomalies = results.filter((r) => r.top_level_anomaly);
if (anomalies.length) console.log(`decided with a top-level status other than INCONCLUSIVE: ${anomalies.map((r) => `${r.id}=${r.status}`).join(", ")}`);

const reasons = {};
for (const r of results.filter((x) => x.outcome === "undecided")) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
console.log("undecided by reason:");
for (const [k, v] of Object.entries(reasons).sort((a, b) => b[1] - a[1])) console.log(`  ${String(v).padStart(3)}  ${k}`);

const cols = ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "NOT_MATH_QUERY", "other/4xx", "5xx"];
const col = (r) => (r.outcome === "5xx" ? "5xx" : cols.slice(0, 5).includes(r.inner_status) ? r.inner_status : "other/4xx");
console.log("\nconfusion (rows: label; columns: inner_status)");
console.log(`${"".padEnd(12)}${cols.map((c) => c.padStart(19)).join("")}`);
for (const [name, lab] of [["claim true", true], ["claim false", false]]) {
  console.log(name.padEnd(12) + cols.map((c) => String(count((r) => r.claim_true === lab && col(r) === c)).padStart(19)).join(""));
}

const groups = (key) => {
  const g = {};
  for (const r of results) {
    const k = key(r);
    g[k] ??= { n: 0, correct: 0, wrong: 0, undecided: 0, "5xx": 0 };
    g[k].n++;
    g[k][r.outcome]++;
  }
  return g;
};
const docType = Object.fromEntries(cases.map((c) => [c.id, c.documented_type]));
for (const [title, key] of [
  ["by category", (r) => r.category],
  ["by question type", (r) => (docType[r.id] ? "named in the docs/issue" : "not named in the docs")],
  ["by query form", (r) => ({ A: "story + question + claim", S: "closing sentence", Q: "What is ...? one-liner" })[r.form]],
]) {
  console.log(`\n${title}: n correct wrong undecided 5xx`);
  for (const [k, v] of Object.entries(groups(key))) {
    console.log(`  ${k.padEnd(26)} ${v.n} ${v.correct} ${v.wrong} ${v.undecided} ${v["5xx"]}`);
  }
}

writeFileSync(OUT, JSON.stringify({ service: BASE, date: new Date().toISOString(), results }, null, 2));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = fivexx.length ? 1 : 0;
