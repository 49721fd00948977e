// The worst input under each cap of the math, logic, fact and process routes (bench/cap-inputs.ts), sent over HTTP to the real
// API, with the whole request's CPU read from the workerd threads as bench/request-path.mjs does (bench/cpu.mjs). Each
// case is interleaved with GET /v1/health (the floor, subtracted) over several rounds; the figure is min / median / max
// over the rounds. A case passes when it stays within the 50 ms CPU budget, or when the API refuses it early
// (400 INPUT_TOO_COMPLEX) or answers UNKNOWN within that budget.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from '../scripts/wrangler-dev.mjs';
import { cpuDelta, median, threadCpu, workerdPids } from './cpu.mjs';
import { send as sendJson, tenant } from './request-path.mjs';

export const CAP_CPU_BUDGET_MS = 50;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Longer than the deferral windows (coalesced log writes, the audit ledger's batch), so a request's deferred work counts. */
const SETTLE_MS = 700;

async function loadInputs() {
  const outfile = join(ROOT, 'packages', 'engines', 'node_modules', '.cache', 'verdict-bench', 'cap-inputs.mjs');
  await build({
    entryPoints: [join(ROOT, 'bench', 'cap-inputs.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** JSON requests through the path bench's sender; uploads (stats) as multipart forms. */
async function send(baseUrl, request) {
  if (!request.upload) return sendJson(baseUrl, request);
  const form = new FormData();
  form.set('file', new File([request.upload.file], 'data.csv', { type: 'text/csv' }));
  for (const [k, v] of Object.entries(request.upload.fields)) form.set(k, v);
  const res = await fetch(`${baseUrl}${request.path}`, {
    method: 'POST',
    headers: request.headers,
    body: form,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  return { status: res.status, text: await res.text() };
}

/** A request with no answer in this time is recorded as such (and fails its row) instead of stalling the whole run. */
const ANSWER_WITHIN_MS = 60_000;

/** The workerd processes are listed again for every request: wrangler restarts a Worker's process when its sources change. */
async function cpuOf(baseUrl, pgid, request) {
  const pids = workerdPids(pgid);
  const before = threadCpu(pids);
  const r = await send(baseUrl, { ...request, timeoutMs: ANSWER_WITHIN_MS }).catch(() => ({ status: 0, text: 'no answer' }));
  await sleep(SETTLE_MS);
  return { ms: cpuDelta(before, threadCpu(pids)).totalMs, status: r.status, text: r.text };
}

/** What the answer was: the HTTP status, and the verdict status or problem code. */
function outcome(status, text) {
  try {
    const body = JSON.parse(text);
    // A verdict carries a string status; a problem (RFC 9457) carries the HTTP status as a number and a stable code.
    return `${status} ${typeof body.status === 'string' ? body.status : (body.code ?? '')}`.trim();
  } catch {
    return String(status);
  }
}

export async function runCapsHttpSuite(baseUrl, pgid, progress, { rounds = 5 } = {}) {
  const { capRequests } = await loadInputs();
  if (workerdPids(pgid).length === 0) throw new Error('no workerd process found in the wrangler process group');
  const auth = await tenant(baseUrl);
  // VERDICT_CAPS_ONLY=<text> keeps the cases whose name contains it (e.g. "logic:"), for a quick look at one engine.
  const only = process.env.VERDICT_CAPS_ONLY;
  const cases = capRequests()
    .filter((c) => !only || c.name.includes(only))
    .map((c) => ({
      ...c,
      request: { method: 'POST', path: c.path, json: c.json, upload: c.upload, headers: auth },
      cpu: [],
      answers: new Set(),
    }));
  const health = { request: { path: '/v1/health' }, cpu: [] };
  progress(`worst cases at the caps over HTTP: ${cases.length} cases × ${rounds} rounds, each next to GET /v1/health`);
  // warm-up: isolate caches, first engine use
  for (const c of cases) await send(baseUrl, { ...c.request, timeoutMs: ANSWER_WITHIN_MS }).catch(() => undefined);
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      health.cpu.push((await cpuOf(baseUrl, pgid, health.request)).ms);
      const r = await cpuOf(baseUrl, pgid, c.request);
      c.cpu.push(r.ms);
      c.answers.add(outcome(r.status, r.text));
    }
  }
  const floor = median(health.cpu);
  const rows = [
    {
      group: 'caps over HTTP',
      name: 'GET /v1/health (floor, subtracted below)',
      value: floor,
      unit: 'ms CPU',
      note: `min ${Math.min(...health.cpu).toFixed(1)}, max ${Math.max(...health.cpu).toFixed(1)} over ${health.cpu.length} requests`,
    },
  ];
  for (const c of cases) {
    const net = c.cpu.map((ms) => Math.max(0, ms - floor));
    const med = median(net);
    const answers = [...c.answers].join(', ');
    const refused = /\b400 INPUT_TOO_COMPLEX\b/.test(answers) || /\bUNKNOWN\b/.test(answers);
    const verdict = c.answers.has('0')
      ? `✗ (no answer within ${ANSWER_WITHIN_MS / 1000} s in some round)`
      : med <= CAP_CPU_BUDGET_MS
        ? `≤ ${CAP_CPU_BUDGET_MS} ms ✓`
        : refused
          ? `> ${CAP_CPU_BUDGET_MS} ms ✗ (refused or UNKNOWN, but late)`
          : `> ${CAP_CPU_BUDGET_MS} ms ✗`;
    rows.push({
      group: 'caps over HTTP',
      name: `${c.name} (POST ${c.path})`,
      value: med,
      unit: 'ms CPU',
      note: `min ${Math.min(...net).toFixed(1)} / max ${Math.max(...net).toFixed(1)}; answer ${answers}; ${verdict}`,
    });
  }
  return rows;
}
