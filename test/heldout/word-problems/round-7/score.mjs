#!/usr/bin/env node
// Scores the round-7 word-problem held-out set against a running Verdict service.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
// Plain Node >= 20, no dependencies. Requests are sent sequentially; 429 is retried after Retry-After.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/+$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-wp-round7-${Date.now()}.json`);
const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    let res;
    try {
      res = await fetch(BASE + path, init);
    } catch (e) {
      if (i >= tries) throw e;
      await sleep(1000);
      continue;
    }
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    if (res.status === 503 && i < tries) {
      const body = await res.text();
      if (body.includes("STARTING")) {
        await sleep(2000);
        continue;
      }
      return { status: res.status, body: safeJson(body) };
    }
    return { status: res.status, body: safeJson(await res.text()) };
  }
}

function safeJson(t) {
  try {
    return JSON.parse(t);
  } catch {
    return { raw: t };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-wp7-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const s = await call("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "correct horse battery staple", organization_name: "Held-out WP7" }),
  });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await call("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-wp7" }),
  });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

// The worked answer as a double: "n" or "n/d" (small integers, so n/d is correctly rounded).
function answerDouble(a) {
  const [n, d] = a.split("/");
  return d === undefined ? Number(n) : Number(n) / Number(d);
}

function jwtPayload(jwt) {
  try {
    return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

// Finds a verdict status inside an attestation payload without assuming one claim layout.
function signedStatus(p) {
  if (!p) return null;
  const seen = new Set();
  const walk = (o, depth) => {
    if (!o || typeof o !== "object" || depth > 4 || seen.has(o)) return null;
    seen.add(o);
    for (const k of ["status", "verdict_status", "result"]) {
      if (typeof o[k] === "string" && /^[A-Z_]+$/.test(o[k])) return o[k];
    }
    for (const v of Object.values(o)) {
      const r = walk(v, depth + 1);
      if (r) return r;
    }
    return null;
  };
  return walk(p, 0);
}

const key = await apiKey();
const results = [];
for (const c of cases) {
  const t0 = Date.now();
  const r = await call("/v1/verify/natural_language", {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify({ query: c.query, options: { include_attestation: true } }),
  });
  const b = r.body || {};
  const inner = b.inner_status ?? null;
  const calc = b.verification?.calculated_value ?? null;
  const want = answerDouble(c.answer);
  let outcome;
  if (r.status >= 500) outcome = "5xx";
  else if (r.status >= 400) outcome = "undecided";
  else if (b.status === "INCONCLUSIVE" && (inner === "VERIFIED" || inner === "CORRECTION_NEEDED")) {
    const saysTrue = inner === "VERIFIED";
    const valueOk = calc !== null && calc === want;
    if (saysTrue !== c.label) outcome = "wrong";
    else if (!valueOk) outcome = "wrong-value";
    else outcome = c.label ? "true-verified" : "false-refuted";
  } else outcome = "undecided";
  const att = typeof b.attestation === "string" ? b.attestation : null;
  results.push({
    id: c.id,
    category: c.category,
    form: c.form,
    label: c.label,
    answer: c.answer,
    claim: c.claim,
    http: r.status,
    status: b.status ?? null,
    inner_status: inner,
    error_code: b.error_code ?? b.code ?? null,
    calculated_value: calc,
    exact_value: b.verification?.exact_value ?? null,
    expression: b.translation?.expression ?? null,
    certain: b.translation?.certain ?? null,
    signed: att !== null,
    signed_status: att ? signedStatus(jwtPayload(att)) : null,
    outcome,
    ms: Date.now() - t0,
  });
  process.stderr.write(".");
}
process.stderr.write("\n");

const n = results.length;
const count = (f) => results.filter(f).length;
const wrong = results.filter((x) => x.outcome === "wrong" || x.outcome === "wrong-value");
const trueVerified = count((x) => x.outcome === "true-verified");
const falseRefuted = count((x) => x.outcome === "false-refuted");
const undecided = count((x) => x.outcome === "undecided");
const fivexx = results.filter((x) => x.outcome === "5xx");
const decidedCorrectly = trueVerified + falseRefuted;
const nTrue = count((x) => x.label);
const nFalse = n - nTrue;
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : "0.0");

console.log(`Verdict word problems, held-out round 7: ${n} cases (${nTrue} true claims, ${nFalse} false) against ${BASE}`);
console.log(`wrong decisions: ${wrong.length} (must be 0)`);
for (const w of wrong) {
  console.log(
    `  ${w.id} [${w.category}] label=${w.label} inner=${w.inner_status} calculated=${w.calculated_value} worked=${w.answer} expr=${w.expression} certain=${w.certain} signed=${w.signed}${w.signed_status ? ` (${w.signed_status})` : ""}`,
  );
}
console.log(`decided correctly: ${decidedCorrectly}/${n} = ${pct(decidedCorrectly, n)} % (target >= 60 %)`);
console.log(`true claims verified: ${trueVerified}/${nTrue}`);
console.log(`false claims refuted: ${falseRefuted}/${nFalse}`);
console.log(`undecided (ERROR/UNKNOWN/4xx): ${undecided}`);
console.log(`5xx: ${fivexx.length}${fivexx.length ? ` (${fivexx.map((x) => x.id).join(", ")})` : ""}`);

console.log("\nconfusion (rows: label; columns: inner_status)");
const cols = ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "other", "5xx"];
const col = (x) => (x.outcome === "5xx" ? "5xx" : cols.includes(x.inner_status) ? x.inner_status : "other");
console.log(["label".padEnd(6), ...cols.map((c) => c.padStart(18))].join(""));
for (const lab of [true, false]) {
  const row = results.filter((x) => x.label === lab);
  console.log([String(lab).padEnd(6), ...cols.map((c) => String(row.filter((x) => col(x) === c).length).padStart(18))].join(""));
}

console.log("\nby category: decided correctly / cases (wrong)");
const cats = [...new Set(results.map((x) => x.category))];
for (const cat of cats) {
  const r = results.filter((x) => x.category === cat);
  const ok = r.filter((x) => x.outcome === "true-verified" || x.outcome === "false-refuted").length;
  const bad = r.filter((x) => x.outcome === "wrong" || x.outcome === "wrong-value").length;
  console.log(`  ${cat.padEnd(22)} ${ok}/${r.length}${bad ? ` (${bad} wrong)` : ""}`);
}
console.log("\nby form: decided correctly / cases");
for (const f of [...new Set(results.map((x) => x.form))]) {
  const r = results.filter((x) => x.form === f);
  const ok = r.filter((x) => x.outcome === "true-verified" || x.outcome === "false-refuted").length;
  console.log(`  ${f.padEnd(10)} ${ok}/${r.length}`);
}

writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 2) + "\n");
console.log(`\nper-case results: ${OUT}`);
