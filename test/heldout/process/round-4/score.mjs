#!/usr/bin/env node
// Scorer for the process (milestones) held-out set, round 4. Plain Node >= 20, no dependencies.
//   VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (optional: else a fresh organization is signed up)
//   node score.mjs [--out results.json]
// Sends each trace with its milestones to POST /v1/verify/process (mode "milestones"), one request at a time.
// A milestone listed in matched_milestones is answered "done", in missed_milestones "not_done", in neither "none".
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const outIdx = args.indexOf("--out");
const OUT = outIdx >= 0 ? args[outIdx + 1] : join(tmpdir(), `verdict-heldout-process-r4-${Date.now()}.json`);
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    let res;
    try {
      res = await fetch(BASE + path, init);
    } catch (e) {
      if (i < tries) { await sleep(1000 * (i + 1)); continue; }
      return { status: 0, body: null, text: String(e) };
    }
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 2) * 1000);
      continue;
    }
    const text = await res.text();
    let body = null;
    try { body = JSON.parse(text); } catch {}
    return { status: res.status, body, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-process-r4-${randomUUID()}@example.com`;
  const su = await call("/v1/auth/signup", {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: `pw-${randomUUID()}`, organization_name: "Held-out process r4" }),
  });
  const token = su.body?.access_token;
  if (!token) throw new Error(`signup failed: ${su.status} ${su.text}`);
  const k = await call("/v1/auth/api-keys", {
    method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "heldout-process-r4" }),
  });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.body.key;
}

const norm = (s) => String(s).trim().toLowerCase().replace(/\s+/g, " ");

const key = await apiKey();
const results = [];
const fivexx = [];
for (const c of cases) {
  const milestones = c.milestones.map((m) => m.milestone);
  const r = await call("/v1/verify/process", {
    method: "POST", headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify({ trace: c.trace, mode: "milestones", milestones }),
  });
  if (r.status >= 500) fivexx.push({ id: c.id, status: r.status, body: r.text.slice(0, 300) });
  const matched = new Set((r.status === 200 && Array.isArray(r.body?.matched_milestones) ? r.body.matched_milestones : []).map(norm));
  const missed = new Set((r.status === 200 && Array.isArray(r.body?.missed_milestones) ? r.body.missed_milestones : []).map(norm));
  for (const m of c.milestones) {
    const n = norm(m.milestone);
    const answer = matched.has(n) && !missed.has(n) ? "done" : missed.has(n) && !matched.has(n) ? "not_done" : "none";
    results.push({ id: m.id, trace: c.id, milestone: m.milestone, category: m.category, label: m.label, answer,
      status: r.status, ...(r.status !== 200 ? { error: r.text.slice(0, 300) } : {}) });
  }
}

const total = results.length;
const mismatches = results.filter((x) => x.answer !== x.label);
const falseDone = results.filter((x) => x.label === "not_done" && x.answer === "done");
const missedDone = results.filter((x) => x.label === "done" && x.answer === "not_done");
const noAnswer = results.filter((x) => x.answer === "none");
const labDone = results.filter((x) => x.label === "done").length;
const labNot = total - labDone;
const tp = results.filter((x) => x.label === "done" && x.answer === "done").length;
const tn = results.filter((x) => x.label === "not_done" && x.answer === "not_done").length;

console.log(`Verdict held-out process (milestones) round 4 against ${BASE}`);
console.log(`traces ${cases.length}, milestones ${total} (labelled done ${labDone}, not done ${labNot})`);
console.log(`mismatches (answer differs from label, no answer included): ${mismatches.length}`);
console.log(`false done (label not done, answered done; the unsafe error): ${falseDone.length} of ${labNot}`);
console.log(`missed done (label done, answered not done): ${missedDone.length} of ${labDone}`);
console.log(`no answer: ${noAnswer.length}`);
console.log(`correct: done ${tp}/${labDone}, not done ${tn}/${labNot}`);
console.log(`5xx: ${fivexx.length}${fivexx.length ? " " + JSON.stringify(fivexx) : ""}`);
console.log("\nconfusion by category (answer done / not_done / none)");
const cats = [...new Set(results.map((x) => x.category))].sort();
console.log(`${"category".padEnd(18)} ${"label".padEnd(9)} ${"n".padStart(3)} ${"done".padStart(5)} ${"not".padStart(5)} ${"none".padStart(5)}`);
for (const cat of cats) {
  const xs = results.filter((x) => x.category === cat);
  const cnt = (a) => xs.filter((x) => x.answer === a).length;
  console.log(`${cat.padEnd(18)} ${xs[0].label.padEnd(9)} ${String(xs.length).padStart(3)} ${String(cnt("done")).padStart(5)} ${String(cnt("not_done")).padStart(5)} ${String(cnt("none")).padStart(5)}`);
}
if (mismatches.length) {
  console.log("\nmismatches");
  for (const x of mismatches) console.log(`  ${x.id} [${x.category}] label ${x.label}, answer ${x.answer}${x.status !== 200 ? ` (HTTP ${x.status})` : ""}: ${x.milestone}`);
}
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), total, mismatches: mismatches.length,
  false_done: falseDone.length, missed_done: missedDone.length, no_answer: noAnswer.length, fivexx, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
