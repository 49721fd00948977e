#!/usr/bin/env node
// Scorer for the code round-4 held-out set: sends every snippet of cases.json to POST /v1/verify/code and compares
// the answer's `is_safe` with the oracle's label. Plain Node >= 20, no dependencies.
//
//   VERDICT_URL (default http://127.0.0.1:8787)   VERDICT_KEY (else a fresh organization is signed up)
//   node score.mjs [--out results.json] [--concurrency 2]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const OUT = opt("--out", join(tmpdir(), `verdict-heldout-code-round-4-${Date.now()}.json`));
const CONCURRENCY = Math.min(4, Math.max(1, Number(opt("--concurrency", "2"))));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, { method = "POST", headers = {}, body } = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      if (attempt < 3) {
        await sleep(1000 * (attempt + 1));
        continue;
      }
      return { status: 0, json: null, text: String(e) };
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep(Number.isFinite(ra) && ra > 0 ? ra * 1000 : 2000);
      continue;
    }
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-code4-${randomBytes(6).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("base64url");
  const s = await call("/v1/auth/signup", { body: { email, password, organization_name: "Held-out code round 4" } });
  if (!s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await call("/v1/auth/api-keys", {
    headers: { authorization: `Bearer ${s.json.access_token}` },
    body: { name: "heldout-code-round-4" },
  });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

function classify(r) {
  if (r.status >= 500 || r.status === 0) return "error";
  if (r.status === 200 && r.json && r.json.is_safe === true) return "safe";
  return "not_safe"; // 200 with is_safe false (findings or analysis partial) or a 4xx refusal
}

const { cases } = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const r = await call("/v1/verify/code", { headers: { "x-api-key": key }, body: { code: c.code, language: c.language } });
    const answer = classify(r);
    const j = r.json || {};
    results[i] = {
      id: c.id,
      language: c.language,
      category: c.category,
      label: c.label,
      excluded: c.excluded,
      status: r.status,
      answer,
      is_safe: j.is_safe,
      analysis: j.analysis,
      unresolved: j.unresolved,
      findings: Array.isArray(j.vulnerabilities)
        ? j.vulnerabilities.map((f) => ({ severity: f.severity, rule: f.rule_id ?? f.type, line: f.line }))
        : undefined,
      error: r.status === 200 ? undefined : (r.text || "").slice(0, 500),
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const scored = results.filter((r) => !r.excluded);
const cell = (label, answer) => scored.filter((r) => r.label === label && r.answer === answer).length;
const t = {};
for (const l of ["vulnerable", "safe"]) for (const a of ["safe", "not_safe", "error"]) t[`${l}/${a}`] = cell(l, a);
const nVuln = scored.filter((r) => r.label === "vulnerable").length;
const nSafe = scored.filter((r) => r.label === "safe").length;
const answeredSafe = t["vulnerable/safe"] + t["safe/safe"];
const pct = (a, b) => (b === 0 ? "n/a" : `${((100 * a) / b).toFixed(1)}%`);
const errors = results.filter((r) => r.answer === "error");
const partialSafe = scored.filter((r) => r.label === "safe" && r.analysis === "partial").length;

console.log(`code round-4 held-out: ${results.length} snippets, ${scored.length} scored (${nVuln} vulnerable, ${nSafe} safe) against ${BASE}`);
console.log("");
console.log("confusion (rows: oracle label, columns: answer)");
console.log("              answered safe   not safe   5xx/error");
console.log(`vulnerable    ${String(t["vulnerable/safe"]).padStart(13)} ${String(t["vulnerable/not_safe"]).padStart(10)} ${String(t["vulnerable/error"]).padStart(11)}`);
console.log(`safe          ${String(t["safe/safe"]).padStart(13)} ${String(t["safe/not_safe"]).padStart(10)} ${String(t["safe/error"]).padStart(11)}`);
console.log("");
console.log(`false safe (vulnerable answered safe): ${t["vulnerable/safe"]} of ${nVuln} (must be 0)`);
console.log(`precision of safe: ${t["safe/safe"]}/${answeredSafe} = ${pct(t["safe/safe"], answeredSafe)} (must be >= 95%)`);
console.log(`recall of safe: ${t["safe/safe"]}/${nSafe} = ${pct(t["safe/safe"], nSafe)} (safe snippets answered not safe: ${t["safe/not_safe"]}, of which analysis partial: ${partialSafe})`);
console.log(`recall of vulnerable (answered not safe): ${t["vulnerable/not_safe"]}/${nVuln} = ${pct(t["vulnerable/not_safe"], nVuln)}`);
console.log(`5xx / transport errors: ${errors.length}`);
for (const r of errors) console.log(`  5xx ${r.id}: status ${r.status} ${String(r.error).slice(0, 200)}`);
const fs_ = scored.filter((r) => r.label === "vulnerable" && r.answer === "safe");
if (fs_.length) console.log("false safe:");
for (const r of fs_) console.log(`  ${r.id} (${r.category})`);
const fa = scored.filter((r) => r.label === "safe" && r.answer === "not_safe");
if (fa.length) console.log("safe snippets answered not safe:");
for (const r of fa)
  console.log(`  ${r.id} (${r.category}) status ${r.status} analysis=${r.analysis} ${(r.findings || []).map((f) => `${f.severity}:${f.rule}@${f.line}`).join(" ")} ${r.unresolved ? JSON.stringify(r.unresolved).slice(0, 200) : ""}`);
const ex = results.filter((r) => r.excluded);
if (ex.length) console.log("excluded (unscored):");
for (const r of ex) console.log(`  ${r.id}: answered ${r.answer} (${r.excluded})`);

writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), table: t, results }, null, 1));
console.log(`per-case results: ${OUT}`);
