#!/usr/bin/env node
// Scorer for the process (milestones) held-out set, round 6. Node >= 20, no dependencies.
// VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up),
// --out <file> for per-milestone results (default: a file in the OS temp dir).
// Each milestone is sent alone with its trace: POST /v1/verify/process {trace, mode: "milestones", milestones: [m]}.
// The answer is "done" when the milestone is in matched_milestones, "not_done" when in missed_milestones,
// otherwise no answer (counted as a mismatch). Sequential requests; 429 retried honouring Retry-After.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `process-heldout-r6-${Date.now()}.json`);
const set = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
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
    if (res.status === 429 && attempt < 10) {
      const ra = Number(res.headers.get("retry-after") || "1");
      await sleep((Number.isFinite(ra) ? ra : 1) * 1000 + 100);
      continue;
    }
    const text = await res.text();
    let json = null;
    try { json = JSON.parse(text); } catch {}
    return { status: res.status, json, text };
  }
}

async function getKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-process-r6-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const s = await call("/v1/auth/signup", { email, password: "correct horse battery staple 6", organization_name: "Heldout process r6" });
  if (!s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout-process-r6" }, { authorization: `Bearer ${s.json.access_token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.json.key;
}

const key = await getKey();
const results = [];
const fivexx = [];
for (const t of set.traces) {
  for (const m of t.milestones) {
    const r = await call("/v1/verify/process", { trace: t.trace, mode: "milestones", milestones: [m.milestone] }, { "x-api-key": key });
    let answer = null;
    if (r.status === 200 && r.json) {
      if ((r.json.matched_milestones || []).includes(m.milestone)) answer = "done";
      else if ((r.json.missed_milestones || []).includes(m.milestone)) answer = "not_done";
    }
    if (r.status >= 500 || r.status === 0) fivexx.push({ id: t.id, milestone: m.milestone, status: r.status, body: r.text.slice(0, 300) });
    results.push({ id: t.id, kind: t.kind, milestone: m.milestone, category: m.category, label: m.label, answer, status: r.status,
      verified: r.json?.verified ?? null, ok: answer === m.label, error: r.status === 200 ? undefined : r.text.slice(0, 300) });
  }
}

const n = results.length;
const mism = results.filter((r) => !r.ok);
const falseDone = results.filter((r) => r.label === "not_done" && r.answer === "done");
const missedDone = results.filter((r) => r.label === "done" && r.answer === "not_done");
const noAnswer = results.filter((r) => r.answer === null);
const tp = results.filter((r) => r.label === "done" && r.answer === "done").length;
const tn = results.filter((r) => r.label === "not_done" && r.answer === "not_done").length;
const pos = results.filter((r) => r.label === "done").length;
const neg = n - pos;
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) + " %" : "n/a");

console.log(`process milestones held-out round 6 against ${BASE}`);
console.log(`traces ${set.traces.length}, milestones ${n} (labelled done ${pos}, not done ${neg})`);
console.log(`mismatches (answer differs from label, incl. no answer): ${mism.length}`);
console.log(`false done (labelled not done, answered done): ${falseDone.length} of ${neg}`);
console.log(`missed done (labelled done, answered not done): ${missedDone.length} of ${pos}`);
console.log(`no answer: ${noAnswer.length}`);
console.log(`precision of "done": ${pct(tp, tp + falseDone.length)}; recall of done: ${pct(tp, pos)}; not-done correctly refused: ${pct(tn, neg)}`);
console.log(`5xx / transport failures: ${fivexx.length}`);
for (const f of fivexx) console.log(`  5xx ${f.status} ${f.id} "${f.milestone}": ${f.body}`);

console.log("\nconfusion table (rows: label; columns: answer)");
console.log("              answer done  answer not_done  no answer");
for (const lab of ["done", "not_done"]) {
  const rows = results.filter((r) => r.label === lab);
  const c = (a) => rows.filter((r) => r.answer === a).length;
  console.log(`label ${lab.padEnd(8)}  ${String(c("done")).padStart(11)}  ${String(c("not_done")).padStart(15)}  ${String(c(null)).padStart(9)}`);
}
console.log("\nby category: n / correct / false done / missed done / no answer");
const cats = [...new Set(results.map((r) => r.category))].sort();
for (const c of cats) {
  const rs = results.filter((r) => r.category === c);
  console.log(`  ${c.padEnd(24)} ${String(rs.length).padStart(3)} ${String(rs.filter((r) => r.ok).length).padStart(4)} ${String(rs.filter((r) => r.label === "not_done" && r.answer === "done").length).padStart(4)} ${String(rs.filter((r) => r.label === "done" && r.answer === "not_done").length).padStart(4)} ${String(rs.filter((r) => r.answer === null).length).padStart(4)}`);
}
if (mism.length) {
  console.log("\nmismatches:");
  for (const r of mism) console.log(`  ${r.id} [${r.category}] "${r.milestone}": label ${r.label}, answer ${r.answer ?? "none"} (HTTP ${r.status})`);
}
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), summary: { n, pos, neg, mismatches: mism.length, false_done: falseDone.length, missed_done: missedDone.length, no_answer: noAnswer.length, fivexx: fivexx.length }, fivexx, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
