#!/usr/bin/env node
// Held-out SQL set, round 4: sends every case of cases.json to POST /v1/verify/sql and prints the
// figures of issue 25 (false VALID, definite INVALID on valid queries, UNKNOWN rate, confusion table, 5xx).
// Plain Node >= 20, no dependencies. VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (else a fresh
// organization is signed up), --out <file> for per-case results, --concurrency <n> (default 2, max 4).
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const args = process.argv.slice(2);
const argVal = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const OUT = argVal("--out", join(tmpdir(), `verdict-heldout-sql-round4-${Date.now()}.json`));
const CONC = Math.min(4, Math.max(1, Number(argVal("--concurrency", "2"))));
const data = JSON.parse(readFileSync(join(here, "cases.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fivexx = [];

async function http(method, path, { body, headers = {}, caseId } = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(BASE + path, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    if (res.status >= 500) fivexx.push({ case: caseId ?? path, status: res.status, code: json?.code ?? null, attempt });
    const retryable = res.status === 429 || res.status === 503;
    if (retryable && attempt < 4) {
      const ra = Number(res.headers.get("retry-after"));
      await sleep(Math.min(30, Number.isFinite(ra) && ra > 0 ? ra : 2) * 1000);
      continue;
    }
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-sql4-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const s = await http("POST", "/v1/auth/signup", {
    body: { email, password, organization_name: "Held-out SQL round 4" },
  });
  if (!s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await http("POST", "/v1/auth/api-keys", {
    body: { name: "heldout-sql4" },
    headers: { authorization: `Bearer ${s.json.access_token}` },
  });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

// Where allow_writes goes, read from the served OpenAPI document (top level or under options).
async function requestShape() {
  const r = await http("GET", "/openapi.json");
  const doc = r.json ?? {};
  const deref = (s) => {
    for (let i = 0; s?.$ref && i < 10; i++) s = s.$ref.split("/").slice(1).reduce((o, k) => o?.[k], doc);
    return s;
  };
  const op = doc.paths?.["/v1/verify/sql"]?.post;
  const schema = deref(op?.requestBody?.content?.["application/json"]?.schema);
  const props = schema?.properties ?? {};
  for (const f of ["query", "schema_ddl", "dialect"])
    if (!(f in props)) console.warn(`warning: OpenAPI SqlRequest has no "${f}" (properties: ${Object.keys(props)})`);
  if ("allow_writes" in props) return "top";
  if ("allow_writes" in (deref(props.options)?.properties ?? {})) return "options";
  console.warn("warning: allow_writes not found in OpenAPI; sending it at top level");
  return "top";
}

function render(c) {
  return data.schemas[c.schema].replaceAll("{TS}", data.timestamp_type[c.dialect]);
}

async function main() {
  const key = await apiKey();
  const writesAt = await requestShape();
  const results = [];
  let next = 0;
  async function worker() {
    while (next < data.cases.length) {
      const c = data.cases[next++];
      const body = { query: c.query, schema_ddl: render(c), dialect: c.dialect };
      if (c.allow_writes) {
        if (writesAt === "top") body.allow_writes = true;
        else body.options = { allow_writes: true };
      }
      const r = await http("POST", "/v1/verify/sql", { body, headers: { "x-api-key": key }, caseId: c.id });
      let answer;
      if (r.status === 200 && ["VALID", "INVALID", "UNKNOWN"].includes(r.json?.status)) answer = r.json.status;
      else if (r.status >= 500) answer = "5xx";
      else answer = `HTTP ${r.status}`;
      results.push({
        id: c.id,
        dialect: c.dialect,
        category: c.category,
        expect: c.expect,
        answer,
        http_status: r.status,
        is_valid: r.json?.is_valid ?? null,
        validation: r.json?.validation ?? null,
        issues: (r.json?.issues ?? []).map((i) => i.code),
        message: r.json?.message ?? r.json?.detail ?? null,
      });
    }
  }
  await Promise.all(Array.from({ length: CONC }, worker));
  results.sort((a, b) => a.id.localeCompare(b.id));

  const answers = ["VALID", "INVALID", "UNKNOWN", "other"];
  const bucket = (a) => (answers.includes(a) ? a : "other");
  const groups = { all: results, sqlite: [], postgresql: [], mysql: [], transactsql: [] };
  for (const r of results) groups[r.dialect].push(r);
  const lines = [];
  const p = (s) => lines.push(s);
  const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");

  const falseValid = results.filter((r) => r.expect !== "valid" && r.answer === "VALID");
  const defInvalidOnValid = results.filter((r) => r.expect === "valid" && r.answer === "INVALID");
  const unknown = results.filter((r) => r.answer === "UNKNOWN");
  const engineless = results.filter((r) => r.dialect === "mysql" || r.dialect === "transactsql");
  const validWithoutEngine = engineless.filter((r) => r.answer === "VALID");
  const unsafe = results.filter((r) => r.expect === "unsafe");
  const unsafeCaught = unsafe.filter((r) => r.answer === "INVALID");
  const other = results.filter((r) => bucket(r.answer) === "other");

  p(`cases: ${results.length} (valid ${results.filter((r) => r.expect === "valid").length}, invalid ${results.filter((r) => r.expect === "invalid").length}, unsafe ${unsafe.length})`);
  p(`false VALID (invalid or unsafe answered VALID; must be 0): ${falseValid.length}${falseValid.length ? ` -> ${falseValid.map((r) => r.id).join(", ")}` : ""}`);
  p(`definite INVALID on a valid query (must be 0): ${defInvalidOnValid.length}${defInvalidOnValid.length ? ` -> ${defInvalidOnValid.map((r) => r.id).join(", ")}` : ""}`);
  p(`UNKNOWN rate: ${unknown.length}/${results.length} = ${pct(unknown.length, results.length)}`);
  for (const d of ["sqlite", "postgresql", "mysql", "transactsql"]) {
    const g = groups[d];
    const u = g.filter((r) => r.answer === "UNKNOWN").length;
    p(`  ${d}: UNKNOWN ${u}/${g.length} = ${pct(u, g.length)}`);
  }
  const eng = results.filter((r) => r.dialect === "sqlite" || r.dialect === "postgresql");
  const engValid = eng.filter((r) => r.expect === "valid");
  p(`engine dialects: valid queries answered VALID ${engValid.filter((r) => r.answer === "VALID").length}/${engValid.length}; invalid answered INVALID ${eng.filter((r) => r.expect === "invalid" && r.answer === "INVALID").length}/${eng.filter((r) => r.expect === "invalid").length}`);
  p(`VALID without an engine (mysql/transactsql; the docs say never): ${validWithoutEngine.length}${validWithoutEngine.length ? ` -> ${validWithoutEngine.map((r) => r.id).join(", ")}` : ""}`);
  p(`unsafe refused (INVALID): ${unsafeCaught.length}/${unsafe.length}; missed: ${unsafe.filter((r) => r.answer !== "INVALID").map((r) => `${r.id}=${r.answer}`).join(", ") || "none"}`);
  p(`5xx answers seen: ${fivexx.length}${fivexx.length ? ` -> ${fivexx.map((f) => `${f.case}:${f.status}${f.code ? `/${f.code}` : ""}`).join(", ")}` : ""}; other non-200: ${other.length}${other.length ? ` -> ${other.map((r) => `${r.id}=${r.answer}`).join(", ")}` : ""}`);
  for (const [name, g] of Object.entries(groups)) {
    p("");
    p(`confusion (${name}): expected \\ answered | ${answers.join(" | ")}`);
    for (const e of ["valid", "invalid", "unsafe"]) {
      const row = g.filter((r) => r.expect === e);
      p(`  ${e.padEnd(8)} | ${answers.map((a) => String(row.filter((r) => bucket(r.answer) === a).length).padStart(a.length)).join(" | ")}`);
    }
  }
  p("");
  p("per case (expected -> answered, issue codes):");
  for (const r of results) p(`  ${r.id} ${r.expect} -> ${r.answer} [${r.issues.join(",")}]`);
  console.log(lines.join("\n"));
  writeFileSync(OUT, JSON.stringify({ base: BASE, date: new Date().toISOString(), fivexx, results }, null, 1));
  console.log(`\nper-case results: ${OUT}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
