#!/usr/bin/env node
// Scorer for the fact held-out set, round 7. Plain Node >= 20, no dependencies.
//   VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (optional: else a fresh organization is signed up)
//   node score.mjs [--out results.json] [--concurrency 2]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const OUT = opt("--out", join(tmpdir(), `verdict-fact-heldout-round7-${Date.now()}.json`));
const CONCURRENCY = Math.min(4, Math.max(1, Number(opt("--concurrency", "2"))));
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function post(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    } catch (e) {
      if (attempt < 3) { await sleep(1000 * (attempt + 1)); continue; }
      return { status: 0, json: null, text: String(e) };
    }
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
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
  const email = `heldout-fact7-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await post("/v1/auth/signup", { email, password: "held out round seven pass", organization_name: "Heldout fact 7" });
  const token = s.json?.access_token;
  if (!token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await post("/v1/auth/api-keys", { name: "heldout-fact-7" }, { authorization: `Bearer ${token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

const LABELS = ["SUPPORTED", "REFUTED", "NOT ENOUGH INFO"];
const ANSWERS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "ERROR"];

async function main() {
  const key = await apiKey();
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const r = await post("/v1/verify/fact", { claim: c.claim, context: c.context }, { "x-api-key": key });
      const verdict = r.status === 200 && r.json && typeof r.json.verdict === "string" ? r.json.verdict : null;
      results[i] = {
        id: c.id, category: c.category, label: c.label, claim: c.claim, status: r.status,
        answer: verdict && ANSWERS.includes(verdict) ? verdict : "ERROR",
        confidence: r.json?.confidence, contradiction: r.json?.contradiction, evidence: r.json?.evidence,
        reasoning: r.json?.reasoning, error: verdict ? undefined : r.text.slice(0, 500),
      };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const table = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(ANSWERS.map((a) => [a, 0]))]));
  for (const r of results) table[r.label][r.answer]++;
  const n = (l) => results.filter((r) => r.label === l).length;
  const falseSupported = results.filter((r) => r.label !== "SUPPORTED" && r.answer === "SUPPORTED");
  const falseRefuted = results.filter((r) => r.label !== "REFUTED" && r.answer === "REFUTED");
  const fivexx = results.filter((r) => r.status >= 500 || r.status === 0);
  const otherErr = results.filter((r) => r.answer === "ERROR" && !(r.status >= 500 || r.status === 0));
  const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "n/a") + " %";
  const refRec = table.REFUTED.REFUTED, supRec = table.SUPPORTED.SUPPORTED;
  const correct = refRec + supRec + table["NOT ENOUGH INFO"].INCONCLUSIVE;

  console.log(`fact held-out round 7: ${results.length} cases against ${BASE}`);
  console.log(`false SUPPORTED (NEI or REFUTED label answered SUPPORTED; must be 0): ${falseSupported.length} of ${n("REFUTED") + n("NOT ENOUGH INFO")}`);
  console.log(`REFUTED recall (target >= 60 %): ${refRec} of ${n("REFUTED")} = ${pct(refRec, n("REFUTED"))}`);
  console.log(`false REFUTED (SUPPORTED or NEI label answered REFUTED): ${falseRefuted.length} of ${n("SUPPORTED") + n("NOT ENOUGH INFO")}`);
  console.log(`SUPPORTED recall: ${supRec} of ${n("SUPPORTED")} = ${pct(supRec, n("SUPPORTED"))}`);
  console.log(`NEI answered INCONCLUSIVE: ${table["NOT ENOUGH INFO"].INCONCLUSIVE} of ${n("NOT ENOUGH INFO")}`);
  console.log(`exact agreement: ${correct} of ${results.length} = ${pct(correct, results.length)}`);
  console.log(`5xx / network failures: ${fivexx.length}; other non-200 answers: ${otherErr.length}`);
  console.log("\nconfusion (rows: label, columns: answer)");
  console.log(["label \\ answer".padEnd(18), ...ANSWERS.map((a) => a.padStart(13))].join(""));
  for (const l of LABELS) console.log([l.padEnd(18), ...ANSWERS.map((a) => String(table[l][a]).padStart(13))].join(""));
  const list = (title, rs) => {
    if (!rs.length) return;
    console.log(`\n${title}:`);
    for (const r of rs) console.log(`  ${r.id} [${r.label} -> ${r.answer}${r.status !== 200 ? ` HTTP ${r.status}` : ""}] ${r.claim}`);
  };
  list("false SUPPORTED", falseSupported);
  list("false REFUTED", falseRefuted);
  list("5xx / network failures", fivexx);
  list("other errors", otherErr);
  const summary = {
    base: BASE, date: new Date().toISOString(), cases: results.length,
    false_supported: falseSupported.length, refuted_recall: [refRec, n("REFUTED")], false_refuted: falseRefuted.length,
    supported_recall: [supRec, n("SUPPORTED")], nei_inconclusive: [table["NOT ENOUGH INFO"].INCONCLUSIVE, n("NOT ENOUGH INFO")],
    fivexx: fivexx.length, confusion: table,
  };
  writeFileSync(OUT, JSON.stringify({ summary, results }, null, 2));
  console.log(`\nper-case results: ${OUT}`);
  if (falseSupported.length || fivexx.length) process.exitCode = 1;
}

main().catch((e) => { console.error(e); process.exit(2); });
