#!/usr/bin/env node
// Scores the word-problem held-out set (round 6) against POST /v1/verify/natural_language.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
// Plain Node >= 20, no dependencies.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-word-problems-round-6-${Date.now()}.json`);
const CONCURRENCY = 2;
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    let res;
    try {
      res = await fetch(BASE + path, init);
    } catch (e) {
      if (i >= tries) return { status: 0, body: { error: String(e) } };
      await sleep(500 * (i + 1));
      continue;
    }
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text.slice(0, 500) };
    }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-wp6-${randomUUID()}@example.com`;
  const su = await request("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: `pw-${randomUUID()}`, organization_name: "Held-out word problems 6" }),
  });
  if (!su.body?.access_token) throw new Error(`signup failed: ${su.status} ${JSON.stringify(su.body)}`);
  const k = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${su.body.access_token}` },
    body: JSON.stringify({ name: "heldout-wp6" }),
  });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function jwtPayload(jwt) {
  try {
    return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

// Classify one answer the way a user of the documented API would: inner_status decides,
// verification.calculated_value must be the worked answer (as its correctly rounded double).
function classify(c, status, body) {
  const r = { http: status };
  if (status >= 500 || status === 0) return { ...r, outcome: "5xx" };
  if (status !== 200) return { ...r, outcome: "undecided", reason: `HTTP ${status} ${body?.code ?? ""}`.trim() };
  const inner = body.inner_status ?? null;
  const calc = body.verification?.calculated_value ?? null;
  r.status = body.status;
  r.inner_status = inner;
  r.error_code = body.error_code ?? null;
  r.expression = body.translation?.expression ?? null;
  r.certain = body.translation?.certain ?? null;
  r.calculated_value = calc;
  r.exact_value = body.verification?.exact_value ?? null;
  r.signed = typeof body.attestation === "string" && body.attestation.length > 0;
  if (r.signed) {
    const p = jwtPayload(body.attestation);
    const res = p?.qwed?.result ?? p?.result ?? null;
    r.attestation_claims = res ? { status: res.status ?? null, verified: res.verified ?? null, confidence: res.confidence ?? null } : null;
  }
  if (inner !== "VERIFIED" && inner !== "CORRECTION_NEEDED") return { ...r, outcome: "undecided", reason: inner ?? body.status };
  const valueOk = calc !== null && calc === c.answer_decimal;
  if (!valueOk) return { ...r, outcome: "wrong", reason: `calculated_value ${calc} != worked answer ${c.answer}` };
  if (inner === "VERIFIED" && !c.claim_true) return { ...r, outcome: "wrong", reason: "false claim VERIFIED" };
  if (inner === "CORRECTION_NEEDED" && c.claim_true) return { ...r, outcome: "wrong", reason: "true claim CORRECTION_NEEDED" };
  return { ...r, outcome: c.claim_true ? "true_verified" : "false_refuted" };
}

async function main() {
  const key = await apiKey();
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const { status, body } = await request("/v1/verify/natural_language", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ query: c.query, options: { include_attestation: true } }),
      });
      results[i] = { id: c.id, category: c.category, form: c.form, covered_by_docs: c.covered_by_docs,
        claim_true: c.claim_true, answer: c.answer, query: c.query, ...classify(c, status, body) };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const n = results.length;
  const count = (f) => results.filter(f).length;
  const wrong = results.filter((r) => r.outcome === "wrong");
  const decidedOk = count((r) => r.outcome === "true_verified" || r.outcome === "false_refuted");
  const pct = (x, d) => (d ? ((100 * x) / d).toFixed(1) : "0.0") + " %";
  const nTrue = count((r) => r.claim_true);
  console.log(`Word problems, round 6: ${n} cases (${nTrue} true claims, ${n - nTrue} false) against ${BASE}`);
  console.log(`wrong decisions:            ${wrong.length} (signed: ${wrong.filter((r) => r.signed).length})`);
  console.log(`decided correctly / total:  ${decidedOk}/${n} = ${pct(decidedOk, n)} (target >= 60 %)`);
  console.log(`true claims VERIFIED:       ${count((r) => r.outcome === "true_verified")}/${nTrue}`);
  console.log(`false claims refuted:       ${count((r) => r.outcome === "false_refuted")}/${n - nTrue}`);
  console.log(`undecided (ERROR/UNKNOWN/4xx): ${count((r) => r.outcome === "undecided")}`);
  console.log(`5xx / no answer:            ${count((r) => r.outcome === "5xx")}`);
  console.log("\nConfusion (rows: claim; columns: inner_status decision)");
  console.log("             VERIFIED  CORRECTION_NEEDED  undecided  5xx");
  for (const t of [true, false]) {
    const rs = results.filter((r) => r.claim_true === t);
    const v = rs.filter((r) => r.inner_status === "VERIFIED").length;
    const cn = rs.filter((r) => r.inner_status === "CORRECTION_NEEDED").length;
    const u = rs.filter((r) => r.outcome === "undecided").length;
    const f = rs.filter((r) => r.outcome === "5xx").length;
    console.log(`${(t ? "true" : "false").padEnd(12)} ${String(v).padStart(8)}  ${String(cn).padStart(17)}  ${String(u).padStart(9)}  ${String(f).padStart(3)}`);
  }
  const byCov = (cov) => {
    const rs = results.filter((r) => r.covered_by_docs === cov);
    const ok = rs.filter((r) => r.outcome === "true_verified" || r.outcome === "false_refuted").length;
    return `${ok}/${rs.length}`;
  };
  console.log(`\ndecided correctly, question types the docs name: ${byCov(true)}; ordinary problems they do not: ${byCov(false)}`);
  const forms = [...new Set(results.map((r) => r.form))];
  for (const f of forms) {
    const rs = results.filter((r) => r.form === f);
    const ok = rs.filter((r) => r.outcome === "true_verified" || r.outcome === "false_refuted").length;
    console.log(`form ${f}: ${ok}/${rs.length} decided correctly`);
  }
  if (wrong.length) {
    console.log("\nWrong decisions:");
    for (const r of wrong)
      console.log(`  ${r.id} ${r.inner_status} signed=${r.signed}${r.attestation_claims ? " " + JSON.stringify(r.attestation_claims) : ""} certain=${r.certain} expr=${r.expression}: ${r.reason}`);
  }
  const fives = results.filter((r) => r.outcome === "5xx");
  if (fives.length) {
    console.log("\n5xx / no answer:");
    for (const r of fives) console.log(`  ${r.id} HTTP ${r.http}`);
  }
  const reasons = {};
  for (const r of results.filter((r) => r.outcome === "undecided")) {
    const k = r.error_code || r.reason || "?";
    reasons[k] = (reasons[k] || 0) + 1;
  }
  console.log("\nUndecided by reason:", JSON.stringify(reasons));
  const sig = {};
  for (const r of results) {
    const k = `${r.outcome}:${r.attestation_claims?.status ?? (r.signed ? "signed" : "unsigned")}`;
    sig[k] = (sig[k] || 0) + 1;
  }
  console.log("Attestation status by outcome:", JSON.stringify(sig));
  writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1) + "\n");
  console.log(`\nper-case results: ${OUT}`);
  if (fives.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
