// Held-out code security set, round 2: sends every snippet to POST /v1/verify/code and scores is_safe.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
const SET = "code-round-2";
// ---- common: arguments, API key, HTTP with retry ----
import { writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const argv = process.argv.slice(2);
const outIdx = argv.indexOf("--out");
const OUT = outIdx >= 0 ? argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-${SET}-${Date.now()}.json`);
const CONCURRENCY = 2;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(method, path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
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
  const email = `heldout-${randomBytes(6).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("base64url");
  const s = await call("POST", "/v1/auth/signup", { email, password, organization_name: `heldout ${SET}` });
  const token = s.json?.access_token;
  if (!token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await call("POST", "/v1/auth/api-keys", { name: `heldout-${SET}` }, { authorization: `Bearer ${token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

async function runAll(cases, send) {
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      results[i] = await send(cases[i]);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}% (${a}/${b})` : "n/a (0/0)");

function table(rows, cols, label) {
  const head = [label.padEnd(12), ...cols.map((c) => c.padStart(14))].join("");
  const lines = [head];
  for (const [name, counts] of rows) lines.push([name.padEnd(12), ...cols.map((c) => String(counts[c] || 0).padStart(14))].join(""));
  return lines.join("\n");
}

async function serviceInfo() {
  const h = await call("GET", "/v1/health");
  return h.json || { status: h.status };
}
// ---- end common ----

const cases = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const key = await apiKey();
const info = await serviceInfo();

const results = await runAll(cases, async (c) => {
  const r = await call("POST", "/v1/verify/code", { code: c.code, language: c.language }, { "x-api-key": key });
  const ok = r.status === 200 && typeof r.json?.is_safe === "boolean";
  return { id: c.id, language: c.language, label: c.label, cwe: c.cwe, status: r.status,
    answer: ok ? (r.json.is_safe ? "safe" : "not safe") : `HTTP ${r.status}`,
    analysis: r.json?.analysis,
    findings: (r.json?.vulnerabilities || []).map((v) => `${v.severity} ${v.rule_id} ${v.cwe} L${v.line}`),
    body: r.status === 200 ? undefined : r.text.slice(0, 500) };
});

function figures(rs, title) {
  const vuln = rs.filter((r) => r.label === "vulnerable");
  const safe = rs.filter((r) => r.label === "safe");
  const answeredSafe = rs.filter((r) => r.answer === "safe");
  const falseSafe = vuln.filter((r) => r.answer === "safe");
  const caught = vuln.filter((r) => r.answer === "not safe");
  const trueSafe = safe.filter((r) => r.answer === "safe");
  console.log(`${title}: ${rs.length} snippets (vulnerable ${vuln.length}, safe ${safe.length})`);
  console.log(`  false safe (must be 0): ${falseSafe.length}${falseSafe.length ? " — " + falseSafe.map((r) => `${r.id} ${r.cwe}`).join(", ") : ""}`);
  console.log(`  precision of "safe": ${pct(trueSafe.length, answeredSafe.length)}`);
  console.log(`  recall (vulnerable answered not safe): ${pct(caught.length, vuln.length)}`);
  console.log(`  safe recall (safe answered safe): ${pct(trueSafe.length, safe.length)}`);
  return falseSafe.length;
}

const conf = {};
for (const r of results) {
  const a = ["safe", "not safe"].includes(r.answer) ? r.answer : "error";
  (conf[r.label] ||= {})[a] = (conf[r.label][a] || 0) + 1;
}
const errors = results.filter((r) => r.status !== 200);
const fivexx = results.filter((r) => r.status >= 500 || r.status === 0);

console.log(`service ${BASE} ${JSON.stringify(info)}\n`);
console.log(table(["vulnerable", "safe"].map((l) => [l, conf[l] || {}]), ["safe", "not safe", "error"], "label\\answer"));
console.log("");
const fs = figures(results, "all");
figures(results.filter((r) => r.language === "python"), "python");
figures(results.filter((r) => r.language === "javascript"), "javascript");
const falseAlarms = results.filter((r) => r.label === "safe" && r.answer === "not safe");
console.log(`safe snippets answered not safe: ${falseAlarms.length}`);
for (const r of falseAlarms) console.log(`  ${r.id} (analysis ${r.analysis}): ${r.findings.join("; ")}`);
console.log(`non-200 answers: ${errors.length}; 5xx or no answer: ${fivexx.length}`);
for (const r of errors) console.log(`  ${r.id}: ${r.answer} ${r.body || ""}`);

writeFileSync(OUT, JSON.stringify({ service: BASE, health: info, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = fs || fivexx.length ? 1 : 0;
