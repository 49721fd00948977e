#!/usr/bin/env node
// Scores the image engine on the round-3 held-out set: one POST /v1/verify/image per claim (multipart: image, claim).
// Plain Node >= 20, no dependencies.
//   VERDICT_URL (default http://127.0.0.1:8787), VERDICT_KEY (default: sign up a fresh organization and create a key)
//   node score.mjs [--out results.json] [--concurrency 2]
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const base = (process.env.VERDICT_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
};
const out = arg('--out', join(tmpdir(), `verdict-image-heldout-round3-${Date.now()}.json`));
const concurrency = Math.max(1, Math.min(4, Number(arg('--concurrency', '2'))));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function request(path, init, attempt = 0) {
  const res = await fetch(base + path, init);
  if (res.status === 429 && attempt < 8) {
    const after = Number(res.headers.get('retry-after'));
    await sleep((Number.isFinite(after) && after > 0 ? after : 2) * 1000);
    return request(path, init, attempt + 1);
  }
  return res;
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-image-r3-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}-Heldout-3`;
  const s = await request('/v1/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, organization_name: 'Held-out image round 3' }),
  });
  const session = await s.json().catch(() => ({}));
  if (!session.access_token) throw new Error(`signup failed: ${s.status} ${JSON.stringify(session)}`);
  const k = await request('/v1/auth/api-keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify({ name: 'heldout-image-round-3' }),
  });
  const key = await k.json().catch(() => ({}));
  if (!key.key) throw new Error(`api key failed: ${k.status} ${JSON.stringify(key)}`);
  return key.key;
}

function classify(status, body) {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status !== 200) return `http ${status}`;
  const v = body?.verdict;
  return ['SUPPORTED', 'REFUTED', 'INCONCLUSIVE', 'VLM_REQUIRED'].includes(v) ? v : 'malformed';
}

const cases = JSON.parse(await readFile(join(here, 'cases.json'), 'utf8'));
const key = await apiKey();
const bytes = new Map();
for (const name of Object.keys(cases.files)) bytes.set(name, await readFile(join(here, 'files', name)));

async function run(c) {
  const type = c.content_type ?? cases.files[c.file].content_type;
  const form = new FormData();
  form.append('image', new Blob([bytes.get(c.file)], { type }), c.file);
  form.append('claim', c.claim);
  let status = 0;
  let body = null;
  let text = '';
  try {
    const res = await request('/v1/verify/image', { method: 'POST', headers: { 'x-api-key': key }, body: form });
    status = res.status;
    text = await res.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  } catch (e) {
    return { ...c, content_type: type, status: 0, answer: 'error', error: String(e) };
  }
  const answer = classify(status, body);
  const r = { ...c, content_type: type, status, answer };
  if (status === 200) {
    r.confidence = body.confidence;
    r.container = body.container;
    r.metadata = body.metadata;
    r.checks = body.checks;
  } else {
    r.error = body?.code ?? body?.error ?? body?.title ?? text.slice(0, 200);
  }
  return r;
}

const results = new Array(cases.claims.length);
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < cases.claims.length) {
      const i = next++;
      results[i] = await run(cases.claims[i]);
    }
  }),
);

// ---------------------------------------------------------------- figures
const labels = ['true', 'false', 'not_supported'];
const answers = ['SUPPORTED', 'REFUTED', 'INCONCLUSIVE', 'VLM_REQUIRED', '4xx', '5xx', 'other'];
const table = Object.fromEntries(labels.map((l) => [l, Object.fromEntries(answers.map((a) => [a, 0]))]));
for (const r of results) {
  const a = answers.includes(r.answer) ? r.answer : 'other';
  table[r.label][a]++;
}
const pick = (f) => results.filter(f);
const unsound = pick((r) => r.answer === 'SUPPORTED' && r.label !== 'true');
const wrongRefuted = pick((r) => r.answer === 'REFUTED' && r.label === 'true');
const decidedUndecodable = pick((r) => r.answer === 'REFUTED' && r.label === 'not_supported');
const decodable = pick((r) => r.label === 'true' || r.label === 'false');
const decided = decodable.filter((r) => r.answer === 'SUPPORTED' || r.answer === 'REFUTED');
const correct = decided.filter(
  (r) => (r.answer === 'SUPPORTED' && r.label === 'true') || (r.answer === 'REFUTED' && r.label === 'false'),
);
const expect400 = pick((r) => r.expect_http === 400);
const got400 = expect400.filter((r) => r.status === 400);
const unexpected4xx = pick((r) => r.answer === '4xx' && r.expect_http !== 400);
const fivexx = pick((r) => r.answer === '5xx' || r.answer === 'error' || r.answer === 'malformed');
const nsInconclusive = pick((r) => r.label === 'not_supported' && r.answer === 'INCONCLUSIVE');
const ns = pick((r) => r.label === 'not_supported');
const tr = pick((r) => r.label === 'true');
const fa = pick((r) => r.label === 'false');
const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');

const files = Object.keys(cases.files).length;
console.log(`image held-out round 3: ${files} files, ${results.length} claims against ${base}`);
console.log(`labels: ${tr.length} true, ${fa.length} false, ${ns.length} not_supported`);
console.log('');
console.log(`UNSOUND (SUPPORTED on a claim the decoders do not support; must be 0): ${unsound.length}`);
console.log(`  on false claims of decodable files: ${unsound.filter((r) => r.label === 'false').length}`);
console.log(`  on files/claims without a positive label: ${unsound.filter((r) => r.label === 'not_supported').length}`);
console.log(`REFUTED on a true claim: ${wrongRefuted.length}`);
console.log(`REFUTED on a not_supported claim (decided without agreed decoded pixels): ${decidedUndecodable.length}`);
console.log(
  `decided on decodable files: ${decided.length} of ${decodable.length} (${pct(decided.length, decodable.length)}), ` +
    `${correct.length} correct`,
);
console.log(
  `  true claims SUPPORTED: ${tr.filter((r) => r.answer === 'SUPPORTED').length} of ${tr.length}; ` +
    `false claims REFUTED: ${fa.filter((r) => r.answer === 'REFUTED').length} of ${fa.length}`,
);
console.log(`not_supported claims INCONCLUSIVE: ${nsInconclusive.length} of ${ns.length}`);
console.log(`documented 400s (declared type names another format, or no image signature): ${got400.length} of ${expect400.length}`);
console.log(`unexpected 4xx: ${unexpected4xx.length}`);
console.log(`5xx / transport errors / malformed answers: ${fivexx.length}`);
console.log('');
console.log('confusion (rows: oracle label, columns: answer)');
const w = 14;
console.log('label'.padEnd(w) + answers.map((a) => a.padStart(13)).join(''));
for (const l of labels) console.log(l.padEnd(w) + answers.map((a) => String(table[l][a]).padStart(13)).join(''));
const list = (title, rs) => {
  if (!rs.length) return;
  console.log('');
  console.log(`${title}:`);
  for (const r of rs)
    console.log(`  ${r.id} [${r.file}] "${r.claim}" label=${r.label} answer=${r.answer} status=${r.status}` +
      (r.container ? ` container=${r.container.status}` : '') + (r.error ? ` error=${JSON.stringify(r.error)}` : ''));
};
list('unsound', unsound);
list('REFUTED on a true claim', wrongRefuted);
list('REFUTED on a not_supported claim', decidedUndecodable);
list('unexpected 4xx', unexpected4xx);
list('expected 400 not given', expect400.filter((r) => r.status !== 400));
list('5xx / errors', fivexx);

const summary = {
  files,
  claims: results.length,
  unsound: unsound.length,
  refuted_true: wrongRefuted.length,
  refuted_not_supported: decidedUndecodable.length,
  decided_decodable: decided.length,
  decodable_claims: decodable.length,
  decided_correct: correct.length,
  not_supported_inconclusive: nsInconclusive.length,
  not_supported: ns.length,
  documented_400: got400.length,
  expected_400: expect400.length,
  unexpected_4xx: unexpected4xx.length,
  errors_5xx: fivexx.length,
  confusion: table,
};
await writeFile(out, `${JSON.stringify({ base, summary, results }, null, 1)}\n`);
console.log('');
console.log(`per-case results: ${out}`);
process.exitCode = unsound.length || fivexx.length ? 1 : 0;
