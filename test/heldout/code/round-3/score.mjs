#!/usr/bin/env node
// Scores POST /v1/verify/code on the round-3 held-out set (cases.json).
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outArg = process.argv.indexOf("--out");
const OUT = outArg > 0 ? process.argv[outArg + 1] : join(tmpdir(), `verdict-code-round3-${Date.now()}.json`);
const CONCURRENCY = 2;

const { cases: allCases } = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const cases = allCases.filter((c) => c.label);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function post(path, body, headers = {}) {
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
      return { status: 0, json: null, text: String(e) };
    }
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
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
  const email = `heldout-code-r3-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const s = await post("/v1/auth/signup", { email, password, organization_name: "heldout code round 3" });
  const token = s.json?.access_token;
  if (!token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await post("/v1/auth/api-keys", { name: "heldout-code-round-3" }, { authorization: `Bearer ${token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

function classify(r) {
  if (r.status >= 500 || r.status === 0) return "error";
  if (r.status !== 200 || !r.json) return "refused";
  if (r.json.is_safe === true) return "safe";
  return r.json.analysis === "partial" ? "not_safe_partial" : "not_safe";
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const r = await post("/v1/verify/code", { code: c.code, language: c.language }, { "x-api-key": key });
    const answer = classify(r);
    results[i] = {
      id: c.id, language: c.language, category: c.category, label: c.label, answer, status: r.status,
      is_safe: r.json?.is_safe ?? null, analysis: r.json?.analysis ?? null,
      findings: (r.json?.vulnerabilities || []).map((v) => `${v.severity}:${v.type}@${v.line}`),
      unresolved: (r.json?.unresolved || []).map((u) => `${u.kind}@${u.line}`),
      error: answer === "error" || answer === "refused" ? r.text.slice(0, 500) : undefined,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const cols = ["safe", "not_safe", "not_safe_partial", "refused", "error"];
const table = {};
for (const lab of ["vulnerable", "safe"]) table[lab] = Object.fromEntries(cols.map((c) => [c, 0]));
for (const r of results) table[r.label][r.answer]++;

const vuln = results.filter((r) => r.label === "vulnerable");
const safeCases = results.filter((r) => r.label === "safe");
const answeredSafe = results.filter((r) => r.answer === "safe");
const falseSafe = vuln.filter((r) => r.answer === "safe");
const trueSafe = safeCases.filter((r) => r.answer === "safe");
const errors = results.filter((r) => r.answer === "error");
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");

console.log(`service ${BASE}, ${results.length} labelled cases (${vuln.length} vulnerable, ${safeCases.length} safe)`);
console.log(`false safe (vulnerable answered safe): ${falseSafe.length} of ${vuln.length}`);
console.log(`precision of safe: ${trueSafe.length}/${answeredSafe.length} = ${pct(trueSafe.length, answeredSafe.length)}`);
console.log(`recall of safe: ${trueSafe.length}/${safeCases.length} = ${pct(trueSafe.length, safeCases.length)}`);
console.log(`vulnerable detected (answered not safe): ${vuln.length - falseSafe.length}/${vuln.length} = ${pct(vuln.length - falseSafe.length, vuln.length)}`);
console.log(`5xx / transport errors: ${errors.length}`);
console.log("\nconfusion table (rows: label, columns: answer)");
console.log(["label".padEnd(12), ...cols.map((c) => c.padStart(17))].join(""));
for (const lab of ["vulnerable", "safe"]) console.log([lab.padEnd(12), ...cols.map((c) => String(table[lab][c]).padStart(17))].join(""));
for (const lang of ["python", "javascript"]) {
  const L = results.filter((r) => r.language === lang);
  const fs = L.filter((r) => r.label === "vulnerable" && r.answer === "safe").length;
  const as = L.filter((r) => r.answer === "safe");
  const ts = as.filter((r) => r.label === "safe").length;
  const sc = L.filter((r) => r.label === "safe").length;
  console.log(`${lang}: false safe ${fs}, precision of safe ${ts}/${as.length} = ${pct(ts, as.length)}, recall of safe ${ts}/${sc} = ${pct(ts, sc)}`);
}
if (falseSafe.length) {
  console.log("\nfalse safe:");
  for (const r of falseSafe) console.log(`  ${r.id} (${r.category}) findings=[${r.findings.join(", ")}]`);
}
const missed = safeCases.filter((r) => r.answer !== "safe");
if (missed.length) {
  console.log("\nsafe cases not answered safe:");
  for (const r of missed) console.log(`  ${r.id} (${r.category}) ${r.answer} findings=[${r.findings.join(", ")}] unresolved=[${r.unresolved.join(", ")}]`);
}
const other = results.filter((r) => r.answer === "refused" || r.answer === "error");
if (other.length) {
  console.log("\nrefused / 5xx:");
  for (const r of other) console.log(`  ${r.id} ${r.status} ${r.error}`);
}
const pass = falseSafe.length === 0 && answeredSafe.length > 0 && trueSafe.length / answeredSafe.length >= 0.95 && errors.length === 0;
console.log(`\nissue 25 target (0 false safe, precision of safe >= 95%, no 5xx): ${pass ? "met" : "NOT met"}`);
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), table, results }, null, 1));
console.log(`per-case results: ${OUT}`);
