#!/usr/bin/env node
// Scorer for the round-4 held-out fact set: sends every (context, claim) pair of cases.json to POST /v1/verify/fact
// and prints the issue-25 figures. Plain Node >= 20, no dependencies.
//   VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh organization is signed up),
//   --out <file> (per-case results; default a file in the OS temp dir), --concurrency <n> (default 2, at most 4).
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/+$/, "");
const OUT = opt("--out", join(tmpdir(), `verdict-heldout-fact-round4-${Date.now()}.json`));
const CONCURRENCY = Math.min(4, Math.max(1, Number(opt("--concurrency", "2")) || 2));
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      });
    } catch (err) {
      if (attempt < 2) {
        await sleep(2000);
        continue;
      }
      return { status: 0, json: null, text: String(err) };
    }
    const text = await res.text();
    // 429 is retried (Retry-After honoured); 503 only while the service says it is STARTING. Any other 5xx is a failure.
    if ((res.status === 429 || (res.status === 503 && text.includes('"STARTING"'))) && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep(Number.isFinite(ra) && ra > 0 ? ra * 1000 : 2000);
      continue;
    }
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-fact4-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await call("/v1/auth/signup", { email, password: "held-out set, round 4", organization_name: "Held-out fact 4" });
  if (!s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout-fact-round4" }, { authorization: `Bearer ${s.json.access_token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

const key = await apiKey();
const results = new Array(cases.length);
let next = 0;
async function worker() {
  while (next < cases.length) {
    const i = next++;
    const c = cases[i];
    const t0 = Date.now();
    const r = await call("/v1/verify/fact", { claim: c.claim, context: c.context }, { "x-api-key": key });
    const verdict = r.status === 200 && r.json?.verdict ? r.json.verdict : `HTTP ${r.status}`;
    results[i] = {
      id: c.id,
      register: c.register,
      subtype: c.subtype,
      label: c.label,
      verdict,
      status: r.status,
      confidence: r.json?.confidence,
      contradiction: r.json?.contradiction,
      reasoning: r.json?.reasoning,
      evidence: r.json?.evidence,
      error: r.status === 200 ? undefined : r.text.slice(0, 500),
      ms: Date.now() - t0,
      claim: c.claim,
      context: c.context,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

const LABELS = ["SUPPORTED", "REFUTED", "NOT ENOUGH INFO"];
const ANSWERS = ["SUPPORTED", "REFUTED", "INCONCLUSIVE", "other"];
const ans = (r) => (["SUPPORTED", "REFUTED", "INCONCLUSIVE"].includes(r.verdict) ? r.verdict : "other");
const by = (l) => results.filter((r) => r.label === l);
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");

const notSupported = results.filter((r) => r.label !== "SUPPORTED");
const falseSupported = notSupported.filter((r) => r.verdict === "SUPPORTED");
const refutedCases = by("REFUTED");
const refutedHit = refutedCases.filter((r) => r.verdict === "REFUTED");
const notRefuted = results.filter((r) => r.label !== "REFUTED");
const falseRefuted = notRefuted.filter((r) => r.verdict === "REFUTED");
const supportedCases = by("SUPPORTED");
const supportedHit = supportedCases.filter((r) => r.verdict === "SUPPORTED");
const neiCases = by("NOT ENOUGH INFO");
const neiHit = neiCases.filter((r) => r.verdict === "INCONCLUSIVE");
const fivexx = results.filter((r) => r.status >= 500 || r.status === 0);
const non200 = results.filter((r) => r.status !== 200);

console.log(`Held-out fact set, round 4: ${results.length} cases against ${BASE}`);
console.log(`false SUPPORTED (REFUTED or NEI answered SUPPORTED): ${falseSupported.length} of ${notSupported.length} (${pct(falseSupported.length, notSupported.length)}); must be 0`);
console.log(`REFUTED recall: ${refutedHit.length} of ${refutedCases.length} (${pct(refutedHit.length, refutedCases.length)}); target >= 60 %`);
console.log(`false REFUTED (SUPPORTED or NEI answered REFUTED): ${falseRefuted.length} of ${notRefuted.length} (${pct(falseRefuted.length, notRefuted.length)})`);
console.log(`SUPPORTED recall: ${supportedHit.length} of ${supportedCases.length} (${pct(supportedHit.length, supportedCases.length)})`);
console.log(`NEI answered INCONCLUSIVE: ${neiHit.length} of ${neiCases.length} (${pct(neiHit.length, neiCases.length)})`);
console.log(`5xx or no answer: ${fivexx.length}; other non-200: ${non200.length - fivexx.length}`);
console.log("\nconfusion (rows: label, columns: answer)");
const w = 18;
console.log("".padEnd(w) + ANSWERS.map((a) => a.padStart(14)).join(""));
for (const l of LABELS) console.log(l.padEnd(w) + ANSWERS.map((a) => String(by(l).filter((r) => ans(r) === a).length).padStart(14)).join(""));
const list = (title, rows) => {
  if (!rows.length) return;
  console.log(`\n${title}`);
  for (const r of rows) console.log(`  ${r.id} [${r.subtype}] label ${r.label}, answer ${r.verdict}: ${r.claim}`);
};
list("false SUPPORTED:", falseSupported);
list("false REFUTED:", falseRefuted);
list("5xx / no answer:", fivexx);
list("other non-200:", non200.filter((r) => !fivexx.includes(r)));

const summary = {
  base: BASE,
  date: new Date().toISOString(),
  cases: results.length,
  false_supported: falseSupported.length,
  not_supported_cases: notSupported.length,
  refuted_recall: [refutedHit.length, refutedCases.length],
  false_refuted: falseRefuted.length,
  not_refuted_cases: notRefuted.length,
  supported_recall: [supportedHit.length, supportedCases.length],
  nei_inconclusive: [neiHit.length, neiCases.length],
  fivexx: fivexx.map((r) => r.id),
  confusion: Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(ANSWERS.map((a) => [a, by(l).filter((r) => ans(r) === a).length]))])),
};
writeFileSync(OUT, JSON.stringify({ summary, results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
