// Held-out fact set, round 2: sends every (context, claim) pair to POST /v1/verify/fact and scores the verdicts.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
const SET = "fact-round-2";
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
  const r = await call("POST", "/v1/verify/fact", { claim: c.claim, context: c.context }, { "x-api-key": key });
  const answer = r.status === 200 && r.json?.verdict ? r.json.verdict : `HTTP ${r.status}`;
  return { id: c.id, category: c.category, label: c.label, claim: c.claim, status: r.status, answer,
    confidence: r.json?.confidence, reasoning: r.json?.reasoning, evidence: r.json?.evidence,
    contradiction: r.json?.contradiction, body: r.status === 200 ? undefined : r.text.slice(0, 500) };
});

const ANSWERS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "error"];
const conf = {};
for (const r of results) {
  const a = ANSWERS.includes(r.answer) ? r.answer : "error";
  (conf[r.label] ||= {})[a] = (conf[r.label][a] || 0) + 1;
}
const n = (label, answer) => results.filter((r) => r.label === label && (answer === undefined || r.answer === answer)).length;
const falseSupported = results.filter((r) => r.answer === "SUPPORTED" && r.label !== "SUPPORTED");
const falseRefuted = results.filter((r) => r.answer === "REFUTED" && r.label !== "REFUTED");
const errors = results.filter((r) => r.status !== 200);
const fivexx = results.filter((r) => r.status >= 500 || r.status === 0);

console.log(`service ${BASE} ${JSON.stringify(info)}`);
console.log(`cases: ${cases.length} (SUPPORTED ${n("SUPPORTED")}, REFUTED ${n("REFUTED")}, NEI ${n("NEI")})\n`);
console.log(table(["SUPPORTED", "REFUTED", "NEI"].map((l) => [l, conf[l] || {}]), ANSWERS, "label\\answer"));
console.log("");
console.log(`false SUPPORTED (must be 0): ${falseSupported.length}`);
for (const r of falseSupported) console.log(`  ${r.id} [${r.category}] label ${r.label}: ${r.claim}`);
console.log(`REFUTED recall: ${pct(n("REFUTED", "REFUTED"), n("REFUTED"))}`);
console.log(`SUPPORTED recall: ${pct(n("SUPPORTED", "SUPPORTED"), n("SUPPORTED"))}`);
console.log(`false REFUTED (REFUTED on a SUPPORTED or NEI pair): ${falseRefuted.length}`);
for (const r of falseRefuted) console.log(`  ${r.id} [${r.category}] label ${r.label}: ${r.claim}`);
console.log(`non-200 answers: ${errors.length}; 5xx or no answer: ${fivexx.length}`);
for (const r of errors) console.log(`  ${r.id}: ${r.answer} ${r.body || ""}`);

writeFileSync(OUT, JSON.stringify({ service: BASE, health: info, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = falseSupported.length || fivexx.length ? 1 : 0;
