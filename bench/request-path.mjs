// Request-path figures against the real API started by scripts/bench.mjs (`wrangler dev --local`, both workers):
// CPU per request read from the workerd threads (bench/cpu.mjs), the 100-item synchronous batch, and latency under
// concurrency for /v1/verify/math. Cases are interleaved (A, B, C, D, A, B…) so machine noise hits all of them alike.
import { cpuDelta, median, percentile, threadCpu, workerdPids } from './cpu.mjs';
import { mixedBatchItems } from './http-suite.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Long enough for work deferred with waitUntil (logs, metrics, coalesced flushes) to finish and be counted. */
const SETTLE_MS = 80;

async function send(baseUrl, { method = 'GET', path, json, headers = {} }) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

async function tenant(baseUrl) {
  const signup = await send(baseUrl, {
    method: 'POST',
    path: '/v1/auth/signup',
    json: {
      email: `path.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
      password: 'a long enough bench password',
      organization_name: 'Bench',
    },
  });
  if (signup.status !== 201) throw new Error(`signup failed: HTTP ${signup.status} ${signup.text.slice(0, 200)}`);
  const token = JSON.parse(signup.text).access_token;
  const key = await send(baseUrl, {
    method: 'POST',
    path: '/v1/auth/api-keys',
    json: { name: 'bench' },
    headers: { authorization: `Bearer ${token}` },
  });
  if (key.status !== 201) throw new Error(`API key creation failed: HTTP ${key.status} ${key.text.slice(0, 200)}`);
  return { 'x-api-key': JSON.parse(key.text).key };
}

export async function runRequestPathSuite(baseUrl, pgid, progress, { rounds = 3, perRound = 25 } = {}) {
  const rows = [];
  const add = (name, value, unit, note) => rows.push({ group: 'request path', name, value, unit, note });
  const pids = workerdPids(pgid);
  if (pids.length === 0) throw new Error('no workerd process found in the wrangler process group');
  const auth = await tenant(baseUrl);

  const cases = [
    { name: 'GET /v1/health (floor)', request: { path: '/v1/health' } },
    { name: 'GET /v1/logs?limit=1 (API key, read)', request: { path: '/v1/logs?limit=1', headers: auth } },
    { name: 'POST /v1/verify/math 2+2', request: { method: 'POST', path: '/v1/verify/math', json: { expression: '2+2' }, headers: auth } },
    {
      name: 'POST /v1/verify/math 2+2 + attestation',
      request: {
        method: 'POST',
        path: '/v1/verify/math',
        json: { expression: '2+2', options: { include_attestation: true } },
        headers: auth,
      },
    },
  ];
  progress(`CPU per request: ${cases.length} cases × ${rounds} rounds × ${perRound}, interleaved`);
  for (const c of cases) {
    c.total = [];
    c.thread = [];
    for (let i = 0; i < 3; i++) {
      const r = await send(baseUrl, c.request); // warm-up (isolate caches, first DO instantiation)
      if (r.status !== 200) throw new Error(`${c.name}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
    }
  }
  await sleep(200);
  const roundMedians = cases.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const perCase = cases.map(() => []);
    for (let i = 0; i < perRound; i++) {
      for (const [index, c] of cases.entries()) {
        const before = threadCpu(pids);
        const r = await send(baseUrl, c.request);
        await sleep(SETTLE_MS);
        const d = cpuDelta(before, threadCpu(pids));
        if (r.status !== 200) throw new Error(`${c.name}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
        c.total.push(d.totalMs);
        c.thread.push(d.threadMs);
        perCase[index].push(d.totalMs);
      }
    }
    for (const [index, samples] of perCase.entries()) roundMedians[index].push(median(samples));
  }
  const floor = median(cases[0].total);
  for (const [index, c] of cases.entries()) {
    const med = median(c.total);
    const perRoundText = roundMedians[index].map((m) => m.toFixed(2)).join(' / ');
    add(
      `CPU ${c.name}`,
      med,
      'ms CPU',
      `busiest thread ${median(c.thread).toFixed(2)} ms; ${index === 0 ? 'floor' : `${(med - floor).toFixed(2)} ms above the floor`}; round medians ${perRoundText}; min ${Math.min(...c.total).toFixed(2)}`,
    );
  }

  // The 100-item mixed batch, synchronous: wall time as the client sees it and workerd CPU.
  const items = mixedBatchItems();
  const batchRequest = { method: 'POST', path: '/v1/verify/batch', json: { items }, headers: auth };
  progress('100-item mixed batch ×5');
  const warm = await send(baseUrl, batchRequest);
  if (warm.status !== 200) {
    add('POST /v1/verify/batch 100 mixed items (sync)', undefined, 'ms', `HTTP ${warm.status} ${warm.text.slice(0, 160)}`);
  } else {
    const wall = [];
    const cpu = [];
    for (let i = 0; i < 5; i++) {
      const before = threadCpu(pids);
      const r = await send(baseUrl, batchRequest);
      await sleep(SETTLE_MS);
      cpu.push(cpuDelta(before, threadCpu(pids)).totalMs);
      if (r.status === 200) wall.push(r.ms);
    }
    const body = JSON.parse(warm.text);
    const done = (body.results ?? []).filter((x) => x.status === 'completed').length;
    add(
      'POST /v1/verify/batch 100 mixed items (sync), wall',
      median(wall),
      'ms',
      `min ${Math.min(...wall).toFixed(0)}; CPU median ${median(cpu).toFixed(0)} ms; ${done}/100 items completed`,
    );
  }

  // Latency and throughput under concurrency (the rate limit is raised by the caller).
  const math = { method: 'POST', path: '/v1/verify/math', json: { expression: '2+2' }, headers: auth };
  for (const [concurrency, total] of [
    [1, 200],
    [10, 600],
    [20, 1000],
  ]) {
    progress(`/v1/verify/math at concurrency ${concurrency}, ${total} requests`);
    const latencies = [];
    const statuses = {};
    let next = 0;
    const before = threadCpu(pids);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const r = await send(baseUrl, math);
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          latencies.push(r.ms);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = cpuDelta(before, threadCpu(pids)).totalMs;
    latencies.sort((a, b) => a - b);
    add(
      `/v1/verify/math 2+2 at c=${concurrency}`,
      total / seconds,
      'req/s',
      `p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms  CPU ${(cpuMs / total).toFixed(2)} ms/req  statuses ${JSON.stringify(statuses)}`,
    );
  }
  return rows;
}
