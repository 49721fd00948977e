// Held-out SQL set, round 2: sends every query with its schema and dialect to POST /v1/verify/sql and scores the status.
// Usage: VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=...] node score.mjs [--out results.json]
const SET = "sql-round-2";
// ---- common: arguments, API key, HTTP with retry ----
import { writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
const argv = process.argv.slice(2);
const outIdx = argv.indexOf("--out");
const OUT = outIdx >= 0 ? argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-${SET}-${Date.now()}.json`);
const CONCURRENCY = 2;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(method, path, body, headers = {}) {
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
    if (res.status === 429 && attempt < 20) {
      const ra = Number(res.headers.get("retry-after"));
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
  const email = `heldout-${randomBytes(6).toString("hex")}@example.com`;
  const password = randomBytes(12).toString("base64url");
  const s = await call("POST", "/v1/auth/signup", { email, password, organization_name: `heldout ${SET}` });
  const token = s.json?.access_token;
  if (!token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await call("POST", "/v1/auth/api-keys", { name: `heldout-${SET}` }, { authorization: `Bearer ${token}` });
  if (!k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

async function runAll(cases, send) {
  const results = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const i = next++;
      results[i] = await send(cases[i]);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}% (${a}/${b})` : "n/a (0/0)");

function table(rows, cols, label) {
  const head = [label.padEnd(12), ...cols.map((c) => c.padStart(14))].join("");
  const lines = [head];
  for (const [name, counts] of rows) lines.push([name.padEnd(12), ...cols.map((c) => String(counts[c] || 0).padStart(14))].join(""));
  return lines.join("\n");
}

async function serviceInfo() {
  const h = await call("GET", "/v1/health");
  return h.json || { status: h.status };
}
// ---- end common ----

const cases = JSON.parse(readFileSync(join(HERE, "cases.json"), "utf8"));
const schemas = {};
for (const c of cases) schemas[c.schema_file] ||= readFileSync(join(HERE, c.schema_file), "utf8");
const key = await apiKey();
const info = await serviceInfo();

const results = await runAll(cases, async (c) => {
  const body = { query: c.query, schema_ddl: schemas[c.schema_file], dialect: c.dialect };
  if (c.allow_writes !== undefined) body.allow_writes = c.allow_writes;
  const r = await call("POST", "/v1/verify/sql", body, { "x-api-key": key });
  const ok = r.status === 200 && ["VALID", "INVALID", "UNKNOWN"].includes(r.json?.status);
  return { id: c.id, dialect: c.dialect, category: c.category, expected: c.expected, query: c.query, status: r.status,
    answer: ok ? r.json.status : `HTTP ${r.status}`, validation: r.json?.validation,
    issues: (r.json?.issues || []).map((i) => `${i.code}: ${i.message}`.slice(0, 200)),
    body: r.status === 200 ? undefined : r.text.slice(0, 500) };
});

const ENGINE = new Set(["sqlite", "postgresql"]);
function figures(rs, title) {
  const acc = rs.filter((r) => r.expected === "acceptable");
  const rej = rs.filter((r) => r.expected === "reject");
  const falseValid = rej.filter((r) => r.answer === "VALID");
  const invalidOnValid = acc.filter((r) => r.answer === "INVALID");
  const decided = rs.filter((r) => r.answer === "VALID" || r.answer === "INVALID");
  const right = rs.filter((r) => (r.expected === "acceptable" && r.answer === "VALID") || (r.expected === "reject" && r.answer === "INVALID"));
  console.log(`${title}: ${rs.length} queries (acceptable ${acc.length}, reject ${rej.length})`);
  console.log(`  false VALID (must be 0): ${falseValid.length}${falseValid.length ? " — " + falseValid.map((r) => `${r.id} ${r.category}`).join(", ") : ""}`);
  console.log(`  definite INVALID on valid queries (must be 0): ${invalidOnValid.length}${invalidOnValid.length ? " — " + invalidOnValid.map((r) => `${r.id} ${r.category}`).join(", ") : ""}`);
  console.log(`  decided share (VALID or INVALID): ${pct(decided.length, rs.length)}; decided and right: ${pct(right.length, rs.length)}`);
  console.log(`  VALID on acceptable: ${pct(acc.filter((r) => r.answer === "VALID").length, acc.length)}; INVALID on reject: ${pct(rej.filter((r) => r.answer === "INVALID").length, rej.length)}`);
  return falseValid.length + invalidOnValid.length;
}

const errors = results.filter((r) => r.status !== 200);
const fivexx = results.filter((r) => r.status >= 500 || r.status === 0);
console.log(`service ${BASE} ${JSON.stringify(info)}\n`);
for (const d of ["sqlite", "postgresql", "mariadb", "transactsql"]) {
  const conf = {};
  for (const r of results.filter((x) => x.dialect === d)) {
    const a = ["VALID", "INVALID", "UNKNOWN"].includes(r.answer) ? r.answer : "error";
    (conf[r.expected] ||= {})[a] = (conf[r.expected][a] || 0) + 1;
  }
  console.log(`${d}${ENGINE.has(d) ? " (engine)" : " (grammar only)"}`);
  console.log(table(["acceptable", "reject"].map((l) => [l, conf[l] || {}]), ["VALID", "INVALID", "UNKNOWN", "error"], "expected"));
  console.log("");
}
const bad = figures(results, "all");
for (const d of ["sqlite", "postgresql", "mariadb", "transactsql"]) figures(results.filter((r) => r.dialect === d), d);
const grammarValid = results.filter((r) => !ENGINE.has(r.dialect) && r.answer === "VALID");
console.log(`VALID from a grammar-only dialect (documented as impossible): ${grammarValid.length}`);
console.log(`non-200 answers: ${errors.length}; 5xx or no answer: ${fivexx.length}`);
for (const r of errors) console.log(`  ${r.id}: ${r.answer} ${r.body || ""}`);

writeFileSync(OUT, JSON.stringify({ service: BASE, health: info, date: new Date().toISOString(), results }, null, 1));
console.log(`\nper-case results: ${OUT}`);
process.exitCode = bad || fivexx.length ? 1 : 0;
