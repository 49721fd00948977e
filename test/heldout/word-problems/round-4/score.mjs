#!/usr/bin/env node
// Scores the word-problem held-out set (round 4) against a running Verdict service.
//
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=…] node score.mjs [--out results.json] [--concurrency 1..4]
//
// Plain Node >= 20, no dependencies. Sends every case to POST /v1/verify/natural_language with
// options.include_attestation: true and reads the answer as a user of the documented API would:
// `status` (INCONCLUSIVE at best), `inner_status` (the engine's decision), `verification.calculated_value`.

import { randomBytes } from "node:crypto";
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
const OUT = argValue("--out", join(tmpdir(), `verdict-word-problems-round-4-${Date.now()}.json`));
const CONCURRENCY = Math.max(1, Math.min(4, Number(argValue("--concurrency", "1")) || 1));

const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, attempt = 0) {
  let res;
  try {
    res = await fetch(BASE + path, init);
  } catch (e) {
    if (attempt < 3) {
      await sleep(500 * (attempt + 1));
      return request(path, init, attempt + 1);
    }
    return { status: 0, body: null, text: String(e) };
  }
  if (res.status === 429 && attempt < 20) {
    const ra = Number(res.headers.get("retry-after"));
    await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
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
  const email = `heldout-wp4-${randomBytes(6).toString("hex")}@example.com`;
  const password = `pw-${randomBytes(12).toString("hex")}`;
  const signup = await request("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "Held-out word problems" }),
  });
  const token = signup.body?.access_token;
  if (!token) throw new Error(`signup failed: HTTP ${signup.status} ${signup.text.slice(0, 300)}`);
  const key = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "held-out word problems round 4" }),
  });
  if (!key.body?.key) throw new Error(`api key failed: HTTP ${key.status} ${key.text.slice(0, 300)}`);
  return key.body.key;
}

function decodeJwt(jwt) {
  try {
    return JSON.parse(Buffer.from(String(jwt).split(".")[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

// The signed verdict as the attestation states it (whatever field carries it).
function signedSummary(payload) {
  if (!payload || typeof payload !== "object") return null;
  // The verdict may sit at the top of the claims or in an object under `status` (or another key).
  const pick = (o) => {
    if (!o || typeof o !== "object") return null;
    const s = o.status ?? o.verdict ?? o.result ?? null;
    if (s && typeof s === "object") return pick(s);
    if (s === null && o.verified === undefined) return null;
    return { status: s, verified: o.verified ?? null, confidence: o.confidence ?? null };
  };
  const top = pick(payload);
  if (top) return top;
  for (const v of Object.values(payload)) {
    const inner = pick(v);
    if (inner) return inner;
  }
  return null;
}

function classify(c, res) {
  const r = { id: c.id, category: c.category, form: c.form, label: c.label, answer: c.answer, http: res.status };
  if (res.status >= 500 || res.status === 0) {
    r.outcome = "5xx";
    r.error = res.text.slice(0, 500);
    return r;
  }
  if (res.status >= 400) {
    r.outcome = "4xx";
    r.error = res.text.slice(0, 500);
    return r;
  }
  const b = res.body || {};
  r.status = b.status ?? null;
  r.inner_status = b.inner_status ?? null;
  r.error_code = b.error_code ?? null;
  r.expression = b.translation?.expression ?? null;
  r.certain = b.translation?.certain ?? null;
  r.claimed_exact = b.translation?.claimed_exact ?? null;
  r.calculated_value = b.verification?.calculated_value ?? null;
  r.exact_value = b.verification?.exact_value ?? null;
  r.signed = typeof b.attestation === "string" && b.attestation.length > 0;
  r.attestation_claims = r.signed ? signedSummary(decodeJwt(b.attestation)) : null;
  const decided = r.inner_status === "VERIFIED" || r.inner_status === "CORRECTION_NEEDED";
  if (!decided) {
    r.outcome = "undecided";
    return r;
  }
  const valueOk = r.calculated_value !== null && r.calculated_value === c.answer_decimal;
  const verdictOk = (r.inner_status === "VERIFIED") === c.label;
  r.value_ok = valueOk;
  r.verdict_ok = verdictOk;
  r.outcome = valueOk && verdictOk ? "correct" : "wrong";
  if (!verdictOk) r.why = c.label ? "true claim answered CORRECTION_NEEDED" : "false claim answered VERIFIED";
  else if (!valueOk) r.why = `decided with calculated_value ${r.calculated_value}, worked answer ${c.answer}`;
  return r;
}

async function main() {
  const key = await apiKey();
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const res = await request("/v1/verify/natural_language", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": key },
        body: JSON.stringify({ query: c.query, options: { include_attestation: true } }),
      });
      results[i] = classify(c, res);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const n = results.length;
  const count = (f) => results.filter(f).length;
  const nTrue = count((r) => r.label);
  const nFalse = n - nTrue;
  const wrong = results.filter((r) => r.outcome === "wrong");
  const correct = count((r) => r.outcome === "correct");
  const trueVerified = count((r) => r.label && r.outcome === "correct" && r.inner_status === "VERIFIED");
  const falseRefuted = count((r) => !r.label && r.outcome === "correct" && r.inner_status === "CORRECTION_NEEDED");
  const undecided = count((r) => r.outcome === "undecided" || r.outcome === "4xx");
  const fivexx = results.filter((r) => r.outcome === "5xx");
  const pctOf = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "0.0");

  console.log(`Word problems, held-out round 4 — ${BASE}`);
  console.log(`cases: ${n} (${nTrue} true claims, ${nFalse} false claims)`);
  console.log(`wrong decisions:        ${wrong.length} (must be 0; signed: ${wrong.filter((r) => r.signed).length})`);
  for (const r of wrong) {
    const att = r.signed ? `signed ${JSON.stringify(r.attestation_claims)}` : "unsigned";
    console.log(`  ${r.id} [${r.category}] ${r.why}; expression ${r.expression}; certain ${r.certain}; ${att}`);
  }
  console.log(`decided correctly:      ${correct}/${n} = ${pctOf(correct, n)} % (target >= 60 %)`);
  console.log(`true claims verified:   ${trueVerified}/${nTrue}`);
  console.log(`false claims refuted:   ${falseRefuted}/${nFalse}`);
  console.log(`undecided (ERROR/UNKNOWN/NOT_MATH/4xx): ${undecided}/${n}`);
  console.log(`5xx / no answer:        ${fivexx.length}`);
  for (const r of fivexx) console.log(`  ${r.id} HTTP ${r.http}: ${r.error}`);

  const cols = ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "NOT_MATH_QUERY", "other", "4xx", "5xx"];
  const col = (r) =>
    r.outcome === "5xx"
      ? "5xx"
      : r.outcome === "4xx"
        ? "4xx"
        : cols.includes(r.inner_status)
          ? r.inner_status
          : "other";
  console.log("\nconfusion (rows: label; columns: inner_status)");
  console.log(["label".padEnd(8), ...cols.map((c) => c.padStart(18))].join(""));
  for (const lab of [true, false]) {
    const row = results.filter((r) => r.label === lab);
    console.log(
      [(lab ? "true" : "false").padEnd(8), ...cols.map((c) => String(row.filter((r) => col(r) === c).length).padStart(18))].join(""),
    );
  }

  const groups = (key) => {
    const m = new Map();
    for (const r of results) {
      const g = m.get(r[key]) || { n: 0, correct: 0, wrong: 0, undecided: 0 };
      g.n++;
      if (r.outcome === "correct") g.correct++;
      else if (r.outcome === "wrong") g.wrong++;
      else g.undecided++;
      m.set(r[key], g);
    }
    return m;
  };
  for (const key of ["form", "category"]) {
    console.log(`\nby ${key}: n correct wrong undecided`);
    for (const [k, g] of groups(key)) console.log(`  ${String(k).padEnd(22)} ${g.n} ${g.correct} ${g.wrong} ${g.undecided}`);
  }
  const codes = new Map();
  for (const r of results) if (r.error_code) codes.set(r.error_code, (codes.get(r.error_code) || 0) + 1);
  if (codes.size) console.log(`\nerror codes: ${[...codes].map(([k, v]) => `${k} ${v}`).join(", ")}`);
  const signedStatus = new Map();
  for (const r of results) {
    if (!r.signed) continue;
    const k = `${r.attestation_claims?.status ?? "?"} (verified ${r.attestation_claims?.verified ?? "?"})`;
    signedStatus.set(k, (signedStatus.get(k) || 0) + 1);
  }
  console.log(
    `attestations: ${count((r) => r.signed)}/${n} answers signed; ${[...signedStatus].map(([k, v]) => `${k} ${v}`).join(", ")}`,
  );

  const summary = {
    base_url: BASE,
    date: new Date().toISOString(),
    cases: n,
    true_claims: nTrue,
    false_claims: nFalse,
    wrong: wrong.length,
    wrong_signed: wrong.filter((r) => r.signed).length,
    decided_correctly: correct,
    true_verified: trueVerified,
    false_refuted: falseRefuted,
    undecided,
    server_errors: fivexx.length,
  };
  writeFileSync(OUT, `${JSON.stringify({ summary, results }, null, 2)}\n`);
  console.log(`\nper-case results: ${OUT}`);
  if (fivexx.length) process.exitCode = 2;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
