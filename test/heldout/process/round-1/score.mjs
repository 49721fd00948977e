#!/usr/bin/env node
// Scorer for the held-out process set, round 1. Plain Node >= 20, no dependencies.
//
//   VERDICT_URL=http://127.0.0.1:8787 [VERDICT_KEY=svc_…] node score.mjs [--out results.json] [--concurrency 2] [--strict]
//
// Sends every trace of cases.json to POST /v1/verify/process: milestone traces as {trace, mode: "milestones",
// milestones}, IRAC traces as {trace, mode: "irac"}. Compares each milestone (matched_milestones /
// missed_milestones) and each IRAC step (steps[].found) with its label, and each trace's `verified` with the
// expected one. Prints the mismatches both ways, the traces answered verified=true that should not be, and every
// 5xx. When second-reading.json exists, only items whose two readings agree are scored, and only traces whose
// items are all confirmed count for `verified`. Without VERDICT_KEY a fresh organization is signed up for the run.
// --strict: exit 1 unless the target holds (0 mismatches, no 5xx).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.VERDICT_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
const STEPS = ['Issue', 'Rule', 'Application', 'Conclusion'];

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const OUT = arg('--out', join(tmpdir(), `verdict-heldout-process-r1-${Date.now()}.json`));
const CONCURRENCY = Math.min(4, Math.max(1, Number(arg('--concurrency', '2')) || 2));
const STRICT = process.argv.includes('--strict');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Requests with retries on 429 (honouring Retry-After) and on network errors. 5xx answers are returned, not retried.
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
  const email = `heldout-process-${randomBytes(6).toString('hex')}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const s = await call('POST', '/v1/auth/signup', {
    body: { email, password, organization_name: 'held-out process round 1' },
  });
  if (s.status !== 201 || !s.json?.access_token) throw new Error(`signup failed: ${s.status} ${s.text.slice(0, 300)}`);
  const k = await call('POST', '/v1/auth/api-keys', {
    body: { name: 'held-out process round 1' },
    headers: { authorization: `Bearer ${s.json.access_token}` },
  });
  if (k.status !== 201 || !k.json?.key) throw new Error(`api key failed: ${k.status} ${k.text.slice(0, 300)}`);
  return k.json.key;
}

// [{name, label}] of a case.
function items(c) {
  return c.mode === 'milestones'
    ? c.milestones.map((m) => ({ name: m.milestone, label: m.done }))
    : STEPS.map((s) => ({ name: s, label: c.steps[s] }));
}

function loadCases() {
  const cases = JSON.parse(readFileSync(join(HERE, 'cases.json'), 'utf8')).cases;
  const secondPath = join(HERE, 'second-reading.json');
  const second = existsSync(secondPath) ? JSON.parse(readFileSync(secondPath, 'utf8')).labels || {} : null;
  for (const c of cases) {
    c.items = items(c).map((it) => {
      const s = second ? second[c.id]?.[it.name] : it.label;
      return { ...it, confirmed: s === it.label, second: second ? (s ?? null) : undefined };
    });
    c.fullyConfirmed = c.items.every((it) => it.confirmed);
  }
  return { cases, second: !!second };
}

async function pool(list, n, fn) {
  const out = new Array(list.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, list.length) }, async () => {
      while (next < list.length) {
        const i = next++;
        out[i] = await fn(list[i], i);
      }
    }),
  );
  return out;
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');

async function main() {
  const { cases, second } = loadCases();
  const health = await call('GET', '/v1/health');
  const key = await apiKey();
  const started = new Date().toISOString();

  const results = await pool(cases, CONCURRENCY, async (c) => {
    const body =
      c.mode === 'milestones'
        ? { trace: c.trace, mode: 'milestones', milestones: c.milestones.map((m) => m.milestone) }
        : { trace: c.trace, mode: 'irac' };
    const r = await call('POST', '/v1/verify/process', { body, headers: { 'x-api-key': key } });
    const ok = r.status === 200 && typeof r.json?.verified === 'boolean';
    const itemResults = c.items.map((it) => {
      let answer = null; // true = engine says done/present, false = not, null = not reported
      if (ok && c.mode === 'milestones') {
        if ((r.json.matched_milestones || []).includes(it.name)) answer = true;
        else if ((r.json.missed_milestones || []).includes(it.name)) answer = false;
      } else if (ok) {
        const st = (r.json.steps || []).find((s) => s.step === it.name);
        if (st) answer = !!st.found;
        else if ((r.json.found_steps || []).includes(it.name)) answer = true;
        else if ((r.json.missing_steps || []).includes(it.name)) answer = false;
      }
      return { ...it, answer };
    });
    return {
      id: c.id,
      key: c.key,
      mode: c.mode,
      status: r.status,
      verified: ok ? r.json.verified : null,
      expected_verified: c.expected_verified,
      fully_confirmed: c.fullyConfirmed,
      items: itemResults,
      response: ok ? r.json : null,
      error: ok ? null : r.text.slice(0, 500),
    };
  });

  const scoredItems = results.flatMap((r) =>
    r.status === 200 ? r.items.filter((it) => it.confirmed).map((it) => ({ ...it, id: r.id, mode: r.mode })) : [],
  );
  const notScored = results.flatMap((r) => r.items.filter((it) => !it.confirmed).map((it) => ({ id: r.id, name: it.name })));
  const falseDone = scoredItems.filter((it) => it.answer === true && it.label === false);
  const falseMissing = scoredItems.filter((it) => it.answer === false && it.label === true);
  const unreported = scoredItems.filter((it) => it.answer === null);
  const traces = results.filter((r) => r.fully_confirmed && r.status === 200);
  const falseVerified = traces.filter((r) => r.verified === true && r.expected_verified === false);
  const missedVerified = traces.filter((r) => r.verified === false && r.expected_verified === true);
  const server = results.filter((r) => r.status >= 500 || r.status === 0);
  const otherErrors = results.filter((r) => r.status !== 200 && !(r.status >= 500 || r.status === 0));

  const byMode = (mode) => {
    const its = scoredItems.filter((it) => it.mode === mode);
    return {
      items: its.length,
      labelled_not_done: its.filter((it) => !it.label).length,
      false_done: its.filter((it) => it.answer === true && it.label === false).length,
      false_missing: its.filter((it) => it.answer === false && it.label === true).length,
      unreported: its.filter((it) => it.answer === null).length,
    };
  };
  const summary = {
    traces: results.length,
    items_scored: scoredItems.length,
    items_excluded_by_second_reading: notScored.length,
    mismatches: falseDone.length + falseMissing.length + unreported.length,
    claimed_done_when_not_done: falseDone.length,
    claimed_not_done_when_done: falseMissing.length,
    not_reported: unreported.length,
    milestones: byMode('milestones'),
    irac: byMode('irac'),
    traces_scored_for_verified: traces.length,
    verified_true_should_not_be: falseVerified.length,
    verified_false_should_be_true: missedVerified.length,
    expected_verified_false: traces.filter((r) => !r.expected_verified).length,
    server_errors: server.length,
    other_errors: otherErrors.length,
  };
  summary.target_met = summary.mismatches === 0 && summary.verified_true_should_not_be === 0 && server.length === 0;

  const lines = [];
  const p = (s = '') => lines.push(s);
  p(`Verdict process held-out round 1 against ${BASE} (${health.json?.service ?? '?'} ${health.json?.version ?? '?'}), ${started}`);
  p(
    `traces: ${results.length} (${results.filter((r) => r.mode === 'milestones').length} milestones, ${results.filter((r) => r.mode === 'irac').length} IRAC); items scored: ${scoredItems.length}` +
      (second
        ? ` (second reading present: ${notScored.length} items excluded as not confirmed)`
        : ' (no second-reading.json: first reading only)'),
  );
  p();
  p(`mismatches per milestone/step: ${summary.mismatches} of ${scoredItems.length}`);
  p(
    `  claimed done/present when not:   ${falseDone.length} of ${scoredItems.filter((it) => !it.label).length} labelled not done/absent (${pct(falseDone.length, scoredItems.filter((it) => !it.label).length)})`,
  );
  p(
    `  claimed not done/absent when it is: ${falseMissing.length} of ${scoredItems.filter((it) => it.label).length} labelled done/present (${pct(falseMissing.length, scoredItems.filter((it) => it.label).length)})`,
  );
  p(`  not reported in the answer:       ${unreported.length}`);
  for (const mode of ['milestones', 'irac']) {
    const m = summary[mode];
    p(
      `  ${mode.padEnd(10)} items ${m.items}, labelled not done ${m.labelled_not_done}: false done ${m.false_done}, false missing ${m.false_missing}, unreported ${m.unreported}`,
    );
  }
  p(`verified=true that should not be: ${falseVerified.length} of ${summary.expected_verified_false} traces expected false`);
  p(
    `verified=false that should be true: ${missedVerified.length} of ${traces.length - summary.expected_verified_false} traces expected true`,
  );
  p(`5xx / no answer: ${server.length}; other non-200: ${otherErrors.length}`);
  p(`issue 25 target (0 mismatches, no 5xx): ${summary.target_met ? 'met' : 'NOT met'}`);
  p();
  p('confusion per item (rows: label, columns: answer)');
  const cell = (l, a) => scoredItems.filter((it) => it.label === l && it.answer === a).length;
  p(`${''.padEnd(22)}${'done'.padStart(10)}${'not done'.padStart(10)}${'unreported'.padStart(12)}`);
  p(
    `${'labelled done'.padEnd(22)}${String(cell(true, true)).padStart(10)}${String(cell(true, false)).padStart(10)}${String(cell(true, null)).padStart(12)}`,
  );
  p(
    `${'labelled not done'.padEnd(22)}${String(cell(false, true)).padStart(10)}${String(cell(false, false)).padStart(10)}${String(cell(false, null)).padStart(12)}`,
  );
  if (falseDone.length) {
    p();
    p('claimed done/present when not:');
    for (const it of falseDone) p(`  ${it.id} ${JSON.stringify(it.name)}`);
  }
  if (falseMissing.length) {
    p();
    p('claimed not done/absent when it is:');
    for (const it of falseMissing) p(`  ${it.id} ${JSON.stringify(it.name)}`);
  }
  if (falseVerified.length) {
    p();
    p('verified=true that should not be:');
    for (const r of falseVerified) p(`  ${r.id} (${r.key})`);
  }
  if (server.length || otherErrors.length) {
    p();
    p('errors:');
    for (const r of [...server, ...otherErrors]) p(`  ${r.id} HTTP ${r.status}: ${(r.error || '').slice(0, 200)}`);
  }
  console.log(lines.join('\n'));
  writeFileSync(
    OUT,
    `${JSON.stringify({ set: 'process held-out round 1', base_url: BASE, health: health.json, started, summary, results }, null, 2)}\n`,
  );
  console.log(`\nper-trace results: ${OUT}`);
  if (STRICT && !summary.target_met) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
