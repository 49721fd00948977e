// Scores the held-out code set against POST /v1/verify/code.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-code-round-6-${Date.now()}.json`);
const CONCURRENCY = 2;

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
      if (attempt < 3) {
        await sleep(1000 * (attempt + 1));
        continue;
      }
      return { status: 0, body: { error: String(e) } };
    }
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = { raw: text.slice(0, 500) };
    }
    if (res.status === 429 && attempt < 8) {
      const wait = Number(res.headers.get("retry-after")) || 2;
      await sleep(wait * 1000);
      continue;
    }
    return { status: res.status, body: json };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-code6-${randomUUID()}@example.com`;
  const signup = await post("/v1/auth/signup", {
    email,
    password: `pw-${randomUUID()}`,
    organization_name: "Held-out code round 6",
  });
  if (signup.status >= 300 || !signup.body.access_token) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const key = await post("/v1/auth/api-keys", { name: "heldout-code-6" }, { authorization: `Bearer ${signup.body.access_token}` });
  if (key.status >= 300 || !key.body.key) throw new Error(`api key failed: ${key.status} ${JSON.stringify(key.body)}`);
  return key.body.key;
}

function classify(r) {
  if (r.status >= 500 || r.status === 0) return "5xx";
  if (r.status >= 400) return "4xx";
  if (r.body?.is_safe === true) return "safe";
  if (r.body?.analysis === "partial") return "partial";
  return "not_safe";
}

const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const scored = cases.filter((c) => c.status === "scored");
const key = await apiKey();

const results = [];
let next = 0;
async function worker() {
  while (next < scored.length) {
    const c = scored[next++];
    const code = readFileSync(join(here, c.file), "utf8");
    const r = await post("/v1/verify/code", { code, language: c.language }, { "x-api-key": key });
    const answer = classify(r);
    const severities = Array.isArray(r.body.vulnerabilities) ? r.body.vulnerabilities.map((f) => `${f.severity}:${f.type}:${f.line}`) : [];
    results.push({ id: c.id, category: c.category, label: c.label, http: r.status, answer, analysis: r.body.analysis, findings: severities, unresolved: r.body.unresolved, error: r.status >= 400 ? r.body : undefined });
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
results.sort((a, b) => a.id.localeCompare(b.id));

const answers = ["safe", "not_safe", "partial", "4xx", "5xx"];
const table = { vulnerable: Object.fromEntries(answers.map((a) => [a, 0])), safe: Object.fromEntries(answers.map((a) => [a, 0])) };
for (const r of results) table[r.label][r.answer]++;
const vulnTotal = results.filter((r) => r.label === "vulnerable").length;
const safeTotal = results.filter((r) => r.label === "safe").length;
const falseSafe = results.filter((r) => r.label === "vulnerable" && r.answer === "safe");
const answeredSafe = results.filter((r) => r.answer === "safe");
const trueSafe = answeredSafe.filter((r) => r.label === "safe");
const falseAlarms = results.filter((r) => r.label === "safe" && r.answer !== "safe");
const fivexx = results.filter((r) => r.answer === "5xx");
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");

console.log(`held-out code round 6 against ${BASE}: ${results.length} scored cases (${vulnTotal} vulnerable, ${safeTotal} safe)`);
console.log(`false safe (vulnerable answered safe): ${falseSafe.length} of ${vulnTotal}${falseSafe.length ? " -> " + falseSafe.map((r) => r.id).join(", ") : ""}`);
console.log(`recall of not-safe (vulnerable not answered safe): ${vulnTotal - falseSafe.length}/${vulnTotal} = ${pct(vulnTotal - falseSafe.length, vulnTotal)}`);
console.log(`precision of safe: ${trueSafe.length}/${answeredSafe.length} = ${pct(trueSafe.length, answeredSafe.length)}`);
console.log(`recall of safe: ${trueSafe.length}/${safeTotal} = ${pct(trueSafe.length, safeTotal)}`);
console.log(`safe snippets not answered safe: ${falseAlarms.map((r) => `${r.id}(${r.answer})`).join(", ") || "none"}`);
console.log(`5xx: ${fivexx.length}${fivexx.length ? " -> " + fivexx.map((r) => `${r.id}:${r.http}`).join(", ") : ""}`);
console.log("confusion (rows: label, columns: answer)");
console.log(["label".padEnd(11), ...answers.map((a) => a.padStart(9))].join(""));
for (const l of ["vulnerable", "safe"]) console.log([l.padEnd(11), ...answers.map((a) => String(table[l][a]).padStart(9))].join(""));
const byCat = {};
for (const r of results) {
  byCat[r.category] ??= { n: 0, wrong: 0 };
  byCat[r.category].n++;
  if ((r.label === "vulnerable") === (r.answer === "safe")) byCat[r.category].wrong++;
}
console.log("per category (wrong/n): " + Object.entries(byCat).map(([k, v]) => `${k} ${v.wrong}/${v.n}`).join(", "));
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), table, results }, null, 1));
console.log(`per-case results: ${OUT}`);
