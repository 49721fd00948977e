#!/usr/bin/env node
// Scores the held-out word-problem set against a running Verdict service.
//
//   VERDICT_URL=http://127.0.0.1:8787 VERDICT_KEY=svc_live_… node score.mjs [--out results.json] [--concurrency 2]
//
// Without VERDICT_KEY it signs up a fresh organization and creates an API key. Every problem (with its claimed
// answer) is sent to POST /v1/verify/natural_language with options.include_attestation, and the answer is compared
// with the label written by oracle.py. Plain Node ≥ 20, no dependencies.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');
const args = process.argv.slice(2);
const argValue = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const OUT = argValue('--out', join(tmpdir(), `verdict-heldout-word-problems-${Date.now()}.json`));
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
  const email = `heldout-nl-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const s = await request('/v1/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, organization_name: 'Held-out word problems' }),
  });
  if (!s.body?.access_token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await request('/v1/auth/api-keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${s.body.access_token}` },
    body: JSON.stringify({ name: 'held-out word problems' }),
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

function decodeJwt(jwt) {
  if (typeof jwt !== 'string' || jwt.split('.').length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
    const r = payload?.qwed?.result ?? {};
    return { status: r.status ?? null, verified: r.verified ?? null, engine: r.engine ?? null, confidence: r.confidence ?? null };
  } catch {
    return { status: 'UNDECODABLE' };
  }
}

// Did the service compute the right value? true / false / null (no value to compare)
function valueMatches(label, body) {
  const v = body.verification ?? {};
  const exact = v.exact_value ?? v.evidence?.exact_value ?? null;
  if (typeof exact === 'string') {
    const r = rational(exact);
    if (r) return label.accepted_values.some((a) => sameRational(r, rational(a)));
  }
  const d = v.calculated_value ?? body.final_answer;
  if (typeof d !== 'number') return null;
  return label.accepted_doubles.some((a) => a === d);
}

async function runCase(key, c) {
  const t0 = Date.now();
  const res = await request('/v1/verify/natural_language', {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ query: c.query, options: { include_attestation: true } }),
  });
  const ms = Date.now() - t0;
  const body = res.body ?? {};
  const truth = c.label.claim_holds;
  let inner;
  if (res.status >= 500 || res.status === 0) inner = '5xx';
  else if (res.status !== 200) inner = `http-${res.status}`;
  else inner = body.inner_status ?? body.status ?? 'none';
  const decided = inner === 'VERIFIED' || inner === 'CORRECTION_NEEDED';
  const saysTrue = inner === 'VERIFIED';
  const contradicts = decided && saysTrue !== truth;
  const match = decided ? valueMatches(c.label, body) : null;
  const wrongTranslation = decided && match === false;
  const chain = Array.isArray(body.attestation_chain) ? body.attestation_chain.map(decodeJwt) : [];
  const signed = decodeJwt(body.attestation ?? res.headers.get('service-attestation')) ?? chain[chain.length - 1] ?? null;
  let verdict;
  if (inner === '5xx') verdict = 'server-error';
  else if (!decided) verdict = 'undecided';
  else if (contradicts) verdict = 'contradicts-truth';
  else if (wrongTranslation) verdict = 'right-verdict-wrong-translation';
  else verdict = 'correct';
  return {
    id: c.id,
    category: c.category,
    form: c.form,
    query: c.query,
    claim: c.label.claim,
    claim_holds: truth,
    answer: c.label.answer,
    http: res.status,
    status: body.status ?? null,
    inner_status: inner,
    error_code: body.error_code ?? null,
    decided,
    verdict,
    value_matches: match,
    expression: body.translation?.expression ?? null,
    claimed_answer: body.translation?.claimed_answer ?? null,
    calculated_value: body.verification?.calculated_value ?? null,
    exact_value: body.verification?.exact_value ?? null,
    attestation: signed,
    attestation_chain: chain,
    error: body.error ?? body.detail ?? (res.status >= 500 ? res.text.slice(0, 300) : null),
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

  const decided = results.filter((r) => r.decided);
  const contradicting = results.filter((r) => r.verdict === 'contradicts-truth');
  const trueRejected = contradicting.filter((r) => r.claim_holds);
  const falseAccepted = contradicting.filter((r) => !r.claim_holds);
  const wrongTranslations = decided.filter((r) => r.value_matches === false);
  const wrongSigned = wrongTranslations.filter((r) => r.inner_status === 'VERIFIED' || r.attestation?.status === 'CORRECTED' || r.attestation?.status === 'VERIFIED');
  const signedCorrectedTrue = trueRejected.filter((r) => r.attestation?.status === 'CORRECTED');
  const anySignedVerified = results.filter((r) => r.attestation?.status === 'VERIFIED' || r.attestation?.verified === true);
  const fivexx = results.filter((r) => r.verdict === 'server-error');
  const correct = results.filter((r) => r.verdict === 'correct');

  console.log(`Verdict held-out word problems, round 1: ${results.length} claims against ${BASE}`);
  console.log(`service: ${health.body?.version ?? ''}`.trim());
  console.log('');
  console.log(`verdicts that contradict the truth:             ${contradicting.length}`);
  console.log(`  true claims answered CORRECTION_NEEDED:       ${trueRejected.length} (signed CORRECTED: ${signedCorrectedTrue.length})`);
  console.log(`  false claims answered VERIFIED:               ${falseAccepted.length}`);
  console.log(`wrong translations ending in CORRECTED/VERIFIED: ${wrongSigned.length} (decided with a value that is not the problem's answer: ${wrongTranslations.length})`);
  console.log(`decided (VERIFIED or CORRECTION_NEEDED):        ${decided.length} / ${results.length} (${pct(decided.length, results.length)})`);
  console.log(`decided and right (verdict and value):          ${correct.length} / ${results.length} (${pct(correct.length, results.length)})`);
  console.log(`attestations with status VERIFIED or verified: true: ${anySignedVerified.length}`);
  console.log(`5xx answers: ${fivexx.length}${fivexx.length ? ` (${fivexx.map((r) => r.id).join(', ')})` : ''}`);

  const codes = {};
  for (const r of results.filter((x) => !x.decided)) {
    const k = `${r.inner_status}${r.error_code ? ` / ${r.error_code}` : ''}`;
    codes[k] = (codes[k] ?? 0) + 1;
  }
  console.log('');
  console.log('refusals (inner_status / error_code):');
  for (const [k, n] of Object.entries(codes).sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${n}`);

  const inners = [...new Set(results.map((r) => r.inner_status))].sort();
  console.log('');
  console.log('confusion (rows: truth of the claim; columns: inner_status)');
  console.log(['claim'.padEnd(12), ...inners.map((c) => c.padStart(19))].join(''));
  for (const truth of [true, false]) {
    const rs = results.filter((r) => r.claim_holds === truth);
    console.log([(truth ? 'true' : 'false').padEnd(12), ...inners.map((c) => String(rs.filter((r) => r.inner_status === c).length).padStart(19))].join(''));
  }
  const cats = [...new Set(results.map((r) => r.category))].sort();
  console.log('');
  console.log(['category'.padEnd(22), 'cases'.padStart(6), 'decided'.padStart(8), 'right'.padStart(6), 'contra'.padStart(7), 'wrongval'.padStart(9)].join(''));
  for (const cat of cats) {
    const rs = results.filter((r) => r.category === cat);
    console.log(
      [
        cat.padEnd(22),
        String(rs.length).padStart(6),
        String(rs.filter((r) => r.decided).length).padStart(8),
        String(rs.filter((r) => r.verdict === 'correct').length).padStart(6),
        String(rs.filter((r) => r.verdict === 'contradicts-truth').length).padStart(7),
        String(rs.filter((r) => r.decided && r.value_matches === false).length).padStart(9),
      ].join(''),
    );
  }
  if (wrongTranslations.length || contradicting.length) {
    console.log('');
    console.log('wrong translations / contradicting verdicts:');
    for (const r of results.filter((x) => x.verdict === 'contradicts-truth' || (x.decided && x.value_matches === false))) {
      console.log(`  ${r.id} [${r.category}] claim ${r.claim} (${r.claim_holds ? 'true' : 'false'}, answer ${r.answer}): ${r.inner_status}, expression ${JSON.stringify(r.expression)} = ${r.calculated_value}; signed ${r.attestation?.status ?? 'none'}`);
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
