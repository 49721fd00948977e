#!/usr/bin/env node
// Scores POST /v1/verify/process (mode milestones) on the round-3 held-out set.
// Plain Node >= 20, no dependencies. Usage:
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json] [--concurrency 2]
// Each milestone is sent in its own request (the trace plus that one milestone), so the answer for a milestone never
// depends on the order or presence of the others. The answer is "done" when the milestone is in matched_milestones,
// "not_done" when it is in missed_milestones, and "none" otherwise (an error status or a milestone in neither list).
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/+$/, "");
const args = process.argv.slice(2);
const argValue = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const OUT = argValue("--out", join(tmpdir(), `verdict-heldout-process-round-3-${Date.now()}.json`));
const CONCURRENCY = Math.max(1, Math.min(4, Number(argValue("--concurrency", "2")) || 2));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, attempt = 0) {
  let res;
  try {
    res = await fetch(`${BASE}${path}`, init);
  } catch (err) {
    if (attempt < 3) {
      await sleep(1000 * (attempt + 1));
      return request(path, init, attempt + 1);
    }
    return { status: 0, body: null, text: String(err) };
  }
  if ((res.status === 429 || res.status === 503) && attempt < 8) {
    const ra = Number(res.headers.get("retry-after"));
    await res.text();
    await sleep(Number.isFinite(ra) && ra > 0 ? ra * 1000 : 1000 * (attempt + 1));
    return request(path, init, attempt + 1);
  }
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, text };
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-process-r3-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  const json = { "content-type": "application/json" };
  const signup = await request("/v1/auth/signup", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password, organization_name: "heldout process round 3" }),
  });
  const token = signup.body?.access_token;
  if (!token) throw new Error(`signup failed: ${signup.status} ${signup.text.slice(0, 300)}`);
  const key = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "heldout-process-round-3" }),
  });
  if (!key.body?.key) throw new Error(`api key failed: ${key.status} ${key.text.slice(0, 300)}`);
  return key.body.key;
}

const data = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const items = [];
for (const t of data.traces) for (const m of t.milestones) items.push({ trace: t, m });

const key = await apiKey();
const results = new Array(items.length);
let next = 0;
async function worker() {
  while (next < items.length) {
    const i = next++;
    const { trace, m } = items[i];
    const res = await request("/v1/verify/process", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify({ trace: trace.trace, mode: "milestones", milestones: [m.milestone] }),
    });
    let answer = "none";
    if (res.status === 200 && res.body) {
      const matched = res.body.matched_milestones || [];
      const missed = res.body.missed_milestones || [];
      if (matched.includes(m.milestone) && !missed.includes(m.milestone)) answer = "done";
      else if (missed.includes(m.milestone) && !matched.includes(m.milestone)) answer = "not_done";
    }
    results[i] = {
      id: m.id,
      trace_id: trace.id,
      milestone: m.milestone,
      category: m.category,
      label: m.label,
      answer,
      status: res.status,
      verified: res.body?.verified ?? null,
      mismatch: answer !== m.label,
      body: res.status === 200 ? res.body : res.text.slice(0, 500),
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const n = results.length;
const mismatches = results.filter((r) => r.mismatch);
const falseDone = results.filter((r) => r.label === "not_done" && r.answer === "done");
const missedDone = results.filter((r) => r.label === "done" && r.answer !== "done");
const noAnswer = results.filter((r) => r.answer === "none");
const fivexx = results.filter((r) => r.status >= 500);
const labelledDone = results.filter((r) => r.label === "done").length;
const answeredDone = results.filter((r) => r.answer === "done").length;
const trueDone = results.filter((r) => r.label === "done" && r.answer === "done").length;
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");

console.log(`process milestones, held-out round 3: ${data.traces.length} traces, ${n} milestones (${labelledDone} done, ${n - labelledDone} not done)`);
console.log(`service: ${BASE}`);
console.log(`mismatches (answer differs from label, no answer included): ${mismatches.length} of ${n}`);
console.log(`false done (label not done, answered done; the unsafe error): ${falseDone.length} of ${n - labelledDone}`);
console.log(`missed done (label done, answered not done or no answer): ${missedDone.length} of ${labelledDone}`);
console.log(`no answer: ${noAnswer.length}`);
console.log(`5xx: ${fivexx.length}`);
console.log(`precision of "done": ${pct(trueDone, answeredDone)} (${trueDone}/${answeredDone}); recall of "done": ${pct(trueDone, labelledDone)} (${trueDone}/${labelledDone})`);

const cats = [...new Set(results.map((r) => r.category))].sort();
const rows = cats.map((c) => {
  const rs = results.filter((r) => r.category === c);
  return {
    category: c,
    label: rs[0].label,
    n: rs.length,
    done: rs.filter((r) => r.answer === "done").length,
    not_done: rs.filter((r) => r.answer === "not_done").length,
    none: rs.filter((r) => r.answer === "none").length,
    wrong: rs.filter((r) => r.mismatch).length,
  };
});
console.log("\nconfusion by category (rows: category and its label; columns: the service's answers)");
console.log("| category | label | n | answered done | answered not done | no answer | mismatches |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.category} | ${r.label} | ${r.n} | ${r.done} | ${r.not_done} | ${r.none} | ${r.wrong} |`);
const tot = (label, answer) => results.filter((r) => r.label === label && r.answer === answer).length;
console.log("\n| label \\ answer | done | not done | no answer |");
console.log("|---|---|---|---|");
for (const l of ["done", "not_done"]) console.log(`| ${l} | ${tot(l, "done")} | ${tot(l, "not_done")} | ${tot(l, "none")} |`);

if (mismatches.length) {
  console.log("\nmismatches:");
  for (const r of mismatches) console.log(`  ${r.id} [${r.category}] label ${r.label}, answer ${r.answer} (HTTP ${r.status}): ${r.milestone}`);
}
if (fivexx.length) {
  console.log("\n5xx:");
  for (const r of fivexx) console.log(`  ${r.id} HTTP ${r.status}: ${String(r.body).slice(0, 200)}`);
}
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      service: BASE,
      date: new Date().toISOString(),
      counts: {
        milestones: n,
        mismatches: mismatches.length,
        false_done: falseDone.length,
        missed_done: missedDone.length,
        no_answer: noAnswer.length,
        http_5xx: fivexx.length,
      },
      by_category: rows,
      results,
    },
    null,
    1,
  )}\n`,
);
console.log(`\nper-case results: ${OUT}`);
