// Scorer for the round-7 process (milestones) held-out set. Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up).
// Each milestone is sent alone (POST /v1/verify/process, mode "milestones") with its trace, so order plays no part.
// Usage: node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `process-round-7-${Date.now()}.json`);
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

async function call(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    const r = await fetch(BASE + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    if (r.status === 429 && attempt < 10) {
      const ra = Number(r.headers.get("retry-after")) || 1;
      await new Promise((res) => setTimeout(res, ra * 1000));
      continue;
    }
    let json = null;
    const text = await r.text();
    try { json = JSON.parse(text); } catch {}
    return { status: r.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const s = await call("/v1/auth/signup", { email, password: "correct horse battery staple", organization_name: "Heldout" });
  if (!s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout" }, { authorization: `Bearer ${s.json.access_token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.json.key;
}

const key = await apiKey();
const results = [];
for (const c of cases) {
  for (const m of c.milestones) {
    const r = await call("/v1/verify/process", { trace: c.trace, mode: "milestones", milestones: [m.milestone] }, { "x-api-key": key });
    let answer = null; // true = done, false = not done, null = no answer
    if (r.status === 200 && r.json) {
      const matched = r.json.matched_milestones || [];
      const missed = r.json.missed_milestones || [];
      if (matched.includes(m.milestone)) answer = true;
      else if (missed.includes(m.milestone)) answer = false;
      else if (typeof r.json.verified === "boolean") answer = r.json.verified;
    }
    results.push({ trace: c.id, kind: c.kind, milestone: m.milestone, category: m.category, label: m.done, answer, status: r.status,
      error: r.status === 200 ? undefined : (r.json?.error?.code || r.json?.code || r.text.slice(0, 200)) });
  }
}

const n = results.length;
const mism = results.filter((r) => r.answer !== r.label);
const falseDone = results.filter((r) => r.label === false && r.answer === true);
const missedDone = results.filter((r) => r.label === true && r.answer !== true);
const noAnswer = results.filter((r) => r.answer === null);
const fivexx = results.filter((r) => r.status >= 500);
const labDone = results.filter((r) => r.label).length;
const tp = results.filter((r) => r.label && r.answer === true).length;
const predDone = results.filter((r) => r.answer === true).length;

console.log(`milestones: ${n} (${labDone} done, ${n - labDone} not done) in ${cases.length} traces`);
console.log(`mismatches: ${mism.length} (must be 0), of which no answer: ${noAnswer.length}`);
console.log(`false done (label not done, answered done): ${falseDone.length} of ${n - labDone}`);
console.log(`missed done (label done, not answered done): ${missedDone.length} of ${labDone}`);
console.log(`done recall: ${(100 * tp / labDone).toFixed(1)} %, done precision: ${predDone ? (100 * tp / predDone).toFixed(1) : "n/a"} %`);
console.log(`5xx: ${fivexx.length}`);
for (const r of fivexx) console.log(`  5xx ${r.status} ${r.trace} "${r.milestone}": ${r.error}`);
const other = results.filter((r) => r.status !== 200 && r.status < 500);
for (const r of other) console.log(`  non-200 ${r.status} ${r.trace} "${r.milestone}": ${r.error}`);

console.log("\nconfusion by category (label / answered done / answered not done / no answer / mismatches):");
const cats = [...new Set(results.map((r) => r.category))].sort();
console.log("| category | label | n | answered done | answered not done | no answer | mismatches |");
console.log("|---|---|---|---|---|---|---|");
for (const cat of cats) {
  const rs = results.filter((r) => r.category === cat);
  const lab = rs[0].label ? "done" : "not done";
  console.log(`| ${cat} | ${lab} | ${rs.length} | ${rs.filter((r) => r.answer === true).length} | ${rs.filter((r) => r.answer === false).length} | ${rs.filter((r) => r.answer === null).length} | ${rs.filter((r) => r.answer !== r.label).length} |`);
}
console.log("\nmismatched milestones:");
for (const r of mism) console.log(`  ${r.trace} [${r.category}] "${r.milestone}": label ${r.label ? "done" : "not done"}, answer ${r.answer === null ? "none" : r.answer ? "done" : "not done"}`);
writeFileSync(OUT, JSON.stringify({ base: BASE, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
