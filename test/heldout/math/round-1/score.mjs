#!/usr/bin/env node
// Scorer for the held-out math set, round 1 (see README.md).
//
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=svc_...] node score.mjs [--out results.json]
//       [--concurrency 4] [--only <id|category>] [--strict]
//
// Sends every case of cases.json to POST /v1/verify/math, classifies each answer against the
// oracle's label and prints the figures of issue 26's "Done when": false VERIFIED, true claims
// refuted, wrong values, UNKNOWN + ERROR (and 4xx) on TRUE claims as a share of TRUE claims, 5xx,
// a breakdown by category and the full lists. Plain Node >= 20, no dependencies.

import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/+$/, "");

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && i + 1 < process.argv.length) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}
const OUT = arg("out", join(tmpdir(), `verdict-heldout-math-r1-${Date.now()}.json`));
const CONCURRENCY = Math.max(1, Math.min(4, Number(arg("concurrency", "4")) || 4));
const ONLY = arg("only", null);
const STRICT = process.argv.includes("--strict");
const REQUEST_TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function http(method, path, { body, headers = {} } = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      if (attempt < 2) {
        await sleep(1000 * (attempt + 1));
        continue;
      }
      return { status: 0, json: null, text: String(err?.message || err), ms: 0 };
    }
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep(Number.isFinite(ra) && ra > 0 ? ra * 1000 : 1000 * (attempt + 1));
      continue;
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-math-${randomUUID()}@example.com`;
  const password = randomBytes(18).toString("base64url");
  const signup = await http("POST", "/v1/auth/signup", {
    body: { email, password, organization_name: "Held-out math round 1" },
  });
  const token = signup.json?.access_token;
  if (!token) throw new Error(`signup failed: HTTP ${signup.status} ${signup.text.slice(0, 300)}`);
  const key = await http("POST", "/v1/auth/api-keys", {
    body: { name: "heldout-math-r1" },
    headers: { authorization: `Bearer ${token}` },
  });
  if (!key.json?.key) throw new Error(`api key creation failed: HTTP ${key.status} ${key.text.slice(0, 300)}`);
  return key.json.key;
}

// ---------------------------------------------------------------------------------------------
// Value comparison

const REL_TOL = 1e-12;

function close(a, b) {
  if (a === b) return true;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= REL_TOL * Math.max(1, Math.abs(a), Math.abs(b));
}

const NUM = String.raw`(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;
// "-1 + 2i", "2i", "-i", "0.5 - 0.25i", "3", "1.5e-3 + 2*i", "i"
function parseComplex(s) {
  if (typeof s !== "string") return null;
  const t = s.replace(/\s+/g, "").replace(/\*i$/, "i");
  let m = t.match(new RegExp(`^([+-]?${NUM})$`));
  if (m) return [Number(m[1]), 0];
  m = t.match(new RegExp(`^([+-]?)(${NUM})?i$`));
  if (m) return [0, (m[1] === "-" ? -1 : 1) * (m[2] === undefined ? 1 : Number(m[2]))];
  m = t.match(new RegExp(`^([+-]?${NUM})([+-])(${NUM})?i$`));
  if (m) return [Number(m[1]), (m[2] === "-" ? -1 : 1) * (m[3] === undefined ? 1 : Number(m[3]))];
  return null;
}

// exact forms: "12", "-3/4", "1/2 + 3/2i", "-i", "2 - i/2" (rational parts only)
function parseRational(s) {
  const m = s.match(/^([+-]?\d+)(?:\/(\d+))?$/);
  if (!m) return null;
  const p = BigInt(m[1]);
  const q = m[2] === undefined ? 1n : BigInt(m[2]);
  if (q === 0n) return null;
  return [p, q];
}
const ratEq = (a, b) => a[0] * b[1] === b[0] * a[1];

function parseExactGaussian(s) {
  if (typeof s !== "string") return null;
  const t = s.replace(/\s+/g, "").replace(/\*i/g, "i");
  const r = parseRational(t);
  if (r) return [r, [0n, 1n]];
  let m = t.match(/^([+-]?)(\d+(?:\/\d+)?)?i(?:\/(\d+))?$/);
  if (m) {
    const num = parseRational(m[2] ?? "1");
    const q = m[3] ? BigInt(m[3]) : 1n;
    return [[0n, 1n], [(m[1] === "-" ? -1n : 1n) * num[0], num[1] * q]];
  }
  m = t.match(/^([+-]?\d+(?:\/\d+)?)([+-])(\d+(?:\/\d+)?)?i(?:\/(\d+))?$/);
  if (m) {
    const re = parseRational(m[1]);
    const num = parseRational(m[3] ?? "1");
    const q = m[4] ? BigInt(m[4]) : 1n;
    return [re, [(m[2] === "-" ? -1n : 1n) * num[0], num[1] * q]];
  }
  return null;
}

function expectedGaussian(exp) {
  if (exp.integer !== undefined) return [[BigInt(exp.integer), 1n], [0n, 1n]];
  if (exp.rational !== undefined) return [parseRational(exp.rational), [0n, 1n]];
  if (exp.gaussian !== undefined) return [parseRational(exp.gaussian[0]), parseRational(exp.gaussian[1])];
  return null;
}

// Returns { verdict: "match" | "mismatch" | "unchecked", detail }
function checkValue(exp, body) {
  const details = [];
  let mismatch = false;
  let checked = false;
  const v = body?.value;
  if (exp.matrix_float) {
    if (Array.isArray(v)) {
      checked = true;
      const rows = exp.matrix_float;
      const ok =
        v.length === rows.length &&
        v.every(
          (row, i) =>
            Array.isArray(row) &&
            row.length === rows[i].length &&
            row.every((cell, j) => {
              const c = typeof cell === "number" ? [cell, 0] : parseComplex(String(cell));
              return c !== null && close(c[0], rows[i][j]) && c[1] === 0;
            }),
        );
      if (!ok) {
        mismatch = true;
        details.push(`matrix ${JSON.stringify(v)} ≠ ${JSON.stringify(exp.matrix)}`);
      }
    }
  } else if (typeof v === "number") {
    checked = true;
    if (!close(v, exp.re) || exp.im !== 0) {
      mismatch = true;
      details.push(`value ${v} ≠ ${exp.exact} (${exp.re}${exp.im ? ` + ${exp.im}i` : ""})`);
    } else if (v !== exp.re) details.push(`value ${v} is not the correctly rounded double ${exp.re}`);
  } else if (typeof v === "string") {
    const c = parseComplex(v);
    if (c) {
      checked = true;
      if (!close(c[0], exp.re) || !close(c[1], exp.im)) {
        mismatch = true;
        details.push(`value "${v}" ≠ ${exp.exact}`);
      }
    }
  }
  const g = expectedGaussian(exp);
  if (g && typeof body?.exact === "string") {
    const e = parseExactGaussian(body.exact);
    if (e) {
      checked = true;
      if (!ratEq(e[0], g[0]) || !ratEq(e[1], g[1])) {
        mismatch = true;
        details.push(`exact "${body.exact}" ≠ ${exp.exact}`);
      }
    }
  }
  if (exp.integer !== undefined && !checked && typeof body?.exact === "string" && /^-?\d+$/.test(body.exact.trim())) {
    checked = true;
    if (BigInt(body.exact.trim()) !== BigInt(exp.integer)) {
      mismatch = true;
      details.push(`exact ${body.exact} ≠ ${exp.integer}`);
    }
  }
  return { verdict: mismatch ? "mismatch" : checked ? "match" : "unchecked", detail: details.join("; ") };
}

// ---------------------------------------------------------------------------------------------
// Classification

function answerOf(res) {
  if (res.status === 0) return "NETWORK";
  if (res.status >= 500) return "HTTP_5XX";
  if (res.status >= 400) return "HTTP_4XX";
  const s = res.json?.status;
  return ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR"].includes(s) ? s : "OTHER";
}

function classify(c, res) {
  const answer = answerOf(res);
  const out = { answer, outcome: "undecided", value_check: null };
  if (c.label === "TRUE") {
    if (answer === "VERIFIED") out.outcome = "correct";
    else if (answer === "CORRECTION_NEEDED") out.outcome = "refuted_true";
  } else if (c.label === "FALSE") {
    if (answer === "VERIFIED") out.outcome = "false_verified";
    else if (answer === "CORRECTION_NEEDED") out.outcome = "correct";
  } else if (c.label === "VALUE") {
    if (res.status === 200 && res.json) {
      const vc = checkValue(c.expected, res.json);
      out.value_check = vc;
      if (vc.verdict === "mismatch") out.outcome = "wrong_value";
      else if (answer === "VERIFIED") out.outcome = vc.verdict === "match" ? "correct" : "value_unchecked";
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const doc = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
  let cases = doc.cases;
  if (ONLY) cases = cases.filter((c) => c.id === ONLY || c.category === ONLY);
  const key = await apiKey();
  const headers = { "x-api-key": key };
  console.log(`held-out math round 1: ${cases.length} cases against ${BASE} (concurrency ${CONCURRENCY})`);

  const results = new Array(cases.length);
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const t0 = performance.now();
      const res = await http("POST", "/v1/verify/math", { body: c.body, headers });
      const ms = Math.round(performance.now() - t0);
      const cl = classify(c, res);
      const j = res.json || {};
      results[i] = {
        id: c.id,
        category: c.category,
        label: c.label,
        conditional: c.conditional || false,
        refuse_acceptable: c.refuse_acceptable || false,
        body: c.body,
        expected: c.expected,
        http_status: res.status,
        answer: cl.answer,
        outcome: cl.outcome,
        value_check: cl.value_check,
        ms,
        response: {
          status: j.status,
          value: j.value,
          exact: j.exact,
          method: j.method,
          conditions: j.conditions,
          counterexample: j.counterexample,
          reason: j.reason,
          error: j.error,
          code: j.code,
          message: typeof j.message === "string" ? j.message.slice(0, 400) : undefined,
          detail: typeof j.detail === "string" ? j.detail.slice(0, 400) : undefined,
          evidence: typeof j.evidence === "string" ? j.evidence.slice(0, 300) : undefined,
          warning: j.warning,
          raw: res.json ? undefined : res.text.slice(0, 300),
        },
      };
      done++;
      if (done % 50 === 0) process.stderr.write(`  ${done}/${cases.length}\n`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  report(results);
  writeFileSync(
    OUT,
    `${JSON.stringify({ base_url: BASE, date: new Date().toISOString(), count: results.length, results }, null, 1)}\n`,
  );
  console.log(`\nper-case results: ${OUT}`);
  if (STRICT) {
    const bad = results.filter((r) => ["false_verified", "refuted_true", "wrong_value"].includes(r.outcome));
    const fivexx = results.filter((r) => r.answer === "HTTP_5XX");
    const trueClaims = results.filter((r) => r.label === "TRUE" && !r.refuse_acceptable);
    const und = trueClaims.filter((r) => r.outcome === "undecided").length;
    if (bad.length || fivexx.length || und > 0.1 * trueClaims.length) process.exitCode = 1;
  }
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
const short = (s, n = 110) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function describe(r) {
  const ctx = r.body.context ? ` ${JSON.stringify(r.body.context)}` : "";
  const resp = r.response;
  const why = resp.message || resp.error || resp.detail || resp.raw || "";
  const cond = resp.conditions?.length ? ` conditions=${JSON.stringify(resp.conditions)}` : "";
  const vc = r.value_check?.detail ? ` [${r.value_check.detail}]` : "";
  return `  ${r.id} [${r.category}] ${short(r.body.expression, 90)}${ctx}\n      → ${r.answer}${resp.method ? ` (${resp.method})` : ""}${cond}${vc} ${short(String(why), 160)}`;
}

function report(results) {
  const ANSWERS = ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "HTTP_4XX", "HTTP_5XX", "NETWORK", "OTHER"];
  console.log("\nconfusion table (label × answer)");
  console.log(`  ${"label".padEnd(8)}${ANSWERS.map((a) => a.padStart(18)).join("")}${"total".padStart(8)}`);
  for (const label of ["TRUE", "FALSE", "VALUE"]) {
    const rs = results.filter((r) => r.label === label);
    if (!rs.length) continue;
    const counts = ANSWERS.map((a) => rs.filter((r) => r.answer === a).length);
    console.log(`  ${label.padEnd(8)}${counts.map((n) => String(n).padStart(18)).join("")}${String(rs.length).padStart(8)}`);
  }

  const T = results.filter((r) => r.label === "TRUE");
  const F = results.filter((r) => r.label === "FALSE");
  const V = results.filter((r) => r.label === "VALUE");
  const falseVerified = results.filter((r) => r.outcome === "false_verified");
  const refuted = results.filter((r) => r.outcome === "refuted_true");
  const wrongValues = results.filter((r) => r.outcome === "wrong_value");
  const fivexx = results.filter((r) => r.answer === "HTTP_5XX");
  const network = results.filter((r) => r.answer === "NETWORK");
  const Tstrict = T.filter((r) => !r.refuse_acceptable);
  const undT = Tstrict.filter((r) => r.outcome === "undecided");
  const undTall = T.filter((r) => r.outcome === "undecided");
  const Tcond = T.filter((r) => r.conditional);
  const undV = V.filter((r) => r.outcome === "undecided" || r.outcome === "value_unchecked");
  const byAns = (rs, a) => rs.filter((r) => r.answer === a).length;

  console.log("\nheadline (issue 26, Done when)");
  console.log(`  false VERIFIED (VERIFIED on a FALSE claim):      ${falseVerified.length} of ${F.length} FALSE claims`);
  console.log(`  true claims refuted (CORRECTION_NEEDED on TRUE): ${refuted.length} of ${T.length} TRUE claims`);
  console.log(`  wrong values (reported value ≠ oracle):          ${wrongValues.length} of ${V.length} value expressions`);
  console.log(
    `  UNKNOWN + ERROR + 4xx/5xx on TRUE claims:        ${undT.length} of ${Tstrict.length} = ${pct(undT.length, Tstrict.length)}` +
      `  (UNKNOWN ${byAns(undT, "UNKNOWN")}, ERROR ${byAns(undT, "ERROR")}, 4xx ${byAns(undT, "HTTP_4XX")}, 5xx ${byAns(undT, "HTTP_5XX")}; ` +
      `excludes ${T.length - Tstrict.length} refuse-acceptable ≈ claims)`,
  );
  console.log(`    including the ≈ claims:                       ${undTall.length} of ${T.length} = ${pct(undTall.length, T.length)}`);
  console.log(
    `    of which conditional (sides defined on different sets, no assumptions stated): ${Tcond.filter((r) => r.outcome === "undecided").length} of ${Tcond.length}`,
  );
  console.log(`  values not established (UNKNOWN/ERROR/4xx/5xx or unreadable): ${undV.length} of ${V.length} = ${pct(undV.length, V.length)}`);
  console.log(`  FALSE claims not refuted (UNKNOWN/ERROR/4xx/5xx): ${F.filter((r) => r.outcome === "undecided").length} of ${F.length}`);
  console.log(`  HTTP 5xx: ${fivexx.length}${network.length ? `; network failures: ${network.length}` : ""}`);
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  if (ms.length) console.log(`  latency: p50 ${ms[Math.floor(ms.length / 2)]} ms, max ${ms[ms.length - 1]} ms`);

  console.log("\nby category");
  console.log(
    `  ${"category".padEnd(20)}${"n".padStart(4)}  ${"TRUE: ver/ref/und".padEnd(20)}${"FALSE: cor/FV/und".padEnd(20)}${"VALUE: ok/wrong/und".padEnd(20)}`,
  );
  const cats = [...new Set(results.map((r) => r.category))];
  for (const cat of cats) {
    const rs = results.filter((r) => r.category === cat);
    const t = rs.filter((r) => r.label === "TRUE");
    const f = rs.filter((r) => r.label === "FALSE");
    const v = rs.filter((r) => r.label === "VALUE");
    const n = (xs, o) => xs.filter((r) => r.outcome === o).length;
    const tt = t.length ? `${n(t, "correct")}/${n(t, "refuted_true")}/${n(t, "undecided")}` : "-";
    const ff = f.length ? `${n(f, "correct")}/${n(f, "false_verified")}/${n(f, "undecided")}` : "-";
    const vv = v.length
      ? `${n(v, "correct")}/${n(v, "wrong_value")}/${n(v, "undecided") + n(v, "value_unchecked")}`
      : "-";
    console.log(`  ${cat.padEnd(20)}${String(rs.length).padStart(4)}  ${tt.padEnd(20)}${ff.padEnd(20)}${vv.padEnd(20)}`);
  }

  const list = (title, rs) => {
    console.log(`\n${title}: ${rs.length}`);
    for (const r of rs) console.log(describe(r));
  };
  list("false VERIFIED", falseVerified);
  list("true claims refuted", refuted);
  list("wrong values", wrongValues);
  list("HTTP 5xx", fivexx);
  if (network.length) list("network failures", network);
  const unchecked = V.filter((r) => r.outcome === "value_unchecked");
  if (unchecked.length) list("VERIFIED values the scorer could not read (counted as not established)", unchecked);
  list("TRUE claims not decided (UNKNOWN / ERROR / 4xx)", undTall);
}

main().catch((err) => {
  console.error(err?.stack || String(err));
  process.exit(2);
});
