#!/usr/bin/env node
// Round-8 stats held-out scorer (follows the round-7 scorer): sends every case of cases.json to POST /v1/verify/stats and
// compares with the labels of oracle.py (exact arithmetic). Prints the metrics and every case that is not right.
// node score.mjs [--out results.json]   env: VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else signs up)
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const outArg = process.argv.indexOf("--out");
const OUT = outArg > 0 ? process.argv[outArg + 1] : join(tmpdir(), `stats-heldout-round-8-${Date.now()}.json`);
const CONCURRENCY = 2;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(BASE + path, init);
    if ((res.status === 429 && attempt < 20) || (res.status === 503 && attempt < 5)) {
      const wait = Number(res.headers.get("retry-after") ?? "1");
      await sleep((Number.isFinite(wait) ? wait : 1) * 1000 + 100);
      continue;
    }
    return res;
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-stats-r8-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-Aa1!`;
  const s = await call("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "heldout stats r8" }),
  });
  const auth = await s.json();
  if (!auth.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(auth)}`);
  const k = await call("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${auth.access_token}` },
    body: JSON.stringify({ name: "heldout-stats-r8" }),
  });
  const key = await k.json();
  if (!key.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(key)}`);
  return key.key;
}

// exact rationals as [num, den] BigInt pairs
function parseRational(text) {
  if (typeof text !== "string") return null;
  const t = text.trim();
  let m = /^([+-]?\d+)\/(\d+)$/.exec(t);
  if (m) return [BigInt(m[1]), BigInt(m[2])];
  m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(t);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) return null;
  const sign = m[1] === "-" ? -1n : 1n;
  const frac = m[3] ?? "";
  let num = BigInt((m[2] || "0") + frac) * sign;
  let den = 10n ** BigInt(frac.length);
  const e = Number(m[4] ?? "0");
  if (e > 0) num *= 10n ** BigInt(e);
  if (e < 0) den *= 10n ** BigInt(-e);
  return [num, den];
}
const eqRat = (a, b) => a[0] * b[1] === b[0] * a[1];

function closeTo(x, y, rel) {
  if (typeof x !== "number" || !Number.isFinite(x)) return false;
  if (x === y) return true;
  return Math.abs(x - y) <= rel * Math.max(Math.abs(y), 1e-300);
}

// one scalar: oracle label {exact, double} | {irrational, double}; got exact (string|null|undefined), computed (number).
// Right = the exact value equals the oracle's rational (when the answer gives one) and the double is the oracle's
// correctly rounded double, bit for bit (docs/stats.md promises the nearest double for rational and irrational values).
function scalarMatches(label, exact, computed) {
  if (label == null) return computed == null;
  if (typeof computed !== "number" || computed !== label.double) {
    // tolerate only a 1-ulp slip on irrational values (sd, correlation, t): recorded as right
    if (!(label.irrational && closeTo(computed, label.double, 2.3e-16))) return false;
  }
  if (label.exact !== undefined && exact !== undefined && exact !== null) {
    const got = parseRational(String(exact));
    if (!got || !eqRat(got, parseRational(label.exact))) return false;
  }
  return true;
}

function valueMatches(label, body) {
  const cv = body?.computed_value;
  const ev = body?.exact_value;
  if (label && label.exact === undefined && label.irrational === undefined) {
    // grouped
    if (!cv || typeof cv !== "object") return false;
    const want = Object.keys(label).sort();
    const got = Object.keys(cv).sort();
    if (want.length !== got.length || want.some((k, i) => k !== got[i])) return false;
    return want.every((k) => scalarMatches(label[k], ev && typeof ev === "object" ? ev[k] : undefined, cv[k]));
  }
  if (typeof cv !== "number") return false;
  return scalarMatches(label, typeof ev === "string" ? ev : undefined, cv);
}

function attestationStatus(body, headers) {
  const jwt = body?.attestation ?? headers.get("service-attestation");
  if (typeof jwt !== "string" || jwt.split(".").length < 2) return null;
  try {
    const p = JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));
    return p?.verdict?.status ?? p?.status ?? (JSON.stringify(p).match(/"(VERIFIED|FAILED|PARTIAL|CORRECTED|UNKNOWN)"/)?.[1] ?? "?");
  } catch {
    return "?";
  }
}

async function runCase(key, c, label) {
  const bytes = c.csv !== undefined ? Buffer.from(c.csv, "utf8") : readFileSync(join(HERE, "csv", c.file));
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "text/csv" }), c.file ?? "data.csv");
  form.append("query", c.query);
  if (c.number_format) form.append("number_format", c.number_format);
  form.append("options", JSON.stringify({ include_attestation: true }));
  const t0 = Date.now();
  let res, body, text;
  try {
    res = await call("/v1/verify/stats", { method: "POST", headers: { "x-api-key": key }, body: form });
    text = await res.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  } catch (e) {
    return { id: c.id, category: c.category, expect: label.expect, got: "NETWORK", error: String(e) };
  }
  const http = res.status;
  let got;
  if (http >= 500) got = "5xx";
  else if (http === 400) got = "400";
  else if (http !== 200) got = `HTTP ${http}`;
  else got = body?.status ?? "?";
  const att = http === 200 ? attestationStatus(body, res.headers) : null;
  const hasNumber = http === 200 && body && body.computed_value !== null && body.computed_value !== undefined;
  const numberRight = hasNumber && label.expect !== "400" ? valueMatches(label.value, body) : false;
  const r = {
    id: c.id,
    category: c.category,
    query: c.query,
    expect: label.expect,
    got,
    http,
    ms: Date.now() - t0,
    attestation: att,
    number_right: numberRight,
    has_number: hasNumber,
    oracle_value: label.value ?? null,
    oracle_ragged: label.ragged ?? null,
    oracle_unreadable: label.unreadable ?? null,
    computed_value: body?.computed_value,
    exact_value: body?.exact_value,
    ragged_rows: body?.ragged_rows,
    skipped_cells: body?.skipped_cells,
    message: body?.message ?? body?.error?.message ?? body?.detail ?? undefined,
    body_excerpt: http !== 200 ? text.slice(0, 400) : undefined,
  };
  if (label.expect === "400") {
    r.right = got === "400";
    r.reason_named = got === "400" && text.includes(label.reason);
  } else {
    r.right = got === label.expect && numberRight;
  }
  r.wrong_success = got === "SUCCESS" && hasNumber && !numberRight;
  r.wrong_status = got !== label.expect;
  r.signed_wrong = att === "VERIFIED" && (!numberRight || label.expect !== "SUCCESS");
  r.silently_cut = (label.ragged ?? 0) > 0 && got !== "PARTIAL" && got !== "400";
  r.undecided = label.expect !== "400" && !hasNumber;
  // informational: the ragged-record count the answer reports (0 when it reports none) against the oracle's
  if (label.expect !== "400" && http === 200) {
    const rr = body?.ragged_rows;
    const n = rr == null ? 0 : typeof rr === "number" ? rr : (rr.count ?? rr.total ?? (Array.isArray(rr) ? rr.length : rr.rows?.length));
    r.ragged_count_right = n === (label.ragged ?? 0);
  }
  return r;
}

async function main() {
  const doc = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
  const key = await apiKey();
  const results = new Array(doc.cases.length);
  let next = 0;
  async function worker() {
    while (next < doc.cases.length) {
      const i = next++;
      const c = doc.cases[i];
      results[i] = await runCase(key, c, doc.labels[c.id]);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const n = results.length;
  const count = (f) => results.filter(f).length;
  const valueCases = results.filter((r) => r.expect !== "400");
  const raggedCases = results.filter((r) => (r.oracle_ragged ?? 0) > 0);
  const fivexx = results.filter((r) => r.got === "5xx" || r.got === "NETWORK");
  console.log(`stats held-out round 8: ${n} cases against ${BASE}`);
  console.log(`  stats wrong numbers with SUCCESS (must be 0): ${count((r) => r.wrong_success)}`);
  console.log(`  wrong status (answer's status or HTTP status is not the oracle's): ${count((r) => r.wrong_status)}` +
    ` (SUCCESS where PARTIAL is due: ${count((r) => r.expect === "PARTIAL" && r.got === "SUCCESS")};` +
    ` SUCCESS where 400 is due: ${count((r) => r.expect === "400" && r.got === "SUCCESS")})`);
  console.log(`  signed wrong answers (attestation VERIFIED, number or status wrong): ${count((r) => r.signed_wrong)}`);
  console.log(`  silently cut rows (ragged file, answer not PARTIAL/400): ${count((r) => r.silently_cut)} of ${raggedCases.length}`);
  console.log(`  value cases right (oracle's status and number): ${count((r) => r.expect !== "400" && r.right)} of ${valueCases.length}`);
  console.log(`  right number, any status: ${count((r) => r.expect !== "400" && r.number_right)} of ${valueCases.length}`);
  console.log(`  undecided (no number where the oracle has one): ${count((r) => r.undecided)} of ${valueCases.length}`);
  console.log(`  malformed files refused with 400: ${count((r) => r.expect === "400" && r.right)} of ${n - valueCases.length}` +
    ` (reason named: ${count((r) => r.reason_named)})`);
  console.log(`  ragged-record count as the oracle's (informational): ${count((r) => r.ragged_count_right === true)} of ${count((r) => r.ragged_count_right !== undefined)} answered`);
  console.log(`  cases right: ${count((r) => r.right)} of ${n}`);
  // signing as docs/stats.md says: SUCCESS is signed VERIFIED; PARTIAL is not verified (attestation FAILED); no value, no VERIFIED
  const partials = results.filter((r) => r.got === "PARTIAL");
  const successes = results.filter((r) => r.got === "SUCCESS");
  const refusals = results.filter((r) => r.expect !== "400" && !r.has_number);
  console.log(`  PARTIAL answers: ${partials.length} (oracle PARTIAL: ${count((r) => r.expect === "PARTIAL")}, answered PARTIAL: ${count((r) => r.expect === "PARTIAL" && r.got === "PARTIAL")});` +
    ` signed FAILED as the docs say: ${partials.filter((r) => r.attestation === "FAILED").length} of ${partials.length}` +
    ` (signed VERIFIED: ${partials.filter((r) => r.attestation === "VERIFIED").length}; unsigned: ${partials.filter((r) => r.attestation == null).length})`);
  console.log(`  SUCCESS answers signed VERIFIED: ${successes.filter((r) => r.attestation === "VERIFIED").length} of ${successes.length}`);
  console.log(`  refusals (no number where the oracle has one: ERROR, 400, other 4xx, 5xx): ${refusals.length};` +
    ` of them signed VERIFIED (must be 0): ${refusals.filter((r) => r.attestation === "VERIFIED").length}`);
  for (const r of partials.filter((r) => r.attestation !== "FAILED")) console.log(`    PARTIAL not signed FAILED: ${r.id} (att ${r.attestation})`);
  for (const r of refusals.filter((r) => r.attestation === "VERIFIED")) console.log(`    refusal signed VERIFIED: ${r.id}`);
  console.log(`  errors (ERROR status or other 4xx where a value is due): ${count((r) => r.expect !== "400" && (r.got === "ERROR" || r.got === "400" || r.got.startsWith("HTTP")))}`);
  console.log(`  5xx / network: ${fivexx.length}`);
  for (const r of fivexx) console.log(`    ${r.id}: ${r.http ?? ""} ${r.error ?? r.body_excerpt ?? ""}`);
  const gots = [...new Set(results.map((r) => r.got))].sort();
  console.log(`\nconfusion (rows: oracle, columns: answer)`);
  console.log(["expected \\ got", ...gots].map((s) => s.padEnd(10)).join(" "));
  for (const e of ["SUCCESS", "PARTIAL", "400"]) {
    console.log([e, ...gots.map((g) => String(count((r) => r.expect === e && r.got === g)))].map((s) => s.padEnd(10)).join(" "));
  }
  console.log(`\nby category (right / cases):`);
  for (const cat of [...new Set(results.map((r) => r.category))]) {
    const rs = results.filter((r) => r.category === cat);
    console.log(`  ${cat.padEnd(14)} right ${rs.filter((r) => r.right).length} / ${rs.length}, wrong numbers with SUCCESS ${rs.filter((r) => r.wrong_success).length}, wrong status ${rs.filter((r) => r.wrong_status).length}, errors/5xx ${rs.filter((r) => r.expect !== "400" && !r.has_number).length}`);
  }
  console.log(`\nnot right:`);
  for (const r of results.filter((r) => !r.right)) {
    const flags = ["wrong_success", "wrong_status", "signed_wrong", "silently_cut", "undecided"].filter((f) => r[f]).join(",");
    console.log(`  ${r.id} [${r.query}]: expected ${r.expect} ${JSON.stringify(r.oracle_value)}, got ${r.got}${r.has_number ? ` ${JSON.stringify(r.computed_value)}` : ""}` +
      ` (exact ${JSON.stringify(r.exact_value)}; number ${r.number_right ? "right" : "wrong/absent"}; att ${r.attestation})` +
      `${flags ? " [" + flags + "]" : ""}${r.message ? " — " + String(r.message).slice(0, 160) : ""}`);
  }
  writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
  console.log(`\nper-case results: ${OUT}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
