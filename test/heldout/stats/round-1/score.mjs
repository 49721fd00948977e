#!/usr/bin/env node
// Scores the held-out stats set against a running Verdict service.
//
//   VERDICT_URL=http://127.0.0.1:8787 VERDICT_KEY=svc_live_… node score.mjs [--out results.json] [--concurrency 2]
//
// Without VERDICT_KEY it signs up a fresh organization and creates an API key. Every case is sent to
// POST /v1/verify/stats (multipart: file, query, number_format when the case has one, options with
// include_attestation) and classified against the label written by oracle.py. Plain Node ≥ 20, no dependencies.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
const args = process.argv.slice(2);
const argValue = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const OUT = argValue('--out', join(tmpdir(), `verdict-heldout-stats-${Date.now()}.json`));
const CONCURRENCY = Math.min(4, Math.max(1, Number(argValue('--concurrency', '2'))));
const cases = JSON.parse(readFileSync(join(HERE, 'cases.json'), 'utf8'));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, attempt = 0) {
  let res;
  try {
    res = await fetch(`${BASE}${path}`, init);
  } catch (e) {
    if (attempt < 3) {
      await sleep(1000 * (attempt + 1));
      return request(path, init, attempt + 1);
    }
    return { status: 0, body: null, text: String(e), headers: new Headers() };
  }
  if (res.status === 429 && attempt < 20) {
    const ra = Number(res.headers.get('retry-after'));
    await sleep((Number.isFinite(ra) && ra > 0 ? ra : 1) * 1000 + 100);
    return request(path, init, attempt + 1);
  }
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body, text, headers: res.headers };
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-stats-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const s = await request('/v1/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, organization_name: 'Held-out stats' }),
  });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await request('/v1/auth/api-keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: 'held-out stats' }),
  });
  if (!k.body?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.body.key;
}

// ── exact numbers ──
const gcd = (a, b) => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
};
function rational(text) {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  let m = /^([+-]?\d+)\/(\d+)$/.exec(t);
  if (m) {
    const n = BigInt(m[1]);
    const d = BigInt(m[2]);
    if (d === 0n) return null;
    const g = gcd(n, d) || 1n;
    return { n: n / g, d: d / g };
  }
  m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(t);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  let n = BigInt((m[2] || '0') + frac);
  let d = 10n ** BigInt(frac.length);
  const e = Number(m[4] ?? 0);
  if (e > 0) n *= 10n ** BigInt(e);
  if (e < 0) d *= 10n ** BigInt(-e);
  if (m[1] === '-') n = -n;
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}
const sameRational = (a, b) => a && b && a.n === b.n && a.d === b.d;

function ulpApart(a, b) {
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b)) return Infinity;
  if (a === b) return 0;
  if (Math.sign(a) !== Math.sign(b)) return Infinity;
  const buf = new DataView(new ArrayBuffer(16));
  buf.setFloat64(0, Math.abs(a));
  buf.setFloat64(8, Math.abs(b));
  const d = buf.getBigUint64(0) - buf.getBigUint64(8);
  return Number(d < 0n ? -d : d);
}

// one expected value {exact, double} against one answered (computed, exact)
function compareOne(expected, computed, exact) {
  if (typeof computed === 'object' && computed !== null && typeof computed.t === 'number') {
    exact = exact && typeof exact === 'object' ? exact.t : null;
    computed = computed.t;
  }
  if (expected.exact !== null && typeof exact === 'string') {
    const a = rational(exact);
    const b = rational(expected.exact);
    if (a) return sameRational(a, b) ? 'equal' : 'different';
  }
  if (typeof computed !== 'number') return 'different';
  if (computed === expected.double) return 'equal';
  return ulpApart(computed, expected.double) <= 1 ? 'one-ulp' : 'different';
}

function compareValue(label, body) {
  const value = label.value;
  const computed = body.computed_value;
  const exact = body.exact_value;
  const grouped = !('double' in value);
  if (!grouped) return compareOne(value, computed, exact);
  if (typeof computed !== 'object' || computed === null) return 'different';
  const trimKeys = (o) =>
    Object.fromEntries(Object.entries(o && typeof o === 'object' ? o : {}).map(([k, v]) => [k.trim(), v]));
  const c = trimKeys(computed);
  const e = trimKeys(exact);
  const want = Object.keys(value).sort();
  const got = Object.keys(c).sort();
  if (want.length !== got.length || want.some((k, i) => k !== got[i])) return 'different';
  let worst = 'equal';
  for (const k of want) {
    const r = compareOne(value[k], c[k], e[k] ?? null);
    if (r === 'different') return 'different';
    if (r === 'one-ulp') worst = 'one-ulp';
  }
  return worst;
}

function attestationOf(res) {
  const jwt = res.body?.attestation ?? res.headers.get('service-attestation');
  if (typeof jwt !== 'string' || jwt.split('.').length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
    const r = payload?.qwed?.result ?? {};
    return { status: r.status ?? null, verified: r.verified ?? null, confidence: r.confidence ?? null };
  } catch {
    return { status: 'UNDECODABLE', verified: null };
  }
}

async function runCase(key, c) {
  const bytes = readFileSync(join(HERE, 'files', c.file));
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), basename(c.file));
  form.append('query', c.query);
  if (c.number_format) form.append('number_format', c.number_format);
  form.append('options', JSON.stringify({ include_attestation: true }));
  const t0 = Date.now();
  const res = await request('/v1/verify/stats', { method: 'POST', headers: { 'x-api-key': key }, body: form });
  const ms = Date.now() - t0;
  const body = res.body ?? {};
  let answer;
  if (res.status >= 500 || res.status === 0) answer = '5xx';
  else if (res.status !== 200) answer = `http-${res.status}`;
  else answer = body.status ?? 'no-status';
  let comparison = null;
  let verdict;
  if (answer === 'SUCCESS') {
    if (c.label.expect === 'not_success') verdict = 'wrong-success';
    else {
      comparison = compareValue(c.label, body);
      verdict = comparison === 'equal' ? 'correct' : comparison === 'one-ulp' ? 'wrong-one-ulp' : 'wrong-value';
    }
  } else if (answer === '5xx') verdict = 'server-error';
  else verdict = c.label.expect === 'not_success' ? 'correct' : 'refused';
  return {
    id: c.id,
    file: c.file,
    query: c.query,
    category: c.category,
    tag: c.tag,
    expect: c.label.expect,
    expected: c.label.expect === 'value' ? c.label.value : c.label.reason,
    http: res.status,
    answer,
    verdict,
    attestation: attestationOf(res),
    computed_value: body.computed_value ?? null,
    exact_value: body.exact_value ?? null,
    skipped_cells: body.skipped_cells ?? null,
    message: body.message ?? body.detail ?? (res.status >= 500 ? res.text.slice(0, 300) : null),
    warning: body.warning ?? null,
    code: body.code ?? null,
    ms,
  };
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');

async function main() {
  const key = await apiKey();
  const health = await request('/v1/health', {});
  const results = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < cases.length) {
        const i = next++;
        results[i] = await runCase(key, cases[i]);
        process.stderr.write('.');
      }
    }),
  );
  process.stderr.write('\n');

  const wrong = results.filter((r) => r.verdict.startsWith('wrong'));
  const wrongVerified = wrong.filter((r) => r.attestation?.status === 'VERIFIED' || r.attestation?.verified === true);
  const clean = results.filter((r) => r.category === 'clean');
  const cleanOk = clean.filter((r) => r.verdict === 'correct');
  const valueTraps = results.filter((r) => r.category !== 'clean' && r.expect === 'value');
  const valueTrapsOk = valueTraps.filter((r) => r.verdict === 'correct');
  const mustRefuse = results.filter((r) => r.expect === 'not_success');
  const mustRefuseOk = mustRefuse.filter((r) => r.verdict === 'correct');
  const fivexx = results.filter((r) => r.verdict === 'server-error');
  const nonSuccessVerified = results.filter((r) => r.answer !== 'SUCCESS' && r.attestation?.verified === true);

  console.log(`Verdict held-out stats set, round 1: ${results.length} cases against ${BASE}`);
  console.log(`service: ${health.body?.version ?? ''} ${health.body?.commit ?? ''}`.trim());
  console.log('');
  console.log(`wrong numbers answered SUCCESS:        ${wrong.length}`);
  console.log(`  SUCCESS where no complete answer exists (label not_success): ${wrong.filter((r) => r.verdict === 'wrong-success').length}`);
  console.log(`  SUCCESS with a different value:                              ${wrong.filter((r) => r.verdict === 'wrong-value').length}`);
  console.log(`  SUCCESS within one ulp of the correctly rounded double:      ${wrong.filter((r) => r.verdict === 'wrong-one-ulp').length}`);
  console.log(`  of the wrong ones, signed VERIFIED:                          ${wrongVerified.length}`);
  console.log(`SUCCESS with the right value on clean cases: ${cleanOk.length} / ${clean.length} (${pct(cleanOk.length, clean.length)})`);
  console.log(`SUCCESS with the right value on trap cases that have one: ${valueTrapsOk.length} / ${valueTraps.length} (${pct(valueTrapsOk.length, valueTraps.length)})`);
  console.log(`not SUCCESS where required (ragged, unreadable, malformed): ${mustRefuseOk.length} / ${mustRefuse.length} (${pct(mustRefuseOk.length, mustRefuse.length)})`);
  console.log(`non-SUCCESS answers signed verified: ${nonSuccessVerified.length}`);
  console.log(`5xx answers: ${fivexx.length}${fivexx.length ? ` (${fivexx.map((r) => r.id).join(', ')})` : ''}`);

  const answers = [...new Set(results.map((r) => r.answer))].sort();
  const rowsOf = [...new Set(results.map((r) => `${r.category}/${r.expect}`))].sort();
  console.log('');
  console.log('confusion (rows: category/label; columns: answer → verdict counts)');
  const cols = ['correct', 'refused', 'wrong-success', 'wrong-value', 'wrong-one-ulp', 'server-error'];
  console.log(['category/label'.padEnd(24), ...cols.map((c) => c.padStart(14))].join(''));
  for (const row of rowsOf) {
    const rs = results.filter((r) => `${r.category}/${r.expect}` === row);
    console.log([row.padEnd(24), ...cols.map((c) => String(rs.filter((r) => r.verdict === c).length).padStart(14))].join(''));
  }
  console.log('');
  console.log(['answer'.padEnd(24), 'label value'.padStart(14), 'not_success'.padStart(14)].join(''));
  for (const a of answers) {
    const rs = results.filter((r) => r.answer === a);
    console.log(
      [a.padEnd(24), String(rs.filter((r) => r.expect === 'value').length).padStart(14), String(rs.filter((r) => r.expect === 'not_success').length).padStart(14)].join(''),
    );
  }
  if (wrong.length) {
    console.log('');
    console.log('wrong answers:');
    for (const r of wrong) {
      const exp = r.expect === 'value' ? JSON.stringify(r.expected) : `not SUCCESS (${r.expected})`;
      console.log(`  ${r.id} ${r.file} "${r.query}": ${r.verdict}, got ${JSON.stringify(r.exact_value ?? r.computed_value)}, expected ${exp.slice(0, 160)}; attestation ${r.attestation?.status ?? 'none'}`);
    }
  }
  writeFileSync(OUT, `${JSON.stringify({ base: BASE, date: new Date().toISOString(), health: health.body, results }, null, 1)}\n`);
  console.log('');
  console.log(`per-case results: ${OUT}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
