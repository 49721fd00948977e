#!/usr/bin/env node
// Scores the math held-out set, round 10, against a running Verdict service.
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const outIdx = process.argv.indexOf("--out");
const OUT = outIdx > 0 ? process.argv[outIdx + 1] : join(tmpdir(), `verdict-math-round10-${Date.now()}.json`);
const CONCURRENCY = 4;
const cases = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    const res = await fetch(BASE + path, init);
    if ((res.status === 429 || res.status === 503) && i < tries) {
      const ra = Number(res.headers.get("retry-after")) || 1;
      await sleep(ra * 1000);
      continue;
    }
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text };
    }
    return { status: res.status, body };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-math10-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const s = await request("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "Held-out math round 10" }),
  });
  if (!s.body.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(s.body)}`);
  const k = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: "held-out math round 10" }),
  });
  if (!k.body.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(k.body)}`);
  return k.body.key;
}

function exactToNumber(s) {
  if (typeof s !== "string") return null;
  const m = s.trim().match(/^(-?\d+)(?:\s*\/\s*(\d+))?$/);
  if (!m) return null;
  return Number(m[1]) / (m[2] ? Number(m[2]) : 1);
}

function sameValue(got, want) {
  if (typeof got !== "number" || !Number.isFinite(got)) return false;
  return Math.abs(got - want) <= 1e-12 * Math.max(1, Math.abs(want));
}

function classify(c, http, body) {
  if (http >= 500 || http === 0) return "5XX";
  if (c.label === "ANY") return "ANY_OK";
  const status = http >= 400 ? "ERROR" : body.status || "ERROR";
  if (c.label === "VALUE") {
    if (status === "VERIFIED") {
      let v = body.value;
      if (typeof v !== "number") v = exactToNumber(body.exact);
      return sameValue(v, c.expected_value) ? "VALUE_OK" : "WRONG_VALUE";
    }
    if (status === "CORRECTION_NEEDED" || status === "REFUTED") return "WRONG_VALUE";
    return status === "UNKNOWN" ? "TRUE_UNKNOWN" : "TRUE_ERROR";
  }
  if (c.label === "TRUE") {
    if (status === "VERIFIED") return "TRUE_VERIFIED";
    if (status === "CORRECTION_NEEDED" || status === "REFUTED") return "TRUE_REFUTED";
    return status === "UNKNOWN" ? "TRUE_UNKNOWN" : "TRUE_ERROR";
  }
  if (status === "VERIFIED") return "FALSE_VERIFIED";
  if (status === "CORRECTION_NEEDED" || status === "REFUTED") return "FALSE_REFUTED";
  return status === "UNKNOWN" ? "FALSE_UNKNOWN" : "FALSE_ERROR";
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
      let http = 0;
      let body = {};
      try {
        ({ status: http, body } = await request("/v1/verify/math", {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": key },
          body: JSON.stringify(payload),
        }));
      } catch (e) {
        http = 599;
        body = { error: String(e) };
      }
      const outcome = classify(c, http, body);
      results[i] = {
        id: c.id, category: c.category, expression: c.expression, context: c.context ?? null, label: c.label,
        expected_exact: c.expected_exact, expected_value: c.expected_value, http, status: http >= 400 ? `HTTP ${http}` : body.status, outcome,
        value: body.value, exact: body.exact, message: body.message ?? body.error ?? body.detail ?? body.title,
        conditions: body.conditions, required_assumptions: body.required_assumptions, ms: Date.now() - t0,
      };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const count = (o) => results.filter((r) => r.outcome === o).length;
  const nTrue = results.filter((r) => r.label === "TRUE" || r.label === "VALUE").length;
  const nAny = results.filter((r) => r.label === "ANY").length;
  const nFalse = results.filter((r) => r.label === "FALSE").length;
  const ue = count("TRUE_UNKNOWN") + count("TRUE_ERROR");
  console.log(`math held-out round 10: ${results.length} claims (${nTrue} true incl. ${results.filter((r) => r.label === "VALUE").length} value claims, ${nFalse} false, ${nAny} adversarial inputs scored for no 5xx) at ${BASE}`);
  console.log(`false VERIFIED:            ${count("FALSE_VERIFIED")}`);
  console.log(`true refuted:              ${count("TRUE_REFUTED")}`);
  console.log(`wrong values:              ${count("WRONG_VALUE")}`);
  console.log(`5xx:                       ${count("5XX")}`);
  console.log(`true claims undecided:     ${ue} of ${nTrue} (${((100 * ue) / nTrue).toFixed(1)} %; UNKNOWN ${count("TRUE_UNKNOWN")}, ERROR/4xx ${count("TRUE_ERROR")}; target <= 10 %)`);
  console.log(`false claims refuted:      ${count("FALSE_REFUTED")} of ${nFalse}`);
  console.log("\nconfusion (label x answer):");
  const cols = ["VERIFIED", "CORRECTION_NEEDED", "UNKNOWN", "ERROR", "4xx", "5xx"];
  const col = (r) => (r.http >= 500 ? "5xx" : r.http >= 400 ? "4xx" : cols.includes(r.status) ? r.status : "ERROR");
  console.log(["label".padEnd(8), ...cols.map((c) => c.padStart(18))].join(""));
  for (const lab of ["TRUE", "VALUE", "FALSE", "ANY"]) {
    const rs = results.filter((r) => r.label === lab);
    console.log([lab.padEnd(8), ...cols.map((c) => String(rs.filter((r) => col(r) === c).length).padStart(18))].join(""));
  }
  console.log("\nby category (true decided right / true; undecided true; false refuted / false; bad = false VERIFIED + true refuted + wrong value + 5xx):");
  const cats = [...new Set(results.map((r) => r.category))];
  for (const cat of cats) {
    const rs = results.filter((r) => r.category === cat);
    const t = rs.filter((r) => r.label === "TRUE" || r.label === "VALUE");
    const f = rs.filter((r) => r.label === "FALSE");
    const okT = t.filter((r) => r.outcome === "TRUE_VERIFIED" || r.outcome === "VALUE_OK").length;
    const okF = f.filter((r) => r.outcome === "FALSE_REFUTED").length;
    const bad = rs.filter((r) => ["FALSE_VERIFIED", "TRUE_REFUTED", "WRONG_VALUE", "5XX"].includes(r.outcome)).length;
    const und = t.filter((r) => r.outcome === "TRUE_UNKNOWN" || r.outcome === "TRUE_ERROR").length;
    const pct = t.length ? ((100 * und) / t.length).toFixed(0) : "0";
    console.log(`  ${cat.padEnd(22)} ${String(okT).padStart(3)}/${String(t.length).padEnd(4)} undecided ${String(und).padStart(2)} (${pct.padStart(3)} %)  ${String(okF).padStart(3)}/${String(f.length).padEnd(4)} bad ${bad}`);
  }
  for (const [title, outs] of [
    ["false VERIFIED", ["FALSE_VERIFIED"]], ["true refuted", ["TRUE_REFUTED"]], ["wrong values", ["WRONG_VALUE"]],
    ["5xx", ["5XX"]], ["UNKNOWN/ERROR on true claims", ["TRUE_UNKNOWN", "TRUE_ERROR"]],
  ]) {
    const rs = results.filter((r) => outs.includes(r.outcome));
    if (!rs.length) continue;
    console.log(`\n${title}:`);
    for (const r of rs) {
      const ctx = r.context ? ` ${JSON.stringify(r.context)}` : "";
      console.log(`  ${r.id} [${r.status}] ${r.expression}${ctx}${r.outcome === "WRONG_VALUE" ? ` -> ${r.value} / ${r.exact} (want ${r.expected_exact})` : ""} :: ${String(r.message ?? "").slice(0, 140)}`);
    }
  }
  writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), results }, null, 1));
  console.log(`\nper-case results: ${OUT}`);
  if (count("5XX")) process.exitCode = 2;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
