#!/usr/bin/env node
// Scores the code held-out set (round 5) against POST /v1/verify/code.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `code-heldout-round5-${Date.now()}.json`);
const CONCURRENCY = 2;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    const res = await fetch(BASE + path, init);
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 2) * 1000);
      continue;
    }
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-code5-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const json = { "content-type": "application/json" };
  const s = await request("/v1/auth/signup", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password, organization_name: "Held-out code round 5" }),
  });
  if (s.status >= 300 || !s.body.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-code-round5" }),
  });
  if (k.status >= 300 || !k.body.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function pick(body, field) {
  if (body && typeof body === "object") {
    if (field in body) return body[field];
    for (const inner of ["result", "data"]) if (body[inner] && field in body[inner]) return body[inner][field];
  }
  return undefined;
}

// answer: safe | unsafe (complete analysis, not safe) | partial (not safe, analysis partial) | refused (4xx) | 5xx | unreadable
function classify(status, body) {
  if (status >= 500) return "5xx";
  if (status >= 400) return "refused";
  const isSafe = pick(body, "is_safe");
  if (isSafe === true) return "safe";
  if (isSafe === false) return pick(body, "analysis") === "partial" ? "partial" : "unsafe";
  return "unreadable";
}

const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    let status, body;
    try {
      ({ status, body } = await request("/v1/verify/code", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ code: c.code, language: c.language }),
      }));
    } catch (err) {
      status = 599;
      body = String(err);
    }
    const answer = classify(status, body);
    const findings = pick(body, "vulnerabilities") ?? pick(body, "findings");
    results[i] = {
      id: c.id,
      language: c.language,
      class: c.class ?? null,
      label: c.label,
      dropped: c.dropped ?? null,
      status,
      answer,
      analysis: pick(body, "analysis") ?? null,
      findings: Array.isArray(findings)
        ? findings.map((f) => ({ type: f.type, rule_id: f.rule_id, severity: f.severity, line: f.line }))
        : null,
      unresolved: pick(body, "unresolved") ?? null,
      body: status >= 400 || answer === "unreadable" ? body : undefined,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const scored = results.filter((r) => !r.dropped);
const ANSWERS = ["safe", "unsafe", "partial", "refused", "5xx", "unreadable"];
const table = {};
for (const label of ["vulnerable", "safe"]) {
  table[label] = Object.fromEntries(ANSWERS.map((a) => [a, 0]));
  for (const r of scored.filter((x) => x.label === label)) table[label][r.answer]++;
}
const vul = scored.filter((r) => r.label === "vulnerable");
const safe = scored.filter((r) => r.label === "safe");
const answeredSafe = scored.filter((r) => r.answer === "safe");
const falseSafe = vul.filter((r) => r.answer === "safe");
const trueSafe = safe.filter((r) => r.answer === "safe");
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");
const fivexx = results.filter((r) => r.answer === "5xx");

const summary = {
  base: BASE,
  date: new Date().toISOString(),
  cases: results.length,
  scored: scored.length,
  vulnerable: vul.length,
  safe: safe.length,
  false_safe: falseSafe.length,
  false_safe_ids: falseSafe.map((r) => `${r.id} (${r.class})`),
  precision_of_safe: `${trueSafe.length}/${answeredSafe.length} = ${pct(trueSafe.length, answeredSafe.length)}`,
  recall_of_safe: `${trueSafe.length}/${safe.length} = ${pct(trueSafe.length, safe.length)}`,
  recall_of_vulnerable: `${vul.length - falseSafe.length}/${vul.length} = ${pct(vul.length - falseSafe.length, vul.length)}`,
  safe_not_answered_safe: safe.filter((r) => r.answer !== "safe").map((r) => `${r.id} (${r.answer})`),
  confusion: table,
  five_xx: fivexx.map((r) => `${r.id} ${r.status}`),
  unreadable: results.filter((r) => r.answer === "unreadable").map((r) => r.id),
  dropped_cases_informational: results.filter((r) => r.dropped).map((r) => `${r.id}: ${r.answer}`),
};

console.log(`code held-out round 5 against ${BASE}`);
console.log(`cases ${summary.cases}, scored ${summary.scored} (vulnerable ${vul.length}, safe ${safe.length})`);
console.log(`false safe (vulnerable answered safe): ${falseSafe.length}  ${summary.false_safe_ids.join(", ")}`);
console.log(`precision of safe: ${summary.precision_of_safe}`);
console.log(`recall of safe:    ${summary.recall_of_safe}`);
console.log(`recall of vulnerable (answered not safe): ${summary.recall_of_vulnerable}`);
console.log(`safe snippets not answered safe: ${summary.safe_not_answered_safe.join(", ") || "none"}`);
console.log("confusion (rows: label; columns: answer)");
console.log(["label".padEnd(11), ...ANSWERS.map((a) => a.padStart(10))].join(""));
for (const label of ["vulnerable", "safe"])
  console.log([label.padEnd(11), ...ANSWERS.map((a) => String(table[label][a]).padStart(10))].join(""));
console.log(`5xx: ${fivexx.length} ${summary.five_xx.join(", ")}`);
if (summary.unreadable.length) console.log(`unreadable answers: ${summary.unreadable.join(", ")}`);
console.log(`dropped cases (not scored): ${summary.dropped_cases_informational.join(", ")}`);
writeFileSync(OUT, JSON.stringify({ summary, results }, null, 1));
console.log(`per-case results: ${OUT}`);
