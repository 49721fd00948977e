#!/usr/bin/env node
// Scorer for the round-5 process (milestones) held-out set.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
// Sends each trace with its milestones to POST /v1/verify/process (mode "milestones"), one request at a time,
// and reads each milestone's answer from matched_milestones (done) / missed_milestones (not done).
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-process-round-5-${Date.now()}.json`);
const doc = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    const res = await fetch(BASE + path, init);
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    const text = await res.text();
    let body = null;
    try { body = JSON.parse(text); } catch { body = text; }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-process-r5-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const json = { "content-type": "application/json" };
  const s = await request("/v1/auth/signup", { method: "POST", headers: json,
    body: JSON.stringify({ email, password, organization_name: "Heldout process round 5" }) });
  if (s.status >= 300 || !s.body?.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await request("/v1/auth/api-keys", { method: "POST",
    headers: { ...json, authorization: `Bearer ${s.body.access_token}` }, body: JSON.stringify({ name: "heldout" }) });
  if (k.status >= 300 || !k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

const norm = (s) => String(s).trim().toLowerCase().replace(/\s+/g, " ");

const key = await apiKey();
const results = [];
const errors5xx = [];
const traceResults = [];
for (const t of doc.traces) {
  const milestones = t.milestones.map((m) => m.text);
  const r = await request("/v1/verify/process", {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify({ trace: t.trace, mode: "milestones", milestones }),
  });
  if (r.status >= 500) errors5xx.push({ trace: t.id, status: r.status, body: r.body });
  const ok = r.status === 200 && r.body && typeof r.body === "object";
  const matched = new Set(ok && Array.isArray(r.body.matched_milestones) ? r.body.matched_milestones.map(norm) : []);
  const missed = new Set(ok && Array.isArray(r.body.missed_milestones) ? r.body.missed_milestones.map(norm) : []);
  traceResults.push({ trace: t.id, status: r.status, verified: ok ? r.body.verified : null,
    all_done: t.milestones.every((m) => m.label === "done"), body: ok ? undefined : r.body });
  for (const m of t.milestones) {
    const n = norm(m.text);
    let answer = "no_answer";
    if (matched.has(n) && !missed.has(n)) answer = "done";
    else if (missed.has(n) && !matched.has(n)) answer = "not_done";
    results.push({ id: m.id, trace: t.id, milestone: m.text, category: m.category, label: m.label, answer,
      status: r.status, correct: answer === m.label });
  }
}

const count = (f) => results.filter(f).length;
const total = results.length;
const mismatches = count((r) => !r.correct);
const falseDone = results.filter((r) => r.label === "not_done" && r.answer === "done");
const missedDone = results.filter((r) => r.label === "done" && r.answer === "not_done");
const noAnswer = results.filter((r) => r.answer === "no_answer");
const tp = count((r) => r.label === "done" && r.answer === "done");
const labelDone = count((r) => r.label === "done");
const answeredDone = count((r) => r.answer === "done");
const falseVerified = traceResults.filter((t) => t.verified === true && !t.all_done);

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
console.log(`Process milestones, held-out round 5: ${doc.traces.length} traces, ${total} milestones ` +
  `(${labelDone} done, ${total - labelDone} not done) against ${BASE}`);
console.log(`mismatches (answer differs from label, no answer included): ${mismatches} of ${total}`);
console.log(`false done (labelled not done, answered done): ${falseDone.length} of ${total - labelDone}`);
console.log(`missed done (labelled done, answered not done): ${missedDone.length} of ${labelDone}`);
console.log(`no answer (milestone in neither list, or request failed): ${noAnswer.length}`);
console.log(`done recall: ${pct(tp, labelDone)}; done precision: ${pct(tp, answeredDone)}`);
console.log(`traces answered verified=true with a not-done milestone: ${falseVerified.length} of ` +
  `${traceResults.filter((t) => !t.all_done).length}`);
console.log(`5xx answers: ${errors5xx.length}`);
for (const e of errors5xx) console.log(`  ${e.trace}: ${e.status} ${JSON.stringify(e.body).slice(0, 300)}`);
for (const t of traceResults.filter((t) => t.status !== 200)) console.log(`  non-200: ${t.trace} ${t.status} ${JSON.stringify(t.body).slice(0, 300)}`);

console.log("\nconfusion (label x answer):");
console.log("label      | done | not_done | no_answer");
for (const l of ["done", "not_done"]) {
  const c = (a) => String(count((r) => r.label === l && r.answer === a)).padStart(4);
  console.log(`${l.padEnd(10)} | ${c("done")} | ${c("not_done").padStart(8)} | ${c("no_answer").padStart(9)}`);
}

console.log("\nby category:");
console.log("category        | label    |   n | ans done | ans not_done | no answer | mismatches");
const cats = [...new Set(results.map((r) => r.category))].sort((a, b) => {
  const la = results.find((r) => r.category === a).label, lb = results.find((r) => r.category === b).label;
  return la === lb ? a.localeCompare(b) : la === "done" ? -1 : 1;
});
for (const c of cats) {
  const rs = results.filter((r) => r.category === c);
  const k = (f) => String(rs.filter(f).length);
  console.log(`${c.padEnd(15)} | ${rs[0].label.padEnd(8)} | ${String(rs.length).padStart(3)} | ${k((r) => r.answer === "done").padStart(8)} | ` +
    `${k((r) => r.answer === "not_done").padStart(12)} | ${k((r) => r.answer === "no_answer").padStart(9)} | ${k((r) => !r.correct).padStart(10)}`);
}

console.log("\nfalse done:");
for (const r of falseDone) console.log(`  ${r.id} [${r.category}] ${r.milestone}`);
console.log("missed done:");
for (const r of missedDone) console.log(`  ${r.id} [${r.category}] ${r.milestone}`);
if (noAnswer.length) { console.log("no answer:"); for (const r of noAnswer) console.log(`  ${r.id} [${r.category}] ${r.milestone} (HTTP ${r.status})`); }

writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), total, mismatches,
  false_done: falseDone.length, missed_done: missedDone.length, no_answer: noAnswer.length,
  false_verified_traces: falseVerified.map((t) => t.trace), errors_5xx: errors5xx, traces: traceResults, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = mismatches === 0 && errors5xx.length === 0 ? 0 : 1;
