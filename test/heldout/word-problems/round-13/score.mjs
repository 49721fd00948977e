#!/usr/bin/env node
// Scorer for the word-problem held-out set, round 13 (follows the round-12 scorer).
// Sends every case of cases.json to POST /v1/verify/natural_language (documented API only) and scores the answers.
//   VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (optional: a fresh organization is signed up otherwise)
//   node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-word-problems-round-13-${Date.now()}.json`);
const { cases } = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, { method = "POST", headers = {}, body } = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      if (attempt < 3) { await sleep(1000 * (attempt + 1)); continue; }
      return { status: 0, json: null, text: String(e) };
    }
    if ((res.status === 429 || res.status === 503) && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
      await res.text().catch(() => {});
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
  const email = `heldout-wp13-${randomBytes(6).toString("hex")}@example.com`;
  const su = await call("/v1/auth/signup", {
    body: { email, password: `pw-${randomBytes(12).toString("hex")}`, organization_name: "Held-out word problems" },
  });
  const token = su.json?.access_token;
  if (!token) throw new Error(`signup failed (${su.status}): ${su.text.slice(0, 300)}`);
  const k = await call("/v1/auth/api-keys", { headers: { authorization: `Bearer ${token}` }, body: { name: "heldout-wp13" } });
  if (!k.json?.key) throw new Error(`api key failed (${k.status}): ${k.text.slice(0, 300)}`);
  return k.json.key;
}

function jwtPayload(jwt) {
  try { return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8")); } catch { return null; }
}

function attestationStatus(p) {
  if (!p) return null;
  // report whatever verdict-like fields the signed payload carries
  const pick = (o) => o && (o.status ?? o.verdict ?? o.result);
  return pick(p.qwed?.result) ?? pick(p) ?? pick(p.verdict) ?? pick(p.claim) ?? null;
}

const key = await apiKey();
const results = [];
for (const c of cases) {
  const r = await call("/v1/verify/natural_language", {
    headers: { "x-api-key": key },
    body: { query: c.query, options: { include_attestation: true } },
  });
  const j = r.json || {};
  const inner = j.inner_status ?? null;
  const value = j.verification?.calculated_value ?? null;
  const signed = typeof j.attestation === "string" && j.attestation.length > 0;
  const payload = signed ? jwtPayload(j.attestation) : null;
  let outcome;
  let wrong = null;
  if (r.status >= 500 || r.status === 0) outcome = "5xx";
  else if (r.status !== 200) outcome = "undecided";
  else if (inner === "VERIFIED" || inner === "CORRECTION_NEEDED") {
    if (c.label === null) {
      // the public docs give this text no certain reading: any decision rests on a reading the text does not fix
      outcome = "wrong";
      wrong = `decided a problem with no certain reading (readings: ${JSON.stringify(c.readings)})`;
    } else {
      const decisionRight = (inner === "VERIFIED") === c.label;
      const valueRight = value === c.answer_double;
      if (decisionRight && valueRight) outcome = "correct";
      else {
        outcome = "wrong";
        wrong = !decisionRight
          ? (c.label ? "true claim answered CORRECTION_NEEDED" : "false claim answered VERIFIED")
          : "decided with a calculated_value different from the worked answer";
        if (!decisionRight && !valueRight) wrong += " (and a different calculated_value)";
      }
    }
  } else outcome = "undecided";
  results.push({
    id: c.id, category: c.category, form: c.form, distractor: c.distractor ?? null, must_refuse: !!c.must_refuse,
    label: c.label, claimed: c.claimed, answer: c.answer,
    http_status: r.status, status: j.status ?? null, inner_status: inner, error_code: j.error_code ?? null,
    expression: j.translation?.expression ?? null, certain: j.translation?.certain ?? null,
    calculated_value: value, exact_value: j.verification?.exact_value ?? null,
    signed, attestation_status: attestationStatus(payload), attestation_payload: payload,
    outcome, wrong, body: r.status === 200 ? undefined : r.text.slice(0, 500),
  });
}

const n = results.length;
const count = (f) => results.filter(f).length;
const toDecide = results.filter((r) => !r.must_refuse);
const mustRefuse = results.filter((r) => r.must_refuse);
const trueN = count((r) => r.label === true), falseN = count((r) => r.label === false), noneN = count((r) => r.label === null);
const wrongs = results.filter((r) => r.outcome === "wrong");
const fives = results.filter((r) => r.outcome === "5xx");
const refusedCodes = new Set(["TRANSLATION_UNSUPPORTED", "NOT_MATH_QUERY"]);
const isRefused = (r) => r.outcome === "undecided" &&
  (refusedCodes.has(r.error_code) || refusedCodes.has(r.inner_status) || refusedCodes.has(r.status));
const isDecided = (r) => r.outcome === "correct" || r.outcome === "wrong";
const isCorrected = (r) => r.signed && /^correct(ed|ion)/i.test(String(r.attestation_status ?? ""));
const isSignedVerified = (r) => r.signed && /^verified/i.test(String(r.attestation_status ?? ""));
const wrongSigned = wrongs.filter((r) => isCorrected(r) || isSignedVerified(r));
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "0.0") + " %";

console.log(`Word problems, held-out round 13 — ${BASE}`);
console.log(`cases: ${n} (${trueN} true claims, ${falseN} false claims, ${noneN} without a certain reading); ${toDecide.length} to decide, ${mustRefuse.length} the public docs say are refused`);
console.log(`\nWRONG DECISIONS signed CORRECTED or VERIFIED: ${wrongSigned.length} (target 0; signed CORRECTED: ${wrongs.filter(isCorrected).length}, signed VERIFIED: ${wrongs.filter(isSignedVerified).length})`);
console.log(`wrong decisions in all: ${wrongs.length} (signed in any status: ${wrongs.filter((r) => r.signed).length}, on a translation marked certain: ${wrongs.filter((r) => r.certain === true).length})`);
for (const r of wrongs)
  console.log(`  ${r.id}${r.must_refuse ? " [must refuse]" : ""}: claim ${r.claimed}, expected ${r.answer ?? "no decision"}, got ${r.inner_status} ${r.calculated_value}; ${r.wrong}; expression ${r.expression}, certain ${r.certain}, signed ${r.signed}${r.signed ? ` (${r.attestation_status})` : ""}`);

const decidedN = toDecide.filter(isDecided).length;
const correctN = toDecide.filter((r) => r.outcome === "correct").length;
console.log(`\nDECIDED SHARE (cases to decide answered VERIFIED or CORRECTION_NEEDED): ${decidedN}/${toDecide.length} = ${pct(decidedN, toDecide.length)} (target >= 60 %)`);
console.log(`decided correctly: ${correctN}/${toDecide.length} = ${pct(correctN, toDecide.length)}`);
console.log(`true claims verified: ${toDecide.filter((r) => r.label === true && r.outcome === "correct").length}/${toDecide.filter((r) => r.label === true).length}`);
console.log(`false claims refuted: ${toDecide.filter((r) => r.label === false && r.outcome === "correct").length}/${toDecide.filter((r) => r.label === false).length}`);
console.log(`must-refuse cases refused or left undecided: ${mustRefuse.filter((r) => r.outcome === "undecided").length}/${mustRefuse.length}; decided: ${mustRefuse.filter(isDecided).length} (of which wrong: ${mustRefuse.filter((r) => r.outcome === "wrong").length})`);
for (const r of mustRefuse.filter((r) => r.outcome === "correct"))
  console.log(`  ${r.id}: decided ${r.inner_status} (agrees with the exact answer, though the docs say it is refused); expression ${r.expression}`);

const byCode = {};
for (const r of results) if (r.outcome === "undecided") {
  const k = r.error_code ?? (r.http_status !== 200 ? `HTTP ${r.http_status}` : `${r.inner_status ?? "no status"} (no code)`);
  byCode[k] = (byCode[k] || 0) + 1;
}
console.log(`\nREFUSALS BY CODE (every undecided answer): ${JSON.stringify(byCode)}`);
console.log(`refused (TRANSLATION_UNSUPPORTED / NOT_MATH_QUERY): ${count(isRefused)}/${n} = ${pct(count(isRefused), n)}; of the cases to decide: ${toDecide.filter(isRefused).length}/${toDecide.length}`);
console.log(`errors: 5xx or no answer: ${fives.length}; 4xx: ${count((r) => r.http_status >= 400 && r.http_status < 500)}`);
for (const r of fives) console.log(`  ${r.id}: HTTP ${r.http_status} ${String(r.body).slice(0, 200)}`);

const cols = ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "other", "4xx", "5xx"];
const col = (r) => r.outcome === "5xx" ? "5xx" : r.http_status !== 200 ? "4xx"
  : cols.includes(r.inner_status) ? r.inner_status : "other";
console.log("\nconfusion (rows: oracle label; columns: inner_status)");
console.log(["label".padEnd(8), ...cols.map((c) => c.padStart(18))].join(""));
for (const lab of [true, false, null]) {
  const rows = results.filter((r) => r.label === lab);
  console.log([String(lab).padEnd(8), ...cols.map((c) => String(rows.filter((r) => col(r) === c).length).padStart(18))].join(""));
}
const att = {};
for (const r of results) if (isDecided(r)) {
  const k = `${r.inner_status} -> ${r.signed ? `signed ${r.attestation_status}` : "unsigned"}`;
  att[k] = (att[k] || 0) + 1;
}
console.log(`\ndecided answers and their attestations: ${JSON.stringify(att)}`);
console.log("\nby category: total, decided correctly, wrong, refused, other undecided, 5xx");
for (const k of [...new Set(results.map((r) => r.category))]) {
  const rs = results.filter((r) => r.category === k);
  const c = (f) => rs.filter(f).length;
  console.log(`  ${k.padEnd(18)} ${String(rs.length).padStart(3)} ${String(c((r) => r.outcome === "correct")).padStart(4)} ${String(c((r) => r.outcome === "wrong")).padStart(4)} ${String(c(isRefused)).padStart(4)} ${String(c((r) => r.outcome === "undecided" && !isRefused(r))).padStart(4)} ${String(c((r) => r.outcome === "5xx")).padStart(4)}`);
}
console.log("\nby form (correct/total):");
for (const k of [...new Set(results.map((r) => r.form))]) {
  const rs = results.filter((r) => r.form === k);
  console.log(`  ${k.padEnd(18)} ${rs.filter((r) => r.outcome === "correct").length}/${rs.length}`);
}
const dis = results.filter((r) => r.distractor);
console.log(`\ncases with a distractor number: ${dis.length}, decided correctly ${dis.filter((r) => r.outcome === "correct").length}, wrong ${dis.filter((r) => r.outcome === "wrong").length}`);
writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 2) + "\n");
console.log(`\nper-case results: ${OUT}`);
if (fives.length || wrongSigned.length) process.exitCode = 1;
