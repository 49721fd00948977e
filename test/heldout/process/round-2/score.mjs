// Scores the round-2 process held-out set against POST /v1/verify/process (mode "milestones").
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `process-round-2-${Date.now()}.json`);
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    const res = await fetch(BASE + path, init);
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after")) || 1;
      await sleep(ra * 1000);
      continue;
    }
    const text = await res.text();
    let body;
    try { body = JSON.parse(text); } catch { body = text; }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const s = await call("/v1/auth/signup", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "held out set " + Math.random().toString(36), organization_name: "Heldout" }) });
  if (!s.body?.access_token) throw new Error("signup failed: " + JSON.stringify(s));
  const k = await call("/v1/auth/api-keys", { method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout" }) });
  if (!k.body?.key) throw new Error("api key failed: " + JSON.stringify(k));
  return k.body.key;
}

const key = await apiKey();
const results = [];
const failures = [];
const table = { done: { done: 0, not_done: 0, no_answer: 0 }, not_done: { done: 0, not_done: 0, no_answer: 0 } };
const byCat = {};
for (const c of cases) {
  const r = await call("/v1/verify/process", { method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify({ trace: c.trace, mode: "milestones", milestones: c.milestones.map((m) => m.milestone) }) });
  if (r.status >= 500) failures.push({ id: c.id, status: r.status, body: r.body });
  const matched = new Set(r.status === 200 && Array.isArray(r.body?.matched_milestones) ? r.body.matched_milestones : []);
  const missed = new Set(r.status === 200 && Array.isArray(r.body?.missed_milestones) ? r.body.missed_milestones : []);
  for (const m of c.milestones) {
    const got = matched.has(m.milestone) ? "done" : missed.has(m.milestone) ? "not_done" : "no_answer";
    const want = m.done ? "done" : "not_done";
    table[want][got]++;
    const cat = (byCat[c.category] ??= { milestones: 0, mismatches: 0, false_done: 0 });
    cat.milestones++;
    if (got !== want) cat.mismatches++;
    if (got === "done" && want === "not_done") cat.false_done++;
    results.push({ id: c.id, category: c.category, milestone: m.milestone, expected: want, got, status: r.status,
      verified: r.body?.verified ?? null });
  }
}
const total = results.length;
const mismatches = results.filter((r) => r.got !== r.expected).length;
const falseDone = table.not_done.done;
console.log(`process round-2: ${cases.length} traces, ${total} milestones against ${BASE}`);
console.log(`mismatches: ${mismatches} of ${total} milestones (must be 0)`);
console.log(`false "done": ${falseDone} of ${table.not_done.done + table.not_done.not_done + table.not_done.no_answer} not-done milestones`);
console.log(`missed "done": ${table.done.not_done + table.done.no_answer} of ${table.done.done + table.done.not_done + table.done.no_answer} done milestones`);
console.log("confusion (rows: label, columns: answer)");
console.log("            done  not_done  no_answer");
for (const k of ["done", "not_done"]) console.log(`${k.padEnd(10)} ${String(table[k].done).padStart(5)} ${String(table[k].not_done).padStart(9)} ${String(table[k].no_answer).padStart(10)}`);
console.log("by category (milestones / mismatches / false done):");
for (const [k, v] of Object.entries(byCat)) console.log(`  ${k.padEnd(22)} ${v.milestones} / ${v.mismatches} / ${v.false_done}`);
for (const r of results.filter((r) => r.got !== r.expected)) console.log(`  MISMATCH ${r.id} "${r.milestone}": label ${r.expected}, answer ${r.got}`);
if (failures.length) { console.log(`5xx answers: ${failures.length}`); for (const f of failures) console.log("  ", JSON.stringify(f)); }
else console.log("5xx answers: 0");
writeFileSync(OUT, JSON.stringify({ base: BASE, mismatches, false_done: falseDone, table, by_category: byCat, failures, results }, null, 1));
console.log(`per-case results: ${OUT}`);
