#!/usr/bin/env node
// Scores the round-3 held-out word problems against POST /v1/verify/natural_language.
// Plain Node >= 20, no dependencies. VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (optional: without it a
// fresh organization is signed up and an API key created), --out FILE (per-case results; default in the OS temp dir),
// --concurrency N (1..4, default 2).
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? "http://127.0.0.1:8787").replace(/\/+$/, "");
const argv = process.argv.slice(2);
const arg = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : dflt;
};
const OUT = arg("--out", join(tmpdir(), `verdict-heldout-word-problems-round-3-${Date.now()}.json`));
const CONCURRENCY = Math.max(1, Math.min(4, Number(arg("--concurrency", "2")) || 2));

const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const labels = JSON.parse(readFileSync(join(here, "labels.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, { method = "POST", headers = {}, body } = {}) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      if (attempt < 3) {
        await sleep(1000 * (attempt + 1));
        continue;
      }
      return { status: 0, json: null, text: String(err) };
    }
    if (res.status === 429 && attempt < 10) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-wp3-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const signup = await request("/v1/auth/signup", {
    body: { email, password: "held-out word problems round 3", organization_name: "Held-out word problems" },
  });
  const token = signup.json?.access_token;
  if (!token) throw new Error(`signup failed: HTTP ${signup.status} ${signup.text.slice(0, 300)}`);
  const created = await request("/v1/auth/api-keys", {
    headers: { authorization: `Bearer ${token}` },
    body: { name: "heldout-word-problems-round-3" },
  });
  const key = created.json?.key;
  if (!key) throw new Error(`api key creation failed: HTTP ${created.status} ${created.text.slice(0, 300)}`);
  return key;
}

// The attestation's payload, decoded (not verified: the figures only say whether a verdict was signed and as what).
function attestationSummary(jwt) {
  if (typeof jwt !== "string") return null;
  let payload = null;
  try {
    payload = JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));
  } catch {
    return { present: true, status: null, verified: null };
  }
  const find = (o, key, depth = 0) => {
    if (!o || typeof o !== "object" || depth > 6) return undefined;
    if (key in o && typeof o[key] !== "object") return o[key];
    for (const v of Object.values(o)) {
      const f = find(v, key, depth + 1);
      if (f !== undefined) return f;
    }
    return undefined;
  };
  return { present: true, status: find(payload, "status") ?? null, verified: find(payload, "verified") ?? null };
}

// The exact value a decision was made on, as a double: verification.calculated_value (null only outside the double range).
function sameValue(calculated, label) {
  return typeof calculated === "number" && calculated === label.answer_double;
}

function classify(c, label, res) {
  const r = {
    id: c.id,
    category: c.category,
    form: c.form,
    documented: c.documented,
    distractor: c.distractor,
    claim_true: label.claim_true,
    answer: label.answer,
    claim: label.claim,
    http: res.status,
  };
  const b = res.json ?? {};
  r.status = b.status ?? null;
  r.inner_status = b.inner_status ?? null;
  r.error_code = b.error_code ?? b.code ?? null;
  r.expression = b.translation?.expression ?? null;
  r.certain = b.translation?.certain ?? null;
  r.calculated_value = b.verification?.calculated_value ?? null;
  r.exact_value = b.verification?.exact_value ?? null;
  r.attestation = attestationSummary(b.attestation);
  r.signed = Boolean(b.attestation);
  if (res.status >= 500 || res.status === 0) {
    r.outcome = "5xx";
  } else if (res.status >= 400) {
    r.outcome = "undecided";
    r.column = `HTTP ${res.status}`;
  } else if (r.inner_status === "VERIFIED" || r.inner_status === "CORRECTION_NEEDED") {
    const saysTrue = r.inner_status === "VERIFIED";
    const valueOk = sameValue(r.calculated_value, label);
    r.value_ok = valueOk;
    r.outcome = saysTrue === label.claim_true && valueOk ? "correct" : "wrong";
    if (r.outcome === "wrong") {
      r.why =
        saysTrue !== label.claim_true
          ? label.claim_true
            ? "true claim answered CORRECTION_NEEDED"
            : "false claim answered VERIFIED"
          : `decided on ${r.calculated_value} (${r.exact_value ?? "?"}) instead of ${label.answer}`;
    }
  } else {
    r.outcome = "undecided";
  }
  if (!r.column) r.column = r.outcome === "5xx" ? `HTTP ${res.status}` : (r.inner_status ?? r.status ?? "none");
  if (r.column === "ERROR" && r.error_code) r.column = `ERROR ${r.error_code}`;
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
        headers: { "x-api-key": key },
        body: { query: c.query, options: { include_attestation: true } },
      });
      results[i] = classify(c, labels[c.id], res);
      if (results[i].outcome === "5xx") results[i].body = res.text.slice(0, 500);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const n = results.length;
  const count = (f) => results.filter(f).length;
  const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "0.0");
  const nTrue = count((r) => r.claim_true);
  const nFalse = n - nTrue;
  const correct = count((r) => r.outcome === "correct");
  const wrong = results.filter((r) => r.outcome === "wrong");
  const trueVerified = count((r) => r.claim_true && r.outcome === "correct");
  const falseRefuted = count((r) => !r.claim_true && r.outcome === "correct");
  const undecided = count((r) => r.outcome === "undecided");
  const fivexx = results.filter((r) => r.outcome === "5xx");

  console.log(`Verdict ${BASE} — word problems round 3 (${n} cases: ${nTrue} true claims, ${nFalse} false claims)`);
  console.log(`wrong decisions:              ${wrong.length} (signed: ${wrong.filter((r) => r.signed).length})`);
  for (const r of wrong) {
    const att = r.signed ? `signed ${r.attestation?.status ?? "?"} verified=${r.attestation?.verified}` : "not signed";
    console.log(`  ${r.id} ${r.inner_status} ${r.why}; expression ${r.expression}; certain=${r.certain}; ${att}`);
  }
  console.log(`decided correctly / total:    ${correct}/${n} (${pct(correct, n)} %)`);
  console.log(`true claims verified:         ${trueVerified}/${nTrue} (${pct(trueVerified, nTrue)} %)`);
  console.log(`false claims refuted:         ${falseRefuted}/${nFalse} (${pct(falseRefuted, nFalse)} %)`);
  console.log(`undecided (ERROR/UNKNOWN/4xx): ${undecided}/${n} (${pct(undecided, n)} %)`);
  console.log(`5xx:                          ${fivexx.length}`);
  for (const r of fivexx) console.log(`  ${r.id} HTTP ${r.http} ${r.body ?? ""}`);

  // Confusion table: truth of the claim × answer.
  const columns = [...new Set(results.map((r) => r.column))].sort();
  const w = Math.max(12, ...columns.map((c) => c.length));
  console.log("\nconfusion (rows: the claim per the oracle; columns: inner_status / error_code / HTTP)");
  console.log(`${"".padEnd(12)}${columns.map((c) => c.padStart(w + 2)).join("")}`);
  for (const [name, truth] of [
    ["true claim", true],
    ["false claim", false],
  ]) {
    const row = columns.map((col) => String(count((r) => r.claim_true === truth && r.column === col)).padStart(w + 2));
    console.log(`${name.padEnd(12)}${row.join("")}`);
  }

  // Breakdowns.
  const breakdown = (title, keyOf) => {
    console.log(`\nby ${title}: correct / wrong / undecided / 5xx of total`);
    const groups = [...new Set(results.map(keyOf))];
    for (const g of groups) {
      const rs = results.filter((r) => keyOf(r) === g);
      const k = (o) => rs.filter((r) => r.outcome === o).length;
      console.log(`  ${String(g).padEnd(28)} ${k("correct")} / ${k("wrong")} / ${k("undecided")} / ${k("5xx")} of ${rs.length}`);
    }
  };
  breakdown("question type named in the docs", (r) => (r.documented ? "named in the docs" : "not named in the docs"));
  breakdown("form", (r) => r.form);
  breakdown("category", (r) => r.category);

  const summary = {
    base_url: BASE,
    date: new Date().toISOString(),
    total: n,
    true_claims: nTrue,
    false_claims: nFalse,
    wrong_decisions: wrong.length,
    wrong_signed: wrong.filter((r) => r.signed).length,
    decided_correctly: correct,
    true_verified: trueVerified,
    false_refuted: falseRefuted,
    undecided,
    http_5xx: fivexx.length,
  };
  writeFileSync(OUT, `${JSON.stringify({ summary, results }, null, 1)}\n`);
  console.log(`\nper-case results: ${OUT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
