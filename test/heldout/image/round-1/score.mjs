#!/usr/bin/env node
// Scores the image engine on the held-out set: every kept claim of cases.json is sent, one claim per request, to
// POST /v1/verify/image (multipart: image + claim) and its top-level `verdict` is compared with the label in
// labels.json (written by oracle.py).
//
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=svc_live_…] node score.mjs [--out results.json]
//
// Without VERDICT_KEY a fresh organization is signed up and an API key created for the run.
// Exit status: 0 when there is no unsound answer and no 5xx, 1 otherwise.
//
// Unsound = SUPPORTED on a claim labelled FALSE or UNDECIDABLE, or REFUTED on a claim labelled TRUE or UNDECIDABLE.
// Decided rate = SUPPORTED/REFUTED answers on TRUE/FALSE claims (files that decode) over all TRUE/FALSE claims.

import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
const CONCURRENCY = 3;
const MAX_TRIES = 8;

const argv = process.argv.slice(2);
const outIdx = argv.indexOf('--out');
const OUT = outIdx >= 0 && argv[outIdx + 1] ? argv[outIdx + 1] : join(tmpdir(), `verdict-heldout-image-r1-${Date.now()}.json`);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function retryDelay(res, attempt) {
  const h = res.headers.get('retry-after');
  if (h) {
    const s = Number(h);
    if (Number.isFinite(s)) return Math.max(0, s * 1000) + 50;
    const t = Date.parse(h);
    if (Number.isFinite(t)) return Math.max(0, t - Date.now()) + 50;
  }
  return Math.min(30_000, 500 * 2 ** attempt);
}

// Sends a request built afresh by make() (a multipart body cannot be reused); retries on 429 and network errors.
async function send(make) {
  let lastError;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    let res;
    try {
      res = await fetch(...make());
    } catch (e) {
      lastError = e;
      await sleep(Math.min(10_000, 500 * 2 ** attempt));
      continue;
    }
    if (res.status === 429) {
      await res.arrayBuffer().catch(() => {});
      await sleep(retryDelay(res, attempt));
      continue;
    }
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text.slice(0, 500) };
    }
    return { status: res.status, body };
  }
  return { status: 0, body: { error: String(lastError ?? 'too many 429 answers') } };
}

async function apiKey() {
  if (process.env.VERDICT_KEY) return process.env.VERDICT_KEY;
  const email = `heldout-image-${randomUUID()}@example.com`;
  const signup = await send(() => [
    `${BASE}/v1/auth/signup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: `pw-${randomUUID()}`, organization_name: 'Held-out image round 1' }),
    },
  ]);
  if (signup.status !== 201 && signup.status !== 200) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
  const token = signup.body.access_token;
  const key = await send(() => [
    `${BASE}/v1/auth/api-keys`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'held-out image round 1' }),
    },
  ]);
  if (!key.body?.key) throw new Error(`api key: ${key.status} ${JSON.stringify(key.body)}`);
  return key.body.key;
}

const cases = JSON.parse(readFileSync(join(HERE, 'cases.json'), 'utf8')).files;
const oracle = JSON.parse(readFileSync(join(HERE, 'labels.json'), 'utf8'));

const items = [];
for (const file of cases) {
  const decision = oracle.files[file.id];
  if (!decision?.kept) continue;
  const bytes = readFileSync(join(HERE, file.file));
  for (const claim of file.claims) {
    const label = oracle.labels[claim.id];
    if (!label) throw new Error(`no label for ${claim.id}; run oracle.py`);
    const kind = Object.keys(claim.asserts)[0];
    items.push({ file, bytes, claim, label, kind, decodes: decision.decodes });
  }
}

function classify(r) {
  if (r.status >= 500 || r.status === 0) return 'HTTP_5XX';
  if (r.status !== 200) return `HTTP_${r.status}`;
  const v = r.body?.verdict;
  return ['SUPPORTED', 'REFUTED', 'INCONCLUSIVE', 'VLM_REQUIRED'].includes(v) ? v : 'MALFORMED';
}

function unsound(label, answer) {
  if (answer === 'SUPPORTED') return label === 'FALSE' || label === 'UNDECIDABLE';
  if (answer === 'REFUTED') return label === 'TRUE' || label === 'UNDECIDABLE';
  return false;
}

const key = await apiKey();
const results = new Array(items.length);
let next = 0;
async function worker() {
  while (next < items.length) {
    const i = next++;
    const it = items[i];
    const r = await send(() => {
      const form = new FormData();
      form.append('image', new Blob([it.bytes], { type: it.file.content_type }), it.file.upload_name);
      form.append('claim', it.claim.text);
      return [`${BASE}/v1/verify/image`, { method: 'POST', headers: { 'x-api-key': key }, body: form }];
    });
    const answer = classify(r);
    const checks = Array.isArray(r.body?.checks) ? r.body.checks : [];
    results[i] = {
      id: it.claim.id,
      file: it.file.file,
      upload_name: it.file.upload_name,
      group: it.file.group,
      claim: it.claim.text,
      kind: it.kind,
      label: it.label,
      answer,
      unsound: unsound(it.label, answer),
      // a check inside the answer that is unsound although the top-level verdict is not (reported, not scored):
      // any decided check on an UNDECIDABLE claim, a REFUTED check on a TRUE claim. A FALSE claim's checks are not
      // judged: the engine splits a sentence into parts, and a part of a false sentence can be true.
      unsound_check:
        !unsound(it.label, answer) &&
        checks.some(
          (c) =>
            (it.label === 'UNDECIDABLE' && (c.outcome === 'SUPPORTED' || c.outcome === 'REFUTED')) ||
            (it.label === 'TRUE' && c.outcome === 'REFUTED'),
        ),
      status: r.status,
      confidence: r.body?.confidence,
      container: r.body?.container,
      checks,
      reasoning: typeof r.body?.reasoning === 'string' ? r.body.reasoning.slice(0, 300) : undefined,
      error: r.status === 200 ? undefined : r.body,
    };
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));

// ---------------------------------------------------------------------------------------------------- figures
const LABELS = ['TRUE', 'FALSE', 'UNDECIDABLE'];
const ANSWERS = ['SUPPORTED', 'REFUTED', 'INCONCLUSIVE', 'VLM_REQUIRED', 'other'];
const col = (a) => (ANSWERS.includes(a) ? a : 'other');
const table = Object.fromEntries(LABELS.map((l) => [l, Object.fromEntries(ANSWERS.map((a) => [a, 0]))]));
for (const r of results) table[r.label][col(r.answer)]++;

const bad = results.filter((r) => r.unsound);
const fiveXX = results.filter((r) => r.answer === 'HTTP_5XX');
const otherHttp = results.filter((r) => r.answer.startsWith('HTTP_') && r.answer !== 'HTTP_5XX');
const decidable = results.filter((r) => r.label === 'TRUE' || r.label === 'FALSE');
const decided = decidable.filter((r) => r.answer === 'SUPPORTED' || r.answer === 'REFUTED');
const correct = decidable.filter(
  (r) => (r.label === 'TRUE' && r.answer === 'SUPPORTED') || (r.label === 'FALSE' && r.answer === 'REFUTED'),
);
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
const count = (f) => results.filter(f).length;

const files = new Set(results.map((r) => r.file));
const undecFiles = new Set(results.filter((r) => r.label === 'UNDECIDABLE').map((r) => r.file));
console.log(`Verdict image engine, held-out round 1 — ${BASE}`);
console.log(
  `${files.size} files (${files.size - undecFiles.size} decode, ${undecFiles.size} do not), ${results.length} claims: ` +
    LABELS.map((l) => `${l} ${count((r) => r.label === l)}`).join(', '),
);
console.log('');
console.log('confusion (rows: oracle label, columns: top-level verdict; other = HTTP error or malformed answer)');
console.log(`${'label'.padEnd(12)}${ANSWERS.map((a) => a.padStart(14)).join('')}`);
for (const l of LABELS) console.log(`${l.padEnd(12)}${ANSWERS.map((a) => String(table[l][a]).padStart(14)).join('')}`);
console.log('');
const fs = count((r) => r.label === 'FALSE' && r.answer === 'SUPPORTED');
const su = count((r) => r.label === 'UNDECIDABLE' && r.answer === 'SUPPORTED');
const rt = count((r) => r.label === 'TRUE' && r.answer === 'REFUTED');
const ru = count((r) => r.label === 'UNDECIDABLE' && r.answer === 'REFUTED');
console.log(`UNSOUND answers: ${bad.length} of ${results.length}`);
console.log(`  SUPPORTED on FALSE ${fs}, SUPPORTED on UNDECIDABLE ${su}, REFUTED on TRUE ${rt}, REFUTED on UNDECIDABLE ${ru}`);
const badU = bad.filter((r) => r.label === 'UNDECIDABLE');
console.log(
  `  on undecodable files: ${badU.length} (format claims ${badU.filter((r) => r.kind === 'format').length}, ` +
    `other claims ${badU.filter((r) => r.kind !== 'format').length}) over ${new Set(badU.map((r) => r.file)).size} files`,
);
console.log(
  `decided rate on decodable files: ${decided.length}/${decidable.length} (${pct(decided.length, decidable.length)} %); ` +
    `correct ${correct.length}/${decidable.length} (${pct(correct.length, decidable.length)} %)`,
);
for (const g of ['ordinary', 'crafted']) {
  const d = decidable.filter((r) => r.group === g);
  const dd = d.filter((r) => r.answer === 'SUPPORTED' || r.answer === 'REFUTED');
  console.log(`  ${g}: decided ${dd.length}/${d.length}, unsound ${results.filter((r) => r.group === g && r.unsound).length}`);
}
console.log(`5xx answers: ${fiveXX.length}; other HTTP errors: ${otherHttp.length}`);
for (const r of [...fiveXX, ...otherHttp]) console.log(`  ${r.id} ${r.answer} ${JSON.stringify(r.error).slice(0, 200)}`);
const uc = results.filter((r) => r.unsound_check);
if (uc.length) {
  console.log(`checks[] entries unsound under a sound top-level verdict (reported, not scored): ${uc.length}`);
  for (const r of uc) console.log(`  ${r.id} ${r.label} verdict ${r.answer}: ${r.checks.map((c) => c.outcome).join(',')}`);
}
console.log('');
if (bad.length) {
  console.log('unsound cases:');
  for (const r of bad) {
    console.log(
      `  ${r.id}  [${r.label} → ${r.answer} ${r.confidence ?? ''}] ${r.file} (sent as ${r.upload_name}): "${r.claim}"` +
        (r.container ? ` container.valid=${r.container.valid}` : ''),
    );
  }
}
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      base_url: BASE,
      date: new Date().toISOString(),
      summary: {
        files: files.size,
        claims: results.length,
        unsound: bad.length,
        supported_on_false: fs,
        supported_on_undecidable: su,
        refuted_on_true: rt,
        refuted_on_undecidable: ru,
        decided: decided.length,
        decidable: decidable.length,
        correct: correct.length,
        http_5xx: fiveXX.length,
        http_other: otherHttp.length,
        confusion: table,
      },
      results,
    },
    null,
    1,
  )}\n`,
);
console.log(`per-case results: ${OUT}`);
process.exit(bad.length || fiveXX.length ? 1 : 0);
