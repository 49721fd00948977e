#!/usr/bin/env node
// Held-out SQL set, round 1: sends every case to POST /v1/verify/sql and prints the figures of issue 25's "Done when"
// for SQL (0 false VALID, 0 definite INVALID on valid queries), the UNKNOWN rate on valid queries, every 5xx, and a
// confusion table. Plain Node >= 20, no dependencies.
//
//   VERDICT_URL (default http://127.0.0.1:8787)   VERDICT_KEY (default: sign up a fresh organization and make a key)
//   node score.mjs [--out results.json] [--only sqlite,postgresql] [--concurrency 3]
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const OUT = opt("--out", join(tmpdir(), `verdict-heldout-sql-round-1-${Date.now()}.json`));
const ONLY = opt("--only", null)?.split(",");
const CONCURRENCY = Math.min(4, Math.max(1, Number(opt("--concurrency", 3))));
const NO_ENGINE = new Set(["mysql", "mariadb", "bigquery", "snowflake", "transactsql"]);
const HAND = new Set(["transactsql", "bigquery", "snowflake"]);

const schemas = JSON.parse(readFileSync(join(HERE, "schemas.json"), "utf8"));
let cases = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8")).cases;
if (ONLY) cases = cases.filter((c) => ONLY.includes(c.dialect));

// Hand-labelled cases count only when an independent second reading agrees (valid vs not valid) once it exists.
const secondPath = join(HERE, "second-reading.json");
const dropped = [];
if (existsSync(secondPath)) {
  const raw = JSON.parse(readFileSync(secondPath, "utf8"));
  const readings = raw.readings ?? raw;
  cases = cases.filter((c) => {
    if (!HAND.has(c.dialect)) return true;
    const r = readings[c.id];
    const agree = r !== undefined && (r === "valid") === (c.expect === "valid");
    if (!agree) dropped.push({ id: c.id, first: c.expect, second: r ?? "(none)" });
    return agree;
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, tries = 8) {
  for (let i = 0; ; i++) {
    let res;
    try {
      res = await fetch(BASE + path, init);
    } catch (e) {
      if (i >= 2) throw e;
      await sleep(1000);
      continue;
    }
    if (res.status === 429 && i < tries) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000);
      continue;
    }
    return res;
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-sql-${randomBytes(6).toString("hex")}@example.com`;
  const password = randomBytes(18).toString("base64url");
  const su = await request("/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, organization_name: "Held-out SQL round 1" }),
  });
  if (su.status !== 201 && su.status !== 200) throw new Error(`signup: HTTP ${su.status} ${await su.text()}`);
  const { access_token } = await su.json();
  const k = await request("/v1/auth/api-keys", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ name: "heldout-sql" }),
  });
  if (k.status !== 201 && k.status !== 200) throw new Error(`api key: HTTP ${k.status} ${await k.text()}`);
  return (await k.json()).key;
}

function classify(http, body) {
  if (http >= 500) return `HTTP_${http}`;
  if (http !== 200) return `HTTP_${http}`;
  if (body?.is_valid === true && body.status === "VALID") return "VALID";
  if (body?.is_valid === true) return "VALID"; // is_valid true is a positive verdict whatever the status says
  if (body?.status === "INVALID") return "INVALID";
  if (body?.status === "UNKNOWN") return "UNKNOWN";
  return "MALFORMED";
}

async function run(key) {
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i];
      const payload = { query: c.query, schema_ddl: schemas[c.schema][c.dialect], dialect: c.dialect };
      if (c.allow_writes) payload.allow_writes = true;
      const t0 = Date.now();
      let http = 0, body = null, error = null;
      try {
        const res = await request("/v1/verify/sql", {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": key },
          body: JSON.stringify(payload),
        });
        http = res.status;
        const text = await res.text();
        try { body = JSON.parse(text); } catch { body = { raw: text.slice(0, 500) }; }
      } catch (e) {
        error = String(e);
      }
      const answer = error ? "NETWORK_ERROR" : classify(http, body);
      results[i] = {
        id: c.id, dialect: c.dialect, category: c.category, expect: c.expect, label_source: c.label_source,
        answer, http, ms: Date.now() - t0,
        status: body?.status, is_valid: body?.is_valid, validation: body?.validation, engine: body?.engine,
        message: body?.message ?? body?.detail ?? error,
        issue_codes: Array.isArray(body?.issues) ? body.issues.map((x) => x.code) : undefined,
      };
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

function pct(n, d) {
  return d ? `${((100 * n) / d).toFixed(1)} %` : "n/a";
}

function report(results) {
  const valid = results.filter((r) => r.expect === "valid");
  const reject = results.filter((r) => r.expect !== "valid");
  const falseValid = reject.filter((r) => r.answer === "VALID");
  const definiteInvalid = valid.filter((r) => r.answer === "INVALID");
  const unknownValid = valid.filter((r) => r.answer === "UNKNOWN");
  const fivexx = results.filter((r) => /^HTTP_5/.test(r.answer) || r.answer === "NETWORK_ERROR" || r.answer === "MALFORMED");
  const other4xx = results.filter((r) => /^HTTP_4/.test(r.answer));
  const lines = [];
  const p = (s = "") => lines.push(s);
  p(`Held-out SQL round 1 against ${BASE}: ${results.length} cases (${valid.length} valid, ${reject.length} invalid or unsafe)`);
  if (dropped.length) p(`second reading: ${dropped.length} hand-labelled case(s) dropped for disagreement: ${dropped.map((d) => d.id).join(", ")}`);
  p();
  p(`false VALID (VALID on an invalid or unsafe query): ${falseValid.length} of ${reject.length}`);
  p(`definite INVALID on valid queries:                 ${definiteInvalid.length} of ${valid.length}`);
  const vEng = valid.filter((r) => !NO_ENGINE.has(r.dialect));
  const vNo = valid.filter((r) => NO_ENGINE.has(r.dialect));
  p(`UNKNOWN on valid queries:                          ${unknownValid.length} of ${valid.length} (${pct(unknownValid.length, valid.length)}); ` +
    `engine dialects ${vEng.filter((r) => r.answer === "UNKNOWN").length}/${vEng.length}, ` +
    `grammar-only dialects ${vNo.filter((r) => r.answer === "UNKNOWN").length}/${vNo.length}`);
  p(`VALID on valid queries (engine dialects):          ${vEng.filter((r) => r.answer === "VALID").length} of ${vEng.length}`);
  p(`definite INVALID on invalid/unsafe queries:        ${reject.filter((r) => r.answer === "INVALID").length} of ${reject.length}`);
  p(`5xx / network / malformed answers:                 ${fivexx.length}`);
  if (other4xx.length) p(`4xx answers:                                       ${other4xx.length}`);
  p();
  const cols = ["VALID", "INVALID", "UNKNOWN", "4xx", "5xx/other"];
  const bucket = (a) => (cols.includes(a) ? a : /^HTTP_4/.test(a) ? "4xx" : "5xx/other");
  const dialects = [...new Set(results.map((r) => r.dialect))];
  p("confusion (rows: label; columns: answer)");
  p(`${"dialect".padEnd(12)} ${"label".padEnd(8)} ${cols.map((c) => c.padStart(9)).join(" ")}`);
  for (const d of [...dialects, "all"]) {
    for (const e of ["valid", "invalid", "unsafe"]) {
      const rs = results.filter((r) => (d === "all" || r.dialect === d) && r.expect === e);
      if (!rs.length) continue;
      p(`${d.padEnd(12)} ${e.padEnd(8)} ${cols.map((c) => String(rs.filter((r) => bucket(r.answer) === c).length).padStart(9)).join(" ")}`);
    }
  }
  const list = (title, rs) => {
    p();
    p(`${title}: ${rs.length}`);
    for (const r of rs) p(`  ${r.id} [${r.dialect}, ${r.category}] ${r.answer}${r.http && r.http !== 200 ? ` HTTP ${r.http}` : ""}: ${String(r.message ?? "").slice(0, 220)}`);
  };
  list("false VALID", falseValid);
  list("definite INVALID on valid queries", definiteInvalid);
  list("5xx / network / malformed", fivexx);
  if (other4xx.length) list("4xx", other4xx);
  return { lines, summary: {
    cases: results.length, valid: valid.length, invalid_or_unsafe: reject.length,
    false_valid: falseValid.length, definite_invalid_on_valid: definiteInvalid.length,
    unknown_on_valid: unknownValid.length, fivexx: fivexx.length, http4xx: other4xx.length,
    dropped_by_second_reading: dropped,
  } };
}

const key = await apiKey();
const results = await run(key);
const { lines, summary } = report(results);
console.log(lines.join("\n"));
writeFileSync(OUT, JSON.stringify({ base_url: BASE, date: new Date().toISOString(), summary, results }, null, 1) + "\n");
console.log(`\nper-case results: ${OUT}`);
process.exitCode = summary.false_valid || summary.definite_invalid_on_valid || summary.fivexx ? 1 : 0;
