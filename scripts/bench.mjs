#!/usr/bin/env node
// Benchmarks (they only print; nothing here is a timed test).
//
//   node scripts/bench.mjs [all|build|corpora|engines|attestation|http|path|caps|sql-http|code-cap|<group>...] [--docs]   (default: all)
//
// build: the API bundle's gzip size and its startup (bench/build.mjs). corpora: engines over their committed corpora
// and at their caps, CPU in Node, SAT against MiniSat (bench/corpora.ts). path: CPU per request on the workerd
// threads, the 100-item batch, req/s under concurrency, the audit ledger (bench/request-path.mjs, bench/ledger). sql-http: SQL
// worst cases at the caps over HTTP, CPU per request (bench/sql-path.mjs). code-cap: the code engine's worst inputs at
// its length cap sent over HTTP, CPU per request on the workerd threads (bench/code-worst.mjs). caps: the worst input
// of each math, logic and fact cap over HTTP, whole-request CPU (bench/caps-http.mjs).
// --docs rewrites docs/benchmarks.md from this run's tables (bench/report.mjs).
// engines/attestation: starts `wrangler dev --local` for the bench worker (bench/worker.ts) together with the sandbox
// worker, and fetches GET /bench/<group>, so every figure is measured inside workerd.
// http: starts the real API (wrangler.toml + workers/sandbox/wrangler.toml) with fresh secrets and times requests end
// to end from this process. See bench/README.md for what each number means.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { runAttestationCpu } from '../bench/attestation-cpu.mjs';
import { runBuildSuite } from '../bench/build.mjs';
import { runCapsHttpSuite } from '../bench/caps-http.mjs';
import { CODE_CAP, runCodeWorstSuite } from '../bench/code-worst.mjs';
import { runCorporaSuite } from '../bench/corpora-runner.mjs';
import { FIVE_MS_TARGETS, GROUPS } from '../bench/groups.mjs';
import { runHttpSuite } from '../bench/http-suite.mjs';
import { runLedgerSuite } from '../bench/ledger/run.mjs';
import { writeReport } from '../bench/report.mjs';
import { runRequestPathSuite } from '../bench/request-path.mjs';
import { runSqlPathSuite } from '../bench/sql-path.mjs';
import { ROOT, startApi, startWrangler, WRANGLER, WRANGLER_ENV } from './wrangler-dev.mjs';

const GENERATED = join(ROOT, 'bench', 'groups.generated.ts');

// ---------------------------------------------------------------------------------------------------------------------
// Arguments

const SUITES = ['attestation', 'build', 'caps', 'code-cap', 'corpora', 'engines', 'http', 'path', 'sql-http'];
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const wanted = args.length === 0 || args.includes('all') ? ['all'] : args;
const unknown = wanted.filter((w) => w !== 'all' && !SUITES.includes(w) && !GROUPS.some((g) => g.group === w));
if (unknown.length > 0) {
  console.error(
    `unknown suite or group: ${unknown.join(', ')}\nsuites: all, ${SUITES.join(', ')}\ngroups: ${GROUPS.map((g) => g.group).join(', ')}`,
  );
  process.exit(2);
}
const selectedGroups = GROUPS.filter((g) => wanted.includes('all') || wanted.includes(g.suite) || wanted.includes(g.group));
const wantHttp = wanted.includes('all') || wanted.includes('http');
const wantPath = wanted.includes('all') || wanted.includes('path');
const wantCaps = wanted.includes('all') || wanted.includes('caps');
const wantBuild = wanted.includes('all') || wanted.includes('build');
const wantCorpora = wanted.includes('all') || wanted.includes('corpora');
const wantSql = wanted.includes('all') || wanted.includes('sql-http');
const wantCode = wanted.includes('all') || wanted.includes('code-cap');

// ---------------------------------------------------------------------------------------------------------------------
// In-worker groups

const q = (s) => JSON.stringify(s);
const fromBench = (p) => relative(join(ROOT, 'bench'), join(ROOT, p)).split('\\').join('/');

/** Writes bench/groups.generated.ts with the groups whose files exist (and that did not break the build). */
function generateGroups(groups, excluded) {
  const imports = [];
  const entries = [];
  for (const g of groups) {
    const present = existsSync(join(ROOT, g.file));
    const reason = !present ? `${g.file} does not exist yet` : excluded.get(g.group);
    const head = `suite: ${q(g.suite)}, unit: ${q(g.unit)}, source: ${q(g.file)}`;
    if (reason) {
      entries.push(`  ${q(g.group)}: { ${head}, unavailable: ${q(reason)} },`);
      continue;
    }
    for (const [name, path] of Object.entries(g.wasm ?? {})) imports.push(`import ${name} from ${q(fromBench(path))};`);
    entries.push(`  ${q(g.group)}: {
    ${head},
    run: async (ctx) => {
      void ctx;
      const mod = (await import(${q(fromBench(g.file))})) as Record<string, unknown>;
      const fn = mod[${q(g.exportName)}] as ((...args: any[]) => unknown) | undefined;
      if (typeof fn !== 'function') throw new Error(${q(`${g.file} does not export ${g.exportName}`)});
      ${g.setup ?? ''}
      return await ${g.call};
    },
  },`);
  }
  const text = `// GENERATED by scripts/bench.mjs on every run from bench/groups.mjs and the bench files present. Do not edit.
/* eslint-disable */
import type { BenchContext } from './context.ts';
${imports.join('\n')}

export interface BenchGroup {
  suite: string;
  unit: 'ms/op' | 'ops/s';
  source: string;
  run?: (ctx: BenchContext) => Promise<unknown>;
  unavailable?: string;
}

export const GROUPS: Record<string, BenchGroup> = {
${entries.join('\n')}
};
`;
  writeFileSync(GENERATED, text);
}

/** Groups whose source folder shows up in a failed build's output (an engine being edited right now). */
function groupsBlamedBy(log, groups, excluded) {
  return groups.filter((g) => !excluded.has(g.group) && existsSync(join(ROOT, g.file)) && log.includes(dirname(g.file) + '/'));
}

async function runWorkerGroups(groups) {
  const state = mkdtempSync(join(tmpdir(), 'verdict-bench-'));
  const excluded = new Map();
  let server;
  try {
    for (let attempt = 0; attempt < 4 && !server; attempt++) {
      generateGroups(groups, excluded);
      const started = await startWrangler({
        configs: ['bench/wrangler.toml', 'workers/sandbox/wrangler.toml'],
        readyPath: '/bench',
        state,
      });
      if (!started.failed) {
        server = started;
        break;
      }
      const blamed = groupsBlamedBy(started.log, groups, excluded);
      if (blamed.length === 0) throw new Error(`the bench worker did not start:\n${started.log.slice(-4000)}`);
      for (const g of blamed) excluded.set(g.group, 'its bench module did not build (see wrangler output with --verbose)');
      console.error(
        `bench worker build failed in ${blamed.map((g) => g.group).join(', ')}; retrying without ${blamed.length > 1 ? 'them' : 'it'}`,
      );
      if (process.argv.includes('--verbose')) console.error(started.log.slice(-4000));
    }
    if (!server) throw new Error('the bench worker did not start after excluding the failing groups');
    const rows = [];
    for (const g of groups) {
      process.stderr.write(`  running ${g.group}…`);
      const t0 = Date.now();
      let body;
      try {
        const res = await fetch(`${server.url}/bench/${g.group}`, { signal: AbortSignal.timeout(600_000) });
        body = await res.json();
      } catch (error) {
        body = { unit: g.unit, results: {}, error: `request failed: ${error instanceof Error ? error.message : String(error)}` };
      }
      process.stderr.write(` ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
      rows.push(...groupRows(g.group, body));
      if (g.group === 'attestation') {
        try {
          rows.push(...(await runAttestationCpu(server.url, server.pgid, (line) => process.stderr.write(`  ${line}\n`))));
        } catch (error) {
          rows.push({ group: 'attestation', name: '—', note: `CPU comparison failed: ${error instanceof Error ? error.message : error}` });
        }
      }
    }
    return rows;
  } finally {
    await server?.stop();
    rmSync(state, { recursive: true, force: true });
  }
}

function groupRows(group, body) {
  const entries = Object.entries(body.results ?? {});
  // The unit column already says ms/op, so a `_ms` suffix in a case name is noise.
  const rows = entries.map(([name, value]) => ({ group, name: name.replace(/_ms$/, ''), value, unit: body.unit }));
  if (body.unavailable) rows.push({ group, name: '—', note: `unavailable: ${body.unavailable}` });
  if (body.error) rows.push({ group, name: '—', note: `error: ${body.error}` });
  if (group === 'attestation') annotateAttestation(rows);
  return rows;
}

/** Puts each attestation figure next to raw WebCrypto ECDSA P-256 from the same run. */
function annotateAttestation(rows) {
  const raw = Object.fromEntries(rows.map((r) => [r.name, r.value]));
  for (const r of rows) {
    const op = /_(sign|verify)_ES256$/.exec(r.name)?.[1];
    const base = op && raw[`webcrypto_p256_${op}`];
    if (base && typeof r.value === 'number') r.note = `${Math.round((100 * r.value) / base)}% of raw WebCrypto P-256 ${op}`;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// HTTP suite: the real API

/** The real API (both workers) with the rate limit opened up: the bench measures the service, not the limiter. */
const startBenchApi = (prefix) => startApi({ vars: { RATE_LIMIT_PER_MINUTE: '1000000' }, prefix });

async function runHttp() {
  const server = await startBenchApi('verdict-bench-http-');
  try {
    return await runHttpSuite(server.url, (line) => process.stderr.write(`  ${line}\n`));
  } finally {
    await server.stop();
  }
}

/** CPU per request, the synchronous batch and concurrency figures (bench/request-path.mjs), then the audit ledger. */
async function runPath() {
  const rows = [];
  const server = await startBenchApi('verdict-bench-path-');
  try {
    rows.push(...(await runRequestPathSuite(server.url, server.pgid, (line) => process.stderr.write(`  ${line}\n`))));
  } finally {
    await server.stop();
  }
  rows.push(...(await runLedgerSuite({ startWrangler, WRANGLER, WRANGLER_ENV, ROOT }, (line) => process.stderr.write(`  ${line}\n`))));
  return rows;
}

/** SQL worst cases over HTTP, CPU per request from the workerd threads (bench/sql-path.mjs), on a fresh API. */
async function runSql() {
  const server = await startBenchApi('verdict-bench-sql-');
  try {
    return await runSqlPathSuite(server.url, server.pgid, (line) => process.stderr.write(`  ${line}\n`));
  } finally {
    await server.stop();
  }
}

/** The code engine's worst inputs at its cap, over HTTP, CPU per request read from the workerd threads. */
async function runCode() {
  const server = await startBenchApi('verdict-bench-code-');
  try {
    return await runCodeWorstSuite(server.url, server.pgid, (line) => process.stderr.write(`  ${line}\n`));
  } finally {
    await server.stop();
  }
}

/** The worst input under each cap, sent over HTTP, whole-request CPU from workerd (bench/caps-http.mjs). */
async function runCaps() {
  const server = await startBenchApi('verdict-bench-caps-');
  try {
    return await runCapsHttpSuite(server.url, server.pgid, (line) => process.stderr.write(`  ${line}\n`));
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Output

function formatValue(value, unit) {
  if (typeof value !== 'number') return '';
  if (unit === 'ops/s') return `${Math.round(value).toLocaleString('en-US')} ops/s`;
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : value >= 0.1 ? 3 : 4;
  return `${value.toFixed(digits)} ${unit}`;
}

function targetMark(row) {
  if (row.unit !== 'ms/op' || typeof row.value !== 'number') return '';
  const key = `${row.group} ${row.name}`.toLowerCase();
  if (!FIVE_MS_TARGETS.some((re) => re.test(key))) return '';
  return row.value <= 5 ? 'target ≤ 5 ms ✓' : 'target ≤ 5 ms ✗';
}

/** Every printed table, for the Markdown report (`--docs`). */
const tables = [];

function printTable(title, rows) {
  const cells = rows.map((r) => [r.group, r.name, formatValue(r.value, r.unit), [targetMark(r), r.note ?? ''].filter(Boolean).join('  ')]);
  const header = ['group', 'case', 'result', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((v, i) => (i === 2 ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  tables.push({ title, header, cells });
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  let previous;
  for (const c of cells) {
    console.log(line(previous === c[0] ? ['', ...c.slice(1)] : c));
    previous = c[0];
  }
}

// ---------------------------------------------------------------------------------------------------------------------

const startedAt = Date.now();
// The machine's load while the figures were taken: 1-minute load average sampled every 10 s during the run.
const loadSamples = [loadavg()[0]];
const loadTimer = setInterval(() => loadSamples.push(loadavg()[0]), 10_000);
loadTimer.unref();
console.log(`verdict bench — ${new Date().toISOString()} — node ${process.version} — ${wanted.join(' ')}`);
let failed = false;
const progress = (line) => process.stderr.write(`  ${line}\n`);
if (wantBuild) {
  console.error('API bundle and startup (wrangler deploy --dry-run, wrangler check startup):');
  try {
    printTable('API worker: bundle and startup', await runBuildSuite(progress));
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (wantCorpora) {
  console.error('engines over their corpora and at their caps (Node, process CPU time):');
  try {
    printTable('Engines: corpora p50/p99 and worst cases at the caps (ms of CPU per call, Node/V8)', await runCorporaSuite(progress));
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (selectedGroups.length > 0) {
  console.error('bench worker (wrangler dev --local, workerd):');
  try {
    printTable(
      'Inside workerd (bench/worker.ts; ms/op = mean over a loop of ≥ 300 ms unless the bench says otherwise)',
      await runWorkerGroups(selectedGroups),
    );
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (wantHttp) {
  console.error('API end to end (wrangler dev --local, both workers):');
  try {
    printTable('End to end over HTTP (client → wrangler dev; ms per request, sequential)', await runHttp());
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (wantPath) {
  console.error('request path (wrangler dev --local, both workers; CPU from /proc schedstat of the workerd threads):');
  try {
    printTable('Request path: CPU per request on the workerd threads, batch, concurrency, audit ledger', await runPath());
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (wantSql) {
  console.error('SQL worst cases over HTTP (wrangler dev --local, both workers; CPU from /proc schedstat of the workerd threads):');
  try {
    printTable('SQL over HTTP: CPU per request on the workerd threads above the health floor, worst inputs at the caps', await runSql());
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (wantCode) {
  console.error('code engine worst cases at the cap (wrangler dev --local, both workers; CPU from /proc schedstat):');
  try {
    printTable(
      `Code engine: worst inputs at the ${CODE_CAP.toLocaleString('en-US')}-character cap over HTTP, CPU per request on the workerd threads`,
      await runCode(),
    );
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
if (wantCaps) {
  console.error('worst cases at the caps over HTTP (wrangler dev --local, both workers; CPU from /proc schedstat):');
  try {
    printTable('Worst case per cap over HTTP: whole-request CPU on the workerd threads, health floor subtracted', await runCaps());
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  }
}
const seconds = (Date.now() - startedAt) / 1000;
clearInterval(loadTimer);
loadSamples.push(loadavg()[0]);
const load = {
  min: Math.min(...loadSamples),
  max: Math.max(...loadSamples),
  mean: loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length,
};
console.log(
  `\ndone in ${seconds.toFixed(0)} s; load average (1 min) during the run: min ${load.min.toFixed(2)}, mean ${load.mean.toFixed(2)}, max ${load.max.toFixed(2)}`,
);
if (process.argv.includes('--docs')) {
  const path = join(ROOT, 'docs', 'benchmarks.md');
  writeReport(path, { tables, startedAt, suites: wanted, seconds, load });
  // The repository's formatter owns Markdown tables too (the test command runs `biome check`).
  execFileSync(join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', path], { stdio: 'ignore' });
  console.error(`wrote ${relative(ROOT, path)}`);
}
process.exit(failed ? 1 : 0);
