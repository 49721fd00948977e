#!/usr/bin/env node
// Scores the round-3 held-out math claims against a running Verdict service (POST /v1/verify/math).
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json] [--concurrency 4]
// Plain Node >= 20, no dependencies. Without VERDICT_KEY it signs up a fresh organization and creates an API key.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/+$/, "");
const args = process.argv.slice(2);
const argOf = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const OUT = argOf("--out", join(tmpdir(), `verdict-heldout-math-round3-${Date.now()}.json`));
const CONCURRENCY = Math.min(4, Math.max(1, Number(argOf("--concurrency", "4"))));
const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, attempt = 0) {
  let res;
  try {
    res = await fetch(BASE + path, init);
  } catch (err) {
    if (attempt < 5) {
      await sleep(500 * (attempt + 1));
      return request(path, init, attempt + 1);
    }
    throw err;
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
  } catch {
    body = { raw: text.slice(0, 500) };
  }
  return { status: res.status, body };
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-math3-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const json = { "content-type": "application/json" };
  const s = await request("/v1/auth/signup", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password: "held-out round three password", organization_name: "Held-out math" }),
  });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "heldout-math-round-3" }),
  });
  if (!k.body?.key) throw new Error(`api key creation failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

// ---- value comparison (expression claims) ----
function parseRational(s) {
  if (typeof s !== "string") return null;
  const t = s.replace(/\s+/g, "");
  let m = /^([+-]?\d+)(?:\/(\d+))?$/.exec(t);
  if (m) return [BigInt(m[1]), BigInt(m[2] ?? "1")];
  m = /^([+-]?)(\d*)\.(\d+)$/.exec(t);
  if (m) return [BigInt(`${m[1]}${m[2] || "0"}${m[3]}`), 10n ** BigInt(m[3].length)];
  return null;
}
function parseComplex(s) {
  if (typeof s === "number") return [s, 0];
  if (typeof s !== "string") return null;
  const t = s.replace(/\s+/g, "").replace(/\*/g, "");
  const num = (x) => (x === "" || x === "+" ? 1 : x === "-" ? -1 : Number(x));
  if (!t.endsWith("i")) {
    const v = Number(t);
    return Number.isFinite(v) ? [v, 0] : null;
  }
  const body = t.slice(0, -1);
  let k = -1;
  for (let j = body.length - 1; j > 0; j--) {
    if ((body[j] === "+" || body[j] === "-") && body[j - 1] !== "e" && body[j - 1] !== "E") {
      k = j;
      break;
    }
  }
  const re = k > 0 ? Number(body.slice(0, k)) : 0;
  const im = num(k > 0 ? body.slice(k) : body);
  return Number.isFinite(re) && Number.isFinite(im) ? [re, im] : null;
}
const close = (a, b) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(b));

// "match" | "differs" | "none" (no value given) | "unparsed"
function compareValue(c, body) {
  const ref = c.evidence;
  if (ref.rational !== undefined) {
    const r = parseRational(body.exact);
    if (r) {
      const [p, q] = parseRational(ref.rational);
      return r[0] * q === p * r[1] ? "match" : "differs";
    }
  }
  const cand = body.value ?? body.exact;
  if (cand === undefined || cand === null) return body.exact ? "unparsed" : "none";
  const z = parseComplex(cand);
  if (!z) return "unparsed";
  return close(z[0], ref.re) && close(z[1], ref.im) ? "match" : "differs";
}

function classify(c, http, body) {
  if (http >= 500) return "5xx";
  const status = http === 200 ? body?.status : "ERROR";
  if (c.label === "VALUE") {
    const cmp = http === 200 ? compareValue(c, body ?? {}) : "none";
    if (cmp === "differs") return "wrong_value";
    if (status === "VERIFIED") return cmp === "match" ? "correct" : cmp === "unparsed" ? "unchecked_value" : "wrong_value";
    if (status === "CORRECTION_NEEDED") return "true_refuted";
    return status === "UNKNOWN" ? "unknown" : "error";
  }
  if (c.label === "TRUE") {
    if (status === "VERIFIED") return "correct";
    if (status === "CORRECTION_NEEDED") return "true_refuted";
    return status === "UNKNOWN" ? "unknown" : "error";
  }
  if (status === "VERIFIED") return "false_verified";
  if (status === "CORRECTION_NEEDED") return "correct";
  return status === "UNKNOWN" ? "unknown" : "error";
}

async function main() {
  const key = await apiKey();
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const payload = { expression: c.expression };
      if (c.context) payload.context = c.context;
      const t0 = Date.now();
      let http, body;
      try {
        ({ status: http, body } = await request("/v1/verify/math", {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": key },
          body: JSON.stringify(payload),
        }));
      } catch (err) {
        http = 599;
        body = { transport_error: String(err) };
      }
      const outcome = classify(c, http, body);
      const status = http === 200 ? body?.status : `HTTP ${http}`;
      results[i] = {
        id: c.id, category: c.category, label: c.label, expression: c.expression, context: c.context ?? null,
        http, status, outcome, ms: Date.now() - t0,
        value: body?.value, exact: body?.exact, message: body?.message ?? body?.error?.message ?? body?.error,
        method: body?.method, conditions: body?.conditions, required_assumptions: body?.required_assumptions,
        counterexample: body?.counterexample, reading: body?.reading, code: body?.error?.code ?? body?.code,
        oracle: c.evidence,
      };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const labels = ["TRUE", "FALSE", "VALUE"];
  const cols = ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "HTTP 4xx", "HTTP 5xx"];
  const col = (r) => (r.http >= 500 ? "HTTP 5xx" : r.http !== 200 ? "HTTP 4xx" : r.status);
  const count = (f) => results.filter(f).length;
  console.log(`Verdict math held-out round 3: ${results.length} claims against ${BASE}\n`);
  console.log(`label  ${cols.map((c) => c.padStart(18)).join("")}`);
  for (const l of labels) {
    console.log(`${l.padEnd(6)} ${cols.map((c) => String(count((r) => r.label === l && col(r) === c)).padStart(18)).join("")}`);
  }
  const nTrue = count((r) => r.label === "TRUE");
  const nVal = count((r) => r.label === "VALUE");
  const nFalse = count((r) => r.label === "FALSE");
  const fv = results.filter((r) => r.outcome === "false_verified");
  const tr = results.filter((r) => r.outcome === "true_refuted");
  const wv = results.filter((r) => r.outcome === "wrong_value");
  const uv = results.filter((r) => r.outcome === "unchecked_value");
  const x5 = results.filter((r) => r.outcome === "5xx");
  const ueTrue = count((r) => r.label === "TRUE" && ["unknown", "error"].includes(r.outcome));
  const ueAll = count((r) => r.label !== "FALSE" && ["unknown", "error"].includes(r.outcome));
  const pct = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
  console.log("\nDone-when figures");
  console.log(`  false VERIFIED (FALSE claim answered VERIFIED):      ${fv.length}`);
  console.log(`  true claims refuted (CORRECTION_NEEDED on a TRUE):   ${tr.length}`);
  console.log(`  wrong values (value differs from the oracle's):      ${wv.length}`);
  console.log(`  5xx answers:                                         ${x5.length}`);
  console.log(`  UNKNOWN + ERROR on TRUE claims:                      ${ueTrue} of ${nTrue} = ${pct(ueTrue, nTrue)}`);
  console.log(`  UNKNOWN + ERROR on TRUE + VALUE claims:              ${ueAll} of ${nTrue + nVal} = ${pct(ueAll, nTrue + nVal)}  (target <= 10 %)`);
  console.log(`  FALSE claims refuted (CORRECTION_NEEDED):            ${count((r) => r.label === "FALSE" && r.outcome === "correct")} of ${nFalse}`);
  if (uv.length) console.log(`  values VERIFIED but not parseable by this scorer:    ${uv.length} (check by hand)`);
  console.log("\nBy category (correct / total; fv = false VERIFIED, tr = true refuted, wv = wrong value, u/e = UNKNOWN or ERROR)");
  const cats = [...new Set(results.map((r) => r.category))];
  for (const c of cats) {
    const rs = results.filter((r) => r.category === c);
    const n = (o) => rs.filter((r) => r.outcome === o).length;
    console.log(
      `  ${c.padEnd(12)} ${String(n("correct")).padStart(3)} / ${String(rs.length).padEnd(3)}  fv ${n("false_verified")}  tr ${n("true_refuted")}  wv ${n("wrong_value")}  u/e ${n("unknown") + n("error")}  5xx ${n("5xx")}`,
    );
  }
  const show = (title, rs) => {
    if (!rs.length) return;
    console.log(`\n${title}`);
    for (const r of rs) {
      const ctx = r.context ? ` ${JSON.stringify(r.context)}` : "";
      console.log(`  ${r.id} [${r.label}] ${r.expression}${ctx} -> ${r.status}${r.value !== undefined ? ` value=${JSON.stringify(r.value)}` : ""}${r.exact ? ` exact=${r.exact}` : ""}: ${String(r.message ?? "").slice(0, 160)}`);
    }
  };
  show("False VERIFIED", fv);
  show("True claims refuted", tr);
  show("Wrong values", wv);
  show("Values to check by hand", uv);
  show("5xx", x5);
  show("UNKNOWN / ERROR on TRUE and VALUE claims", results.filter((r) => r.label !== "FALSE" && ["unknown", "error"].includes(r.outcome)));
  show("FALSE claims not refuted (UNKNOWN / ERROR)", results.filter((r) => r.label === "FALSE" && ["unknown", "error"].includes(r.outcome)));
  writeFileSync(OUT, `${JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1)}\n`);
  console.log(`\nper-case results: ${OUT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
