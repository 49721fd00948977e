#!/usr/bin/env node
// Scorer for the round-9 process (milestones) held-out set. Plain Node >= 20, no dependencies.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
// Each milestone is sent on its own with its trace to POST /v1/verify/process (mode "milestones"), so that one
// milestone's answer does not depend on the others; the answer is "done" when the milestone is in
// matched_milestones, "not_done" when it is in missed_milestones, otherwise no answer.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const argOut = process.argv.indexOf("--out");
const OUT = argOut > 0 ? process.argv[argOut + 1] : join(tmpdir(), `verdict-process-round9-${Date.now()}.json`);
const CONCURRENCY = 2;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function post(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(BASE + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    if (res.status === 429 && attempt < 10) {
      const ra = Number(res.headers.get("retry-after") ?? "1");
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
  const email = `heldout-process9-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await post("/v1/auth/signup", { email, password: "held out set round nine", organization_name: "Heldout" });
  if (s.status >= 300 || !s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text}`);
  const k = await post("/v1/auth/api-keys", { name: "heldout-process9" }, { authorization: `Bearer ${s.json.access_token}` });
  if (k.status >= 300 || !k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.json.key;
}

const data = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const jobs = [];
for (const t of data.traces) for (const m of t.milestones) jobs.push({ trace: t, m });

const key = await apiKey();
const results = new Array(jobs.length);
let next = 0;
async function worker() {
  while (next < jobs.length) {
    const i = next++;
    const { trace, m } = jobs[i];
    let r;
    try {
      r = await post("/v1/verify/process", { trace: trace.trace, mode: "milestones", milestones: [m.milestone] }, { "x-api-key": key });
    } catch (e) {
      r = { status: 0, json: null, text: String(e) };
    }
    let answer = null;
    if (r.status === 200 && r.json) {
      if ((r.json.matched_milestones ?? []).includes(m.milestone)) answer = "done";
      else if ((r.json.missed_milestones ?? []).includes(m.milestone)) answer = "not_done";
    }
    results[i] = {
      id: m.id, trace: trace.id, kind: trace.kind, milestone: m.milestone, category: m.category, label: m.label,
      answer, status: r.status, ok: answer === m.label,
      error: r.status === 200 ? undefined : (r.json?.code ?? r.text.slice(0, 200)),
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const n = results.length;
const mismatches = results.filter((r) => !r.ok);
const falseDone = results.filter((r) => r.label === "not_done" && r.answer === "done");
const missedDone = results.filter((r) => r.label === "done" && r.answer === "not_done");
const noAnswer = results.filter((r) => r.answer === null);
const fivexx = results.filter((r) => r.status >= 500);
const labelledDone = results.filter((r) => r.label === "done").length;
const answeredDone = results.filter((r) => r.answer === "done").length;
const trueDone = results.filter((r) => r.label === "done" && r.answer === "done").length;

console.log(`service ${BASE}`);
console.log(`milestones ${n} in ${data.traces.length} traces (labelled done ${labelledDone}, not done ${n - labelledDone})`);
console.log(`mismatches (answer differs from label, incl. no answer): ${mismatches.length}`);
console.log(`false done (not done answered done): ${falseDone.length}`);
console.log(`missed done (done answered not done): ${missedDone.length}`);
console.log(`no answer: ${noAnswer.length}`);
console.log(`done precision: ${answeredDone ? ((100 * trueDone) / answeredDone).toFixed(1) : "n/a"} %, done recall: ${((100 * trueDone) / labelledDone).toFixed(1)} %`);
console.log(`5xx: ${fivexx.length}`);

const cats = [...new Set(results.map((r) => r.category))].sort();
console.log("\nconfusion by category (label: answered done / answered not done / no answer)");
console.log(`${"category".padEnd(15)} ${"label".padEnd(9)} ${"done".padStart(5)} ${"not".padStart(5)} ${"none".padStart(5)}`);
for (const c of cats) {
  const rs = results.filter((r) => r.category === c);
  const lab = rs[0].label;
  const d = rs.filter((r) => r.answer === "done").length;
  const nd = rs.filter((r) => r.answer === "not_done").length;
  const na = rs.filter((r) => r.answer === null).length;
  console.log(`${c.padEnd(15)} ${lab.padEnd(9)} ${String(d).padStart(5)} ${String(nd).padStart(5)} ${String(na).padStart(5)}`);
}
if (mismatches.length) {
  console.log("\nmismatches:");
  for (const r of mismatches) console.log(`  ${r.id} [${r.category}] label ${r.label}, answer ${r.answer ?? `none (HTTP ${r.status} ${r.error ?? ""})`}: ${r.milestone}`);
}
if (fivexx.length) {
  console.log("\n5xx:");
  for (const r of fivexx) console.log(`  ${r.id} HTTP ${r.status} ${r.error ?? ""}`);
}
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = mismatches.length || fivexx.length ? 1 : 0;
