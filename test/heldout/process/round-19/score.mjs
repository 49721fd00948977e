#!/usr/bin/env node
// Scorer for held-out process (milestones) round 19 (written from the round-18 scorer as a template). Plain Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up), --out FILE.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const argOut = process.argv.indexOf("--out");
const OUT = argOut > 0 ? process.argv[argOut + 1] : join(tmpdir(), `process-heldout-round-19-${Date.now()}.json`);
const CONCURRENCY = 2;
const data = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    } catch (e) {
      if (attempt < 3) { await sleep(1000); continue; }
      return { status: 0, json: null, text: String(e) };
    }
    const text = await res.text();
    if ((res.status === 429 || res.status === 503) && attempt < 20) {
      const ra = Number(res.headers.get("retry-after")) || 2; // 429 rate limit or 503 STARTING
      await sleep(ra * 1000);
      continue;
    }
    let json = null;
    try { json = JSON.parse(text); } catch {}
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-process-r19-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await call("/v1/auth/signup", { email, password: "held out process round nineteen", organization_name: "Heldout P19" });
  if (!s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout-process-r19" }, { authorization: `Bearer ${s.json.access_token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.json.key;
}

// Reads the per-milestone answer of a ProcessResult (mode milestones): a milestone listed in matched_milestones is
// answered done, one listed in missed_milestones not done; one in neither (or both) has no answer.
function answers(json, milestones) {
  const met = Array.isArray(json?.matched_milestones) ? json.matched_milestones : [];
  const missed = Array.isArray(json?.missed_milestones) ? json.missed_milestones : [];
  return milestones.map((m) => {
    const inMet = met.includes(m.milestone);
    const inMissed = missed.includes(m.milestone);
    if (inMet && !inMissed) return "done";
    if (inMissed && !inMet) return "not_done";
    return null;
  });
}

const key = await apiKey();
const jobs = data.traces.map((t) => async () => {
  const milestones = t.milestones.map((m) => m.milestone);
  const r = await call("/v1/verify/process", { trace: t.trace, mode: "milestones", milestones }, { "x-api-key": key });
  const got = r.status === 200 ? answers(r.json, t.milestones) : t.milestones.map(() => null);
  return { trace: t, status: r.status, body: r.status === 200 ? r.json : r.text, got };
});

const results = [];
let next = 0;
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  while (next < jobs.length) { const j = next++; results[j] = await jobs[j](); }
}));

const rows = [];
const fivexx = [];
const byCat = {};
let mismatches = 0, falseDone = 0, missedDone = 0, noAnswer = 0, tp = 0, tn = 0;
for (const r of results) {
  if (r.status >= 500 || r.status === 0) fivexx.push({ trace: r.trace.id, status: r.status, body: String(r.body).slice(0, 300) });
  r.trace.milestones.forEach((m, i) => {
    const got = r.got[i];
    const ok = got === m.label;
    const c = (byCat[`${m.category} ${m.label}`] ??= { label: m.label, n: 0, answered_done: 0, answered_not_done: 0, no_answer: 0, wrong: 0, false_done: 0, missed_done: 0 });
    if (m.label === "not_done" && got === "done") c.false_done++;
    if (m.label === "done" && got !== "done") c.missed_done++;
    c.n++;
    if (got === "done") c.answered_done++; else if (got === "not_done") c.answered_not_done++; else c.no_answer++;
    if (!ok) { mismatches++; c.wrong++; }
    if (got === null) noAnswer++;
    if (m.label === "not_done" && got === "done") falseDone++;
    if (m.label === "done" && got !== "done") missedDone++;
    if (m.label === "done" && got === "done") tp++;
    if (m.label === "not_done" && got === "not_done") tn++;
    rows.push({ id: m.id, trace: r.trace.id, milestone: m.milestone, category: m.category, label: m.label, answer: got, http: r.status, ok });
  });
}
const total = rows.length;
const labelDone = rows.filter((x) => x.label === "done").length;
console.log(`held-out process round 19 against ${BASE}: ${results.length} traces, ${total} milestones (${labelDone} done, ${total - labelDone} not done)`);
console.log(`process ${mismatches} mismatches (no answer, error or 5xx counted as mismatch: ${noAnswer})`);
console.log(`false done (label not done, answered done): ${falseDone} of ${total - labelDone}`);
console.log(`missed done (label done, answered otherwise): ${missedDone} of ${labelDone}`);
console.log(`confusion: done->done ${tp}, done->not ${labelDone - tp - rows.filter((x) => x.label === "done" && x.answer === null).length}, not->done ${falseDone}, not->not ${tn}, no answer ${noAnswer}`);
console.log(`no answer (milestone in neither list, in both, or request failed): ${noAnswer}`);
console.log(`5xx: ${fivexx.length}`);
for (const f of fivexx) console.log(`  ${f.trace} HTTP ${f.status} ${f.body}`);
console.log("\nper family (category and label)");
console.log("family                   label     n  ans_done ans_not none mismatches false_done missed_done");
for (const [k, c] of Object.entries(byCat).sort()) {
  console.log(`${k.split(" ")[0].padEnd(24)} ${c.label.padEnd(8)} ${String(c.n).padStart(3)} ${String(c.answered_done).padStart(8)} ${String(c.answered_not_done).padStart(7)} ${String(c.no_answer).padStart(4)} ${String(c.wrong).padStart(10)} ${String(c.false_done).padStart(10)} ${String(c.missed_done).padStart(11)}`);
}
console.log("\nwrong answers:");
for (const x of rows.filter((x) => !x.ok)) console.log(`  ${x.id} [${x.category}] expected ${x.label}, got ${x.answer ?? "none"} (HTTP ${x.http}): ${x.milestone}`);
writeFileSync(OUT, JSON.stringify({ base: BASE, summary: { total, labelDone, mismatches, falseDone, missedDone, noAnswer, fivexx }, byCategory: byCat, rows, responses: results.map((r) => ({ trace: r.trace.id, status: r.status, body: r.body })) }, null, 2));
console.log(`\nper-case results: ${OUT}`);
