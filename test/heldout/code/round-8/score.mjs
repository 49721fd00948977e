// Held-out scorer for POST /v1/verify/code. Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh org is signed up). --out FILE for per-case results.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const here = dirname(fileURLToPath(import.meta.url));
const oi = process.argv.indexOf("--out");
const OUT = oi > 0 ? process.argv[oi + 1] : join(tmpdir(), `verdict-code-heldout-r8-${Date.now()}.json`);
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function req(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    const r = await fetch(BASE + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    if (r.status === 429 && attempt < 10) { await sleep(1000 * Number(r.headers.get("retry-after") || 2)); continue; }
    const text = await r.text();
    let json = null; try { json = JSON.parse(text); } catch {}
    return { status: r.status, json, text };
  }
}

async function key() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-code-r8-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const s = await req("/v1/auth/signup", { email, password: "correct horse battery staple 8", organization_name: "Heldout code r8" });
  if (!s.json?.access_token) throw new Error("signup failed: " + s.status + " " + s.text);
  const k = await req("/v1/auth/api-keys", { name: "heldout" }, { authorization: `Bearer ${s.json.access_token}` });
  if (!k.json?.key) throw new Error("api key failed: " + k.status + " " + k.text);
  return k.json.key;
}

const KEY = await key();
const results = [];
let next = 0;
async function worker() {
  while (next < cases.length) {
    const c = cases[next++];
    const r = await req("/v1/verify/code", { code: c.code, language: c.language }, { "x-api-key": KEY });
    let answer;
    if (r.status >= 500) answer = "5xx";
    else if (r.status !== 200 || typeof r.json?.is_safe !== "boolean") answer = "error";
    else answer = r.json.is_safe ? "safe" : "not_safe";
    results.push({ id: c.id, category: c.category, language: c.language, label: c.label, answer, status: r.status,
      analysis: r.json?.analysis, findings: (r.json?.findings || []).map((f) => `${f.rule ?? f.type ?? f.id}:${f.severity}`),
      unresolved: r.json?.unresolved, body: answer === "5xx" || answer === "error" ? r.text.slice(0, 500) : undefined });
  }
}
await Promise.all([worker(), worker()]);

const n = (f) => results.filter(f).length;
const vuln = (r) => r.label === "vulnerable";
const falseSafe = results.filter((r) => vuln(r) && r.answer === "safe");
const safeAns = n((r) => r.answer === "safe");
const trueSafe = n((r) => !vuln(r) && r.answer === "safe");
const safeTotal = n((r) => !vuln(r));
const fives = results.filter((r) => r.answer === "5xx");
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) + " %" : "n/a");
console.log(`cases: ${results.length} (${n(vuln)} vulnerable, ${safeTotal} safe)`);
console.log(`false safe (vulnerable answered safe): ${falseSafe.length}${falseSafe.length ? " -> " + falseSafe.map((r) => r.id).join(", ") : ""}`);
console.log(`precision of safe: ${trueSafe}/${safeAns} = ${pct(trueSafe, safeAns)}`);
console.log(`recall of safe: ${trueSafe}/${safeTotal} = ${pct(trueSafe, safeTotal)}`);
console.log(`recall of vulnerable (answered not safe): ${n((r) => vuln(r) && r.answer === "not_safe")}/${n(vuln)}`);
console.log("confusion (rows = label, cols = answer): safe | not_safe | error | 5xx");
for (const l of ["vulnerable", "safe"]) {
  const row = ["safe", "not_safe", "error", "5xx"].map((a) => n((r) => r.label === l && r.answer === a));
  console.log(`  ${l.padEnd(10)} ${row.join(" | ")}`);
}
console.log(`5xx: ${fives.length}${fives.length ? " -> " + fives.map((r) => `${r.id} (${r.status})`).join(", ") : ""}`);
const errs = results.filter((r) => r.answer === "error");
if (errs.length) console.log(`other errors: ${errs.map((r) => `${r.id} (${r.status})`).join(", ")}`);
const wrongNotSafe = results.filter((r) => !vuln(r) && r.answer === "not_safe");
if (wrongNotSafe.length) console.log(`safe answered not safe: ${wrongNotSafe.map((r) => `${r.id} [${r.analysis}; ${r.findings.join(",")}]`).join("; ")}`);
writeFileSync(OUT, JSON.stringify(results, null, 1));
console.log(`per-case results: ${OUT}`);
