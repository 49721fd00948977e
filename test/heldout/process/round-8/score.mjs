// Scores the round-8 held-out process set (milestones mode) against a running Verdict service.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `process-round-8-${Date.now()}.json`);
const { traces } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, body, headers = {}) {
  for (let i = 0; i < 8; i++) {
    const res = await fetch(BASE + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    if (res.status === 429) { await sleep(1000 * (Number(res.headers.get("retry-after")) || 2)); continue; }
    const text = await res.text();
    let json; try { json = JSON.parse(text); } catch { json = undefined; }
    return { status: res.status, json, text };
  }
  return { status: 429, json: undefined, text: "rate limited" };
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-process-r8-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await call("/v1/auth/signup", { email, password: "held-out set round eight", organization_name: "heldout-process-r8" });
  if (!s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout" }, { authorization: `Bearer ${s.json.access_token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text}`);
  return k.json.key;
}

// Finds the per-milestone answers in the response: an array of objects naming the milestone with a met/done flag.
function perMilestone(json, milestones) {
  const answers = new Map();
  const visit = (v) => {
    if (Array.isArray(v)) {
      for (const x of v) {
        if (x && typeof x === "object") {
          const name = x.milestone ?? x.name ?? x.text ?? x.step;
          const flag = x.met ?? x.done ?? x.found ?? x.satisfied ?? x.present ?? x.completed;
          if (typeof name === "string" && typeof flag === "boolean") answers.set(name, flag);
        }
        visit(x);
      }
    } else if (v && typeof v === "object") for (const x of Object.values(v)) visit(x);
  };
  visit(json);
  // Lists of met / missing names, if that is the shape.
  for (const [key, flag] of [["matched_milestones", true], ["missed_milestones", false], ["milestones_met", true], ["met", true], ["found", true], ["milestones_missing", false], ["missing", false], ["not_met", false]]) {
    const arr = json?.[key];
    if (Array.isArray(arr)) for (const n of arr) if (typeof n === "string" && !answers.has(n)) answers.set(n, flag);
  }
  return milestones.map((m) => (answers.has(m.milestone) ? answers.get(m.milestone) : null));
}

const key = await apiKey();
const results = [], fiveXX = [];
for (const t of traces) {
  const body = { trace: t.trace, mode: "milestones", milestones: t.milestones.map((m) => m.milestone) };
  const r = await call("/v1/verify/process", body, { "x-api-key": key });
  if (r.status >= 500) fiveXX.push({ id: t.id, status: r.status, body: r.text.slice(0, 300) });
  const got = r.status === 200 && r.json ? perMilestone(r.json, t.milestones) : t.milestones.map(() => null);
  t.milestones.forEach((m, i) => results.push({ id: t.id, milestone: m.milestone, category: m.category, expected: m.done, got: got[i], http: r.status }));
  if (r.status !== 200) results[results.length - 1].error = r.text.slice(0, 300);
}

const mism = results.filter((x) => x.got !== x.expected);
const falseDone = results.filter((x) => x.expected === false && x.got === true);
const missed = results.filter((x) => x.expected === true && x.got !== true);
const noAnswer = results.filter((x) => x.got === null);
console.log(`traces ${traces.length}, milestones ${results.length} (${results.filter((x) => x.expected).length} done, ${results.filter((x) => !x.expected).length} not done)`);
console.log(`mismatches ${mism.length} (no answer ${noAnswer.length})`);
console.log(`false done (unsafe) ${falseDone.length} of ${results.filter((x) => !x.expected).length} not-done milestones`);
console.log(`missed done ${missed.length} of ${results.filter((x) => x.expected).length} done milestones`);
console.log(`5xx ${fiveXX.length}`);
for (const f of fiveXX) console.log(`  5xx ${f.id}: ${f.status} ${f.body}`);
const cats = {};
for (const x of results) {
  const c = (cats[x.category] ||= { label: x.expected ? "done" : "not done", n: 0, ok: 0, false_done: 0, missed: 0, none: 0 });
  c.n++; if (x.got === x.expected) c.ok++; else if (x.got === null) c.none++; else if (x.got) c.false_done++; else c.missed++;
}
console.log("\ncategory | label | n | correct | false done | missed done | no answer");
for (const [k, c] of Object.entries(cats).sort()) console.log(`${k} | ${c.label} | ${c.n} | ${c.ok} | ${c.false_done} | ${c.missed} | ${c.none}`);
console.log("\nmismatched cases:");
for (const x of mism) console.log(`  ${x.id} [${x.category}] "${x.milestone}": expected ${x.expected ? "done" : "not done"}, got ${x.got === null ? "no answer" : x.got ? "done" : "not done"}`);
writeFileSync(OUT, JSON.stringify({ base: BASE, results, five_xx: fiveXX }, null, 1));
console.log(`\nper-case results: ${OUT}`);
