#!/usr/bin/env node
// Scorer for the held-out fact set, round 1. Plain Node >= 20, no dependencies.
//
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=svc_…] node score.mjs [--out results.json] [--concurrency 2] [--strict]
//
// Sends every case of cases.json to POST /v1/verify/fact ({claim, context}, no provider: the deterministic engine),
// and prints false SUPPORTED, false REFUTED, REFUTED and SUPPORTED recall, the confusion table, a per-category
// table and every 5xx. When second-reading.json exists, only cases whose two readings agree are scored.
// Without VERDICT_KEY a fresh organization is signed up and an API key created for the run.
// --strict: exit 1 unless the issue's target holds (0 false SUPPORTED, REFUTED recall >= 60 %, no 5xx).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
const LABELS = ['SUPPORTED', 'REFUTED', 'INCONCLUSIVE'];

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const OUT = arg('--out', join(tmpdir(), `verdict-heldout-fact-r1-${Date.now()}.json`));
const CONCURRENCY = Math.min(4, Math.max(1, Number(arg('--concurrency', '2')) || 2));
const STRICT = process.argv.includes('--strict');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// POST/GET with retries on 429 (honouring Retry-After) and on network errors. 5xx answers are returned, not retried.
async function call(method, path, { body, headers = {} } = {}) {
  let networkErrors = 0;
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(BASE + path, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (err) {
      if (++networkErrors > 3) return { status: 0, json: null, text: String(err) };
      await sleep(1000 * networkErrors);
      continue;
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    if (res.status === 429 && attempt < 30) {
      const ra = Number(res.headers.get('retry-after'));
      await sleep(Number.isFinite(ra) && ra >= 0 ? Math.min(ra, 120) * 1000 + 50 : 1000);
      continue;
    }
    return { status: res.status, json, text };
  }
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-fact-${randomBytes(6).toString('hex')}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const s = await call('POST', '/v1/auth/signup', {
    body: { email, password, organization_name: 'held-out fact round 1' },
  });
  if (s.status !== 201 || !s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await call('POST', '/v1/auth/api-keys', {
    body: { name: 'held-out fact round 1' },
    headers: { authorization: `Bearer ${s.json.access_token}` },
  });
  if (k.status !== 201 || !k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

function loadCases() {
  const all = JSON.parse(readFileSync(join(HERE, 'cases.json'), 'utf8')).cases;
  const secondPath = join(HERE, 'second-reading.json');
  if (!existsSync(secondPath)) return { cases: all, excluded: [], second: false };
  const second = JSON.parse(readFileSync(secondPath, 'utf8')).labels || {};
  const cases = [];
  const excluded = [];
  for (const c of all) {
    if (second[c.id] === c.label) cases.push(c);
    else excluded.push({ id: c.id, first: c.label, second: second[c.id] ?? null });
  }
  return { cases, excluded, second: true };
}

async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

async function main() {
  const { cases, excluded, second } = loadCases();
  const health = await call('GET', '/v1/health');
  const key = await apiKey();
  const started = new Date().toISOString();
  let done = 0;
  const results = await pool(cases, CONCURRENCY, async (c) => {
    const r = await call('POST', '/v1/verify/fact', {
      body: { claim: c.claim, context: c.context },
      headers: { 'x-api-key': key },
    });
    done++;
    if (done % 25 === 0) process.stderr.write(`${done}/${cases.length}\n`);
    const ok = r.status === 200 && LABELS.includes(r.json?.verdict);
    return {
      id: c.id,
      category: c.category,
      label: c.label,
      answer: ok ? r.json.verdict : 'ERROR',
      status: r.status,
      confidence: r.json?.confidence ?? null,
      method: r.json?.method ?? null,
      contradiction: r.json?.contradiction ?? null,
      evidence: r.json?.evidence ?? null,
      reasoning: r.json?.reasoning ?? null,
      error: ok ? null : r.text.slice(0, 500),
      claim: c.claim,
    };
  });

  const answers = [...LABELS, 'ERROR'];
  const confusion = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(answers.map((a) => [a, 0]))]));
  for (const r of results) confusion[r.label][r.answer]++;
  const count = (f) => results.filter(f).length;
  const nLabel = (l) => count((r) => r.label === l);
  const falseSupported = results.filter((r) => r.answer === 'SUPPORTED' && r.label !== 'SUPPORTED');
  const falseRefuted = results.filter((r) => r.answer === 'REFUTED' && r.label !== 'REFUTED');
  const server = results.filter((r) => r.status >= 500 || r.status === 0);
  const otherErrors = results.filter((r) => r.answer === 'ERROR' && !(r.status >= 500 || r.status === 0));
  const summary = {
    cases: results.length,
    excluded_by_second_reading: excluded.length,
    labels: Object.fromEntries(LABELS.map((l) => [l, nLabel(l)])),
    false_supported: falseSupported.length,
    false_supported_rate:
      nLabel('REFUTED') + nLabel('INCONCLUSIVE') ? falseSupported.length / (nLabel('REFUTED') + nLabel('INCONCLUSIVE')) : null,
    false_refuted: falseRefuted.length,
    false_refuted_rate:
      nLabel('SUPPORTED') + nLabel('INCONCLUSIVE') ? falseRefuted.length / (nLabel('SUPPORTED') + nLabel('INCONCLUSIVE')) : null,
    refuted_recall: nLabel('REFUTED') ? confusion.REFUTED.REFUTED / nLabel('REFUTED') : null,
    supported_recall: nLabel('SUPPORTED') ? confusion.SUPPORTED.SUPPORTED / nLabel('SUPPORTED') : null,
    accuracy: results.length ? count((r) => r.answer === r.label) / results.length : null,
    server_errors: server.length,
    other_errors: otherErrors.length,
    confusion,
  };
  summary.target_met = summary.false_supported === 0 && (summary.refuted_recall ?? 0) >= 0.6 && server.length === 0;

  const lines = [];
  const p = (s = '') => lines.push(s);
  p(`Verdict fact held-out round 1 against ${BASE} (${health.json?.service ?? '?'} ${health.json?.version ?? '?'}), ${started}`);
  p(
    `cases scored: ${results.length}` +
      (second
        ? ` (second reading present: ${excluded.length} excluded as not confirmed)`
        : ' (no second-reading.json: first reading only)'),
  );
  p(`labels: ${LABELS.map((l) => `${l} ${nLabel(l)}`).join(', ')}`);
  p();
  p(
    `false SUPPORTED (answered SUPPORTED, label not SUPPORTED): ${falseSupported.length} of ${nLabel('REFUTED') + nLabel('INCONCLUSIVE')} (${pct(falseSupported.length, nLabel('REFUTED') + nLabel('INCONCLUSIVE'))})`,
  );
  p(
    `false REFUTED  (answered REFUTED, label not REFUTED):     ${falseRefuted.length} of ${nLabel('SUPPORTED') + nLabel('INCONCLUSIVE')} (${pct(falseRefuted.length, nLabel('SUPPORTED') + nLabel('INCONCLUSIVE'))})`,
  );
  p(`REFUTED recall:   ${confusion.REFUTED.REFUTED} of ${nLabel('REFUTED')} (${pct(confusion.REFUTED.REFUTED, nLabel('REFUTED'))})`);
  p(
    `SUPPORTED recall: ${confusion.SUPPORTED.SUPPORTED} of ${nLabel('SUPPORTED')} (${pct(confusion.SUPPORTED.SUPPORTED, nLabel('SUPPORTED'))})`,
  );
  p(
    `accuracy:         ${count((r) => r.answer === r.label)} of ${results.length} (${pct(
      count((r) => r.answer === r.label),
      results.length,
    )})`,
  );
  p(`5xx / no answer:  ${server.length}; other non-200: ${otherErrors.length}`);
  p(`issue 25 target (0 false SUPPORTED, REFUTED recall >= 60 %, no 5xx): ${summary.target_met ? 'met' : 'NOT met'}`);
  p();
  p('confusion (rows: label, columns: answer)');
  p(`${pad('', 14)}${answers.map((a) => lpad(a, 14)).join('')}`);
  for (const l of LABELS) p(`${pad(l, 14)}${answers.map((a) => lpad(confusion[l][a], 14)).join('')}`);
  p();
  p('per category: cases, correct, false SUPPORTED, false REFUTED');
  const cats = [...new Set(results.map((r) => r.category))].sort((a, b) => a.localeCompare(b));
  for (const cat of cats) {
    const rs = results.filter((r) => r.category === cat);
    p(
      `  ${pad(cat, 16)}${lpad(rs.length, 4)}${lpad(rs.filter((r) => r.answer === r.label).length, 6)}` +
        `${lpad(rs.filter((r) => r.answer === 'SUPPORTED' && r.label !== 'SUPPORTED').length, 6)}` +
        `${lpad(rs.filter((r) => r.answer === 'REFUTED' && r.label !== 'REFUTED').length, 6)}`,
    );
  }
  if (falseSupported.length) {
    p();
    p('false SUPPORTED:');
    for (const r of falseSupported) p(`  ${r.id} [${r.category}] label ${r.label}: ${r.claim}`);
  }
  if (falseRefuted.length) {
    p();
    p('false REFUTED:');
    for (const r of falseRefuted) p(`  ${r.id} [${r.category}] label ${r.label}: ${r.claim}`);
  }
  if (server.length || otherErrors.length) {
    p();
    p('errors:');
    for (const r of [...server, ...otherErrors]) p(`  ${r.id} HTTP ${r.status}: ${(r.error || '').slice(0, 200)}`);
  }
  console.log(lines.join('\n'));

  writeFileSync(
    OUT,
    `${JSON.stringify({ set: 'fact held-out round 1', base_url: BASE, health: health.json, started, summary, excluded, results }, null, 2)}\n`,
  );
  console.log(`\nper-case results: ${OUT}`);
  if (STRICT && !summary.target_met) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
