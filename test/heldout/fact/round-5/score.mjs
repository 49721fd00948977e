#!/usr/bin/env node
// Scores POST /v1/verify/fact on the held-out fact set, round 5 (cases.json).
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json] [--concurrency 2]
// Without VERDICT_KEY a fresh organization is signed up and an API key created for the run.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const argOf = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const OUT = argOf("--out", join(tmpdir(), `verdict-heldout-fact-round-5-${Date.now()}.json`));
const CONCURRENCY = Math.max(1, Math.min(4, Number(argOf("--concurrency", "2")) || 2));
const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, body, headers = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    } catch (e) {
      if (attempt < 3) {
        await sleep(1000 * (attempt + 1));
        continue;
      }
      return { status: 0, json: null, text: String(e) };
    }
    const text = await res.text();
    if (res.status === 429 && attempt < 10) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 2) * 1000);
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
  const email = `heldout-fact5-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await call("/v1/auth/signup", { email, password: "held-out set round five", organization_name: "Held-out fact 5" });
  if (!s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await call("/v1/auth/api-keys", { name: "heldout-fact-5" }, { authorization: `Bearer ${s.json.access_token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

const ANSWER = { SUPPORTED: "SUPPORTED", REFUTED: "REFUTED", INCONCLUSIVE: "NOT ENOUGH INFO" };

async function main() {
  const key = await apiKey();
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const t0 = Date.now();
      const r = await call(
        "/v1/verify/fact",
        { claim: c.claim, context: c.context, options: { include_attestation: true } },
        { "x-api-key": key },
      );
      const verdict = r.status === 200 ? r.json?.verdict : undefined;
      results[i] = {
        id: c.id,
        register: c.register,
        phenomenon: c.phenomenon,
        label: c.label,
        status: r.status,
        verdict: verdict ?? null,
        answer: verdict && ANSWER[verdict] ? ANSWER[verdict] : "ERROR",
        signed: Boolean(r.json?.attestation),
        contradiction: r.json?.contradiction ?? null,
        reasoning: r.json?.reasoning ?? null,
        error: r.status === 200 ? null : r.text.slice(0, 500),
        ms: Date.now() - t0,
        claim: c.claim,
      };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const L = ["SUPPORTED", "REFUTED", "NOT ENOUGH INFO"];
  const A = [...L, "ERROR"];
  const conf = Object.fromEntries(L.map((l) => [l, Object.fromEntries(A.map((a) => [a, 0]))]));
  for (const r of results) conf[r.label][r.answer]++;
  const n = (l) => results.filter((r) => r.label === l).length;
  const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) + " %" : "n/a");

  const falseSupported = results.filter((r) => r.label !== "SUPPORTED" && r.answer === "SUPPORTED");
  const falseRefuted = results.filter((r) => r.label !== "REFUTED" && r.answer === "REFUTED");
  const refRecall = conf.REFUTED.REFUTED;
  const supRecall = conf.SUPPORTED.SUPPORTED;
  const neiRight = conf["NOT ENOUGH INFO"]["NOT ENOUGH INFO"];
  const fivexx = results.filter((r) => r.status >= 500);
  const otherErr = results.filter((r) => r.status !== 200 && r.status < 500);
  const correct = results.filter((r) => r.answer === r.label).length;

  console.log(`Fact held-out round 5: ${results.length} cases against ${BASE}`);
  console.log(`labels: SUPPORTED ${n("SUPPORTED")}, REFUTED ${n("REFUTED")}, NOT ENOUGH INFO ${n("NOT ENOUGH INFO")}`);
  console.log(`false SUPPORTED (label REFUTED or NEI, answered SUPPORTED): ${falseSupported.length} of ${results.length - n("SUPPORTED")}` +
    ` (of them signed: ${falseSupported.filter((r) => r.signed).length})`);
  console.log(`REFUTED recall: ${refRecall} of ${n("REFUTED")} (${pct(refRecall, n("REFUTED"))}; target >= 60 %)`);
  console.log(`false REFUTED (label SUPPORTED or NEI, answered REFUTED): ${falseRefuted.length} of ${results.length - n("REFUTED")}`);
  console.log(`SUPPORTED recall: ${supRecall} of ${n("SUPPORTED")} (${pct(supRecall, n("SUPPORTED"))})`);
  console.log(`NOT ENOUGH INFO answered INCONCLUSIVE: ${neiRight} of ${n("NOT ENOUGH INFO")}`);
  console.log(`exact agreement: ${correct} of ${results.length} (${pct(correct, results.length)})`);
  console.log(`5xx: ${fivexx.length}; other non-200: ${otherErr.length}`);
  console.log("\nconfusion (rows: label, columns: answer)");
  const w = 17;
  console.log("".padEnd(w) + A.map((a) => a.padStart(w)).join(""));
  for (const l of L) console.log(l.padEnd(w) + A.map((a) => String(conf[l][a]).padStart(w)).join(""));
  const list = (title, rows) => {
    if (!rows.length) return;
    console.log(`\n${title}:`);
    for (const r of rows) console.log(`  ${r.id} [${r.label} -> ${r.answer}${r.status !== 200 ? " " + r.status : ""}] ${r.phenomenon}: ${r.claim}`);
  };
  list("false SUPPORTED", falseSupported);
  list("false REFUTED", falseRefuted);
  list("5xx", fivexx);
  list("other non-200", otherErr);
  const byReg = {};
  for (const r of results) {
    const g = (byReg[r.register] ??= { n: 0, ok: 0 });
    g.n++;
    if (r.answer === r.label) g.ok++;
  }
  console.log("\nexact agreement by register: " + Object.entries(byReg).map(([k, v]) => `${k} ${v.ok}/${v.n}`).join(", "));

  writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), confusion: conf, results }, null, 1));
  console.log(`\nper-case results: ${OUT}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
