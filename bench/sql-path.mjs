// SQL worst cases as users meet them: POST /v1/verify/sql against the real API (both workers under `wrangler dev
// --local`), CPU per request read from the workerd threads (bench/cpu.mjs) with the health floor subtracted. Schemas
// at the schema cap are new on every request unless the case says otherwise, so nothing is cached for them.
//
//   node bench/sql-path.mjs --url http://127.0.0.1:8787 --pgid <wrangler process group>   (an API already running)
//   node scripts/bench.mjs sql-http                                                           (starts its own)
import { readFileSync } from 'node:fs';
import { CAP_CPU_BUDGET_MS } from './caps-http.mjs';
import { cpuDelta, median, threadCpu, workerdPids } from './cpu.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Longer than the deferral windows of the request path (coalesced log writes, the audit batch). */
const SETTLE_MS = 700;
/** A numeric constant of the SQL engine, read from its TypeScript source so the inputs follow the caps. */
function constant(file, pattern) {
  const text = readFileSync(new URL(`../packages/engines/src/sql/${file}`, import.meta.url), 'utf8');
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`bench/sql-path.mjs: ${pattern} not found in ${file}`);
  return Number(found.replace(/_/g, ''));
}
/** The caps of docs/sql.md: the bench builds its inputs to them. */
const SCHEMA_CHARS = constant('sql-caps.ts', /schemaChars: ([\d_]+)/);
const JOINS = constant('sql-caps.ts', /joins: ([\d_]+)/);
const QUERY_TOKENS = constant('sql-caps.ts', /queryTokens: ([\d_]+)/);
const OR_OPERATORS = constant('sql-caps.ts', /orOperators: ([\d_]+)/);
const IN_LIST_VALUES = constant('sql-caps.ts', /inListValues: ([\d_]+)/);
const PG_RELATIONS = constant('postgres-exact.ts', /export const POSTGRES_RELATIONS = ([\d_]+)/);
const PG_DEFINITIONS = constant('postgres-exact.ts', /export const POSTGRES_SCHEMA_STATEMENTS = ([\d_]+)/);
const PG_NEW_DEFINITIONS = constant('postgres-exact.ts', /export const POSTGRES_NEW_DEFINITIONS = ([\d_]+)/);
const SQLITE_DEFINITIONS = constant('sqlite-exact.ts', /export const SQLITE_SCHEMA_STATEMENTS = ([\d_]+)/);
const KB = Math.round(SCHEMA_CHARS / 1000);

/** schema_ddl at its character cap: plain tables (~490 at 50,000 characters), made unique by `salt`. */
export function tableSchema(salt) {
  let s = `-- ${salt}\n`;
  for (let i = 0; s.length < SCHEMA_CHARS - 200; i++) {
    s += `CREATE TABLE t${i} (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT, amount REAL, status TEXT);\n`;
  }
  return `${s}CREATE VIEW v0 AS SELECT id, name FROM t0;\n`;
}

/** schema_ddl at its cap made of views over one table, each of which the grammar-only catalogue must read. */
export function viewSchema(salt) {
  let s = `CREATE TABLE t0 (id INTEGER PRIMARY KEY, name TEXT, amount REAL); -- ${salt}\n`;
  for (let i = 0; s.length < SCHEMA_CHARS - 200; i++) {
    s += `CREATE VIEW v${i} AS SELECT a.id, a.name, SUM(a.amount) AS total FROM t0 a JOIN t0 b ON b.id = a.id GROUP BY a.id, a.name;\n`;
  }
  return s;
}

/** A chain of `n` views over one table (n + 1 definitions), each over the previous one: a query on the last reaches all. */
export function viewChainSchema(n, salt) {
  let s = `CREATE TABLE t0 (id INTEGER PRIMARY KEY, name TEXT, amount REAL); -- ${salt}\nCREATE VIEW v0 AS SELECT id, name, amount FROM t0;\n`;
  for (let i = 1; i < n; i++) s += `CREATE VIEW v${i} AS SELECT id, name, amount FROM v${i - 1} WHERE id > ${i};\n`;
  return s;
}

/** A join over `relations` tables t0…t(n-1) of `tableSchema`, in a chain. */
export function joinQuery(relations = JOINS + 1) {
  const joins = Array.from({ length: relations - 1 }, (_, k) => `JOIN t${k + 1} a${k + 1} ON a${k + 1}.id = a${k}.id`).join(' ');
  return `SELECT a0.id, a${relations - 1}.name FROM t0 a0 ${joins} WHERE a0.status = 'open'`;
}

/** A join of `relations` relations over the first `tables` tables of `tableSchema`, taken in turn (self-joins past them). */
function joinOverTables(relations, tables) {
  const joins = Array.from({ length: relations - 1 }, (_, k) => `JOIN t${(k + 1) % tables} a${k + 1} ON a${k + 1}.id = a${k}.id`).join(' ');
  return `SELECT a0.id, a${relations - 1}.name FROM t0 a0 ${joins} WHERE a0.status = 'open'`;
}

/**
 * A flat FROM list (`FROM t0 a0, t1 a1, …`) of `relations` items: the JOIN limits do not bind its join order, so
 * PostgreSQL's own join search is what this shape measures (exhaustive below 12 items, genetic from 12).
 */
function flatFromQuery(relations) {
  const items = Array.from({ length: relations }, (_, k) => `t${k} a${k}`).join(', ');
  const links = Array.from({ length: relations - 1 }, (_, k) => `a${k + 1}.id = a${k}.id`).join(' AND ');
  return `SELECT a0.id FROM ${items} WHERE ${links}`;
}

const orRanges = Math.min(Math.floor((QUERY_TOKENS - 16) / 6), OR_OPERATORS);
const inValues = Math.min(Math.floor((QUERY_TOKENS - 20) / 4), Math.floor(IN_LIST_VALUES / 2));

/** An OR chain of range comparisons on one column, as long as the token and OR caps allow: the tautology search's worst shape. */
export function orRangeQuery() {
  const parts = [];
  // 6 tokens a range (`t0.amount < k OR`): as many as the token cap allows.
  for (let k = 0; parts.length < orRanges; k++) parts.push(k % 2 ? `t0.amount < ${k}` : `t0.amount > ${k + 0.5}`);
  return `SELECT t0.id FROM t0 WHERE t0.id = 0 OR ${parts.join(' OR ')}`;
}

/** NOT IN over a list as long as the token and IN-list caps allow, OR'ed with IN over the same list (a tautology on a NOT NULL column). */
export function inListQuery() {
  // 2 tokens a value in each of the two lists.
  const list = Array.from({ length: inValues }, (_, k) => String(k * 7)).join(', ');
  return `SELECT t0.id FROM t0 WHERE t0.id IN (${list}) OR t0.id NOT IN (${list})`;
}

/**
 * The mark of the `caps` suite (bench/caps-http.mjs): within the 50 ms budget, or over it even though the answer was a
 * refusal or UNKNOWN (the work was bounded, but too late), or over it with a verdict.
 */
function budgetMark(ms, status) {
  if (ms <= CAP_CPU_BUDGET_MS) return `≤ ${CAP_CPU_BUDGET_MS} ms ✓`;
  return /^(?:UNKNOWN|INPUT_TOO_COMPLEX)$/.test(status)
    ? `> ${CAP_CPU_BUDGET_MS} ms ✗ (refused or UNKNOWN, but late)`
    : `> ${CAP_CPU_BUDGET_MS} ms ✗`;
}

async function send(baseUrl, { method = 'GET', path, json, headers = {} }) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, text: await res.text() };
}

async function apiKey(baseUrl) {
  const signup = await send(baseUrl, {
    method: 'POST',
    path: '/v1/auth/signup',
    json: {
      email: `sql.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'a long enough bench password',
      organization_name: 'Bench SQL',
    },
  });
  if (signup.status !== 201) throw new Error(`signup failed: HTTP ${signup.status} ${signup.text.slice(0, 200)}`);
  const token = JSON.parse(signup.text).access_token;
  const key = await send(baseUrl, {
    method: 'POST',
    path: '/v1/auth/api-keys',
    json: { name: 'bench-sql' },
    headers: { authorization: `Bearer ${token}` },
  });
  if (key.status !== 201) throw new Error(`API key creation failed: HTTP ${key.status} ${key.text.slice(0, 200)}`);
  return { 'x-api-key': JSON.parse(key.text).key };
}

/**
 * Runs the SQL cases and returns bench rows. Every case is a function of the request number (so "new schema" cases
 * send a schema never seen before); cases are interleaved round after round, one request per case per round, each
 * followed by a pause that lets its deferred work land in its own figure.
 */
export async function runSqlPathSuite(baseUrl, pgid, progress, { rounds = 5 } = {}) {
  const rows = [];
  const pids = workerdPids(pgid);
  if (pids.length === 0) throw new Error('no workerd process found in the wrangler process group');
  const auth = await apiKey(baseUrl);
  let salt = 0;
  const unique = () => `${Date.now()}-${salt++}`;
  const sql = (query, schema_ddl, dialect) => ({
    method: 'POST',
    path: '/v1/verify/sql',
    json: { query, schema_ddl, dialect },
    headers: auth,
  });
  const measure = async (request) => {
    const before = threadCpu(pids);
    const r = await send(baseUrl, request);
    await sleep(SETTLE_MS);
    const d = cpuDelta(before, threadCpu(pids));
    let status = `HTTP ${r.status}`;
    try {
      const body = JSON.parse(r.text);
      status = body.status ?? body.code ?? status;
    } catch {
      // not JSON
    }
    return { ms: d.totalMs, status };
  };

  // A fresh sandbox starts PostgreSQL in the background on its first request (as the container does at boot): the
  // readiness probe is that request here. Its CPU is measured until the workerd threads are idle again.
  const idle = async () => {
    let before = threadCpu(pids);
    let total = 0;
    for (let i = 0; i < 60; i++) {
      await sleep(500);
      const d = cpuDelta(before, threadCpu(pids)).totalMs;
      total += d;
      before = threadCpu(pids);
      if (d < 25 && i > 1) break;
    }
    return total;
  };
  await send(baseUrl, { path: '/v1/health/ready' });
  const start = await idle();
  const first = await measure(sql('SELECT id FROM v1', viewSchema(unique()), 'postgresql'));
  const pinned = tableSchema('pinned');
  const interleaved = Array.from({ length: 12 }, (_, k) => tableSchema(`interleaved-${k}`));
  const cases = [
    { name: 'GET /v1/health (floor)', request: () => ({ path: '/v1/health' }) },
    {
      name: `sqlite, small query, new ${KB} KB schema`,
      request: () => sql('SELECT id, name FROM t0 WHERE id = 1', tableSchema(unique()), 'sqlite'),
    },
    { name: `sqlite, small query, same ${KB} KB schema`, request: () => sql('SELECT id, name FROM t0 WHERE id = 1', pinned, 'sqlite') },
    {
      name: `sqlite, 12 different ${KB} KB schemas in turn`,
      request: (i) => sql('SELECT id, name FROM t0 WHERE id = 1', interleaved[i % interleaved.length], 'sqlite'),
    },
    {
      name: `sqlite, query reaching ${SQLITE_DEFINITIONS} definitions (its cap), new schema`,
      request: () => sql(`SELECT id FROM v${SQLITE_DEFINITIONS - 2}`, viewChainSchema(SQLITE_DEFINITIONS - 1, unique()), 'sqlite'),
    },
    {
      name: `postgresql, small query, new ${KB} KB schema`,
      request: () => sql('SELECT id, name FROM t0 WHERE id = 1', tableSchema(unique()), 'postgresql'),
    },
    {
      name: `postgresql, 12 different ${KB} KB schemas in turn`,
      request: (i) => sql('SELECT id, name FROM t0 WHERE id = 1', interleaved[i % interleaved.length], 'postgresql'),
    },
    {
      name: `postgresql, ${PG_RELATIONS}-relation join (its cap), new ${KB} KB schema`,
      request: () => sql(joinQuery(PG_RELATIONS), tableSchema(unique()), 'postgresql'),
    },
    {
      name: `postgresql, ${PG_RELATIONS}-relation join over ${PG_NEW_DEFINITIONS} tables (new definitions cap), new ${KB} KB schema`,
      request: () => sql(joinOverTables(PG_RELATIONS, PG_NEW_DEFINITIONS), tableSchema(unique()), 'postgresql'),
    },
    {
      name: `postgresql, flat FROM list of ${PG_RELATIONS - 1} tables, same ${KB} KB schema`,
      request: () => sql(flatFromQuery(PG_RELATIONS - 1), pinned, 'postgresql'),
    },
    {
      name: `postgresql, flat FROM list of ${PG_RELATIONS} tables (its cap), same ${KB} KB schema`,
      request: () => sql(flatFromQuery(PG_RELATIONS), pinned, 'postgresql'),
    },
    {
      name: `postgresql, ${PG_RELATIONS}-relation join, same ${KB} KB schema`,
      request: () => sql(joinQuery(PG_RELATIONS), pinned, 'postgresql'),
    },
    {
      name: `postgresql, ${JOINS + 1}-relation join (over its cap), new ${KB} KB schema`,
      request: () => sql(joinQuery(), tableSchema(unique()), 'postgresql'),
    },
    {
      name: `postgresql, query reaching ${PG_DEFINITIONS} definitions (its cap), new schema`,
      request: () => sql(`SELECT id FROM v${PG_DEFINITIONS - 2}`, viewChainSchema(PG_DEFINITIONS - 1, unique()), 'postgresql'),
    },
    { name: `postgresql, new ${KB} KB schema of views`, request: () => sql('SELECT id FROM v1', viewSchema(unique()), 'postgresql') },
    {
      name: `mysql (grammar only), ${JOINS + 1}-relation join, new ${KB} KB schema`,
      request: () => sql(joinQuery(), tableSchema(unique()), 'mysql'),
    },
    {
      name: `transactsql (grammar only), new ${KB} KB schema of views`,
      request: () => sql('SELECT id FROM v1', viewSchema(unique()), 'transactsql'),
    },
    { name: `sqlite, OR chain of ${orRanges} ranges (tautology rule)`, request: () => sql(orRangeQuery(), pinned, 'sqlite') },
    { name: `transactsql, OR chain of ${orRanges} ranges (tautology rule)`, request: () => sql(orRangeQuery(), pinned, 'transactsql') },
    {
      name: `postgresql, IN and NOT IN over ${inValues} values (tautology rule)`,
      request: () => sql(inListQuery(), pinned, 'postgresql'),
    },
  ];
  // VERDICT_SQL_ONLY=<text>[|<text>…] keeps the floor and the cases whose name contains one of them, for a quick look.
  const only = process.env.VERDICT_SQL_ONLY?.split('|').filter(Boolean);
  if (only) cases.splice(1, cases.length, ...cases.slice(1).filter((c) => only.some((o) => c.name.includes(o))));
  progress(`SQL over HTTP: ${cases.length} cases × ${rounds} rounds (+1 warm-up), interleaved`);
  let n = 0;
  for (const c of cases) {
    c.ms = [];
    // Warm-up: grammars load, the tenant's key is cached, the interleaved schemas are each seen once.
    const reps = c.name.includes('in turn') ? interleaved.length : 1;
    // (the first PostgreSQL request above was measured before any warm-up)
    for (let i = 0; i < reps; i++) c.status = (await measure(c.request(n++))).status;
  }
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const m = await measure(c.request(n++));
      c.ms.push(m.ms);
      c.status = m.status;
    }
  }
  const floor = median(cases[0].ms);
  rows.push({
    group: 'sql over http',
    name: "PostgreSQL start, in the background after the sandbox's first request",
    value: start,
    unit: 'ms CPU',
    note: 'once per sandbox isolate; the container starts it at boot',
  });
  rows.push({
    group: 'sql over http',
    name: `first PostgreSQL request of a sandbox, new ${KB} KB schema of views`,
    value: first.ms - floor,
    unit: 'ms CPU',
    note: `${first.status}; the first request pays no start-up`,
  });
  for (const c of cases) {
    const above = c.ms.map((m) => m - floor);
    rows.push({
      group: 'sql over http',
      name: c.name,
      value: c === cases[0] ? floor : median(above),
      unit: 'ms CPU',
      note:
        c === cases[0]
          ? `floor; rounds ${c.ms.map((m) => m.toFixed(1)).join(' / ')}`
          : `${c.status}; above the floor, min ${Math.min(...above).toFixed(1)} max ${Math.max(...above).toFixed(1)}; ${budgetMark(median(above), c.status)}`,
    });
  }
  return rows;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const arg = (name) => process.argv[process.argv.indexOf(name) + 1];
  const url = arg('--url');
  const pgid = Number(arg('--pgid'));
  if (!url || !Number.isInteger(pgid)) {
    console.error('usage: node bench/sql-path.mjs --url http://127.0.0.1:8787 --pgid <wrangler process group> [--rounds 5]');
    process.exit(2);
  }
  const rounds = process.argv.includes('--rounds') ? Number(arg('--rounds')) : 5;
  const rows = await runSqlPathSuite(url, pgid, (line) => console.error(line), { rounds });
  for (const r of rows) console.log(`${r.name.padEnd(78)} ${r.value.toFixed(1).padStart(8)} ${r.unit}  ${r.note}`);
}
