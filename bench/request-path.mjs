// Request-path figures against the real API started by scripts/bench.mjs (`wrangler dev --local`, both workers):
// CPU per request read from the workerd threads (bench/cpu.mjs), the 100-item synchronous batch, and latency under
// concurrency for /v1/verify/math. Cases are interleaved (A, B, C, D, A, B…) so machine noise hits all of them alike.
import { cpuDelta, median, percentile, threadCpu, workerdPids } from './cpu.mjs';
import { mixedBatchItems } from './http-suite.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Longer than every deferral window (coalesced log/metric writes, the audit ledger's D1 batch), so a block's deferred work lands in it. */
const SETTLE_MS = 700;
/** Pause between the sequential requests of a block (a steady, modest request rate). */
const GAP_MS = 20;

export async function send(baseUrl, { method = 'GET', path, json, headers = {}, timeoutMs }) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(json) : undefined,
    ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - started };
}

/** A fresh organization and API key (signup, then key creation): the headers that authenticate as it. */
export async function tenant(baseUrl) {
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

export async function runRequestPathSuite(baseUrl, pgid, progress, { rounds = 5, perBlock = 20 } = {}) {
  const rows = [];
  const add = (name, value, unit, note) => rows.push({ group: 'request path', name, value, unit, note });
  const pids = workerdPids(pgid);
  if (pids.length === 0) throw new Error('no workerd process found in the wrangler process group');
  const auth = await tenant(baseUrl);

  const cases = [
    { name: 'GET /v1/health (floor)', request: { path: '/v1/health' } },
    // The two refusals split the authenticated path: a malformed key is refused before any storage call; a valid key
    // with an invalid body costs the key gate's one Durable Object call, and nothing after it.
    {
      name: 'POST /v1/verify/math, malformed key → 401 (no storage call)',
      request: { method: 'POST', path: '/v1/verify/math', json: { expression: '2+2' }, headers: { 'x-api-key': 'not-a-key' } },
      status: 401,
    },
    {
      name: 'POST /v1/verify/math, valid key, invalid body → 400 (key gate call only)',
      request: { method: 'POST', path: '/v1/verify/math', json: { expression: 42 }, headers: auth },
      status: 400,
    },
    { name: 'GET /v1/logs?limit=1 (API key, read)', request: { path: '/v1/logs?limit=1', headers: auth } },
    { name: 'POST /v1/verify/math 2+2', request: { method: 'POST', path: '/v1/verify/math', json: { expression: '2+2' }, headers: auth } },
    // The same verification as an MCP tool call: the isolate's MCP server, then the route dispatched in process.
    {
      name: 'POST /mcp tools/call verify_math 2+2',
      request: {
        method: 'POST',
        path: '/mcp',
        json: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'verify_math', arguments: { expression: '2+2' } } },
        headers: { ...auth, accept: 'application/json, text/event-stream' },
      },
    },
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
  // CPU per request in blocks: `perBlock` sequential requests of one case, then a pause long enough for everything
  // they deferred (coalesced log/metric writes, the audit ledger's batch to D1) to run, so each block's CPU includes
  // its own share of the deferred work. Blocks of all cases are interleaved, round after round.
  progress(`CPU per request: ${cases.length} cases × ${rounds} rounds × blocks of ${perBlock}, interleaved`);
  for (const c of cases) {
    c.perRound = [];
    c.thread = [];
    for (let i = 0; i < 3; i++) {
      const r = await send(baseUrl, c.request); // warm-up (isolate caches, first Durable Object instantiation)
      if (r.status !== (c.status ?? 200)) throw new Error(`${c.name}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
    }
  }
  await sleep(SETTLE_MS);
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const before = threadCpu(pids);
      for (let i = 0; i < perBlock; i++) {
        const r = await send(baseUrl, c.request);
        if (r.status !== (c.status ?? 200)) throw new Error(`${c.name}: HTTP ${r.status} ${r.text.slice(0, 200)}`);
        await sleep(GAP_MS);
      }
      await sleep(SETTLE_MS);
      const d = cpuDelta(before, threadCpu(pids));
      c.perRound.push(d.totalMs / perBlock);
      c.thread.push(d.threadMs / perBlock);
    }
  }
  const floor = median(cases[0].perRound);
  const direct = cases.find((c) => c.name === 'POST /v1/verify/math 2+2');
  const viaMcp = cases.find((c) => c.name === 'POST /mcp tools/call verify_math 2+2');
  for (const [index, c] of cases.entries()) {
    const med = median(c.perRound);
    add(
      `CPU ${c.name}`,
      med,
      'ms CPU',
      `${index === 0 ? 'floor' : `${(med - floor).toFixed(2)} ms above the floor`}; busiest thread ${median(c.thread).toFixed(2)} ms; rounds ${c.perRound.map((m) => m.toFixed(2)).join(' / ')}`,
    );
  }
  const gateOnly = cases.find((c) => c.name.includes('(key gate call only)'));
  if (direct && gateOnly) {
    // Issue target: an authenticated verification within 1.5× the routing floor. Per round, like every ratio here.
    for (const [label, below] of [
      ['÷ GET /v1/health (the routing floor)', cases[0]],
      ['÷ the key gate call alone (floor + one Durable Object round trip)', gateOnly],
    ]) {
      const ratios = direct.perRound.map((m, i) => m / below.perRound[i]);
      add(
        `POST /v1/verify/math 2+2 ${label}, CPU`,
        median(ratios),
        '×',
        `min ${Math.min(...ratios).toFixed(2)} / max ${Math.max(...ratios).toFixed(2)}; per round ${ratios.map((r) => r.toFixed(2)).join(' / ')}`,
      );
    }
  }
  if (direct && viaMcp) {
    // Per round, so both sides of each ratio come from the same stretch of machine noise.
    const ratios = viaMcp.perRound.map((m, i) => m / direct.perRound[i]);
    add(
      'MCP tool call ÷ direct HTTP call (verify_math 2+2, CPU)',
      median(ratios),
      '×',
      `min ${Math.min(...ratios).toFixed(2)}; per round ${ratios.map((r) => r.toFixed(2)).join(' / ')}`,
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
      await sleep(SETTLE_MS); // the batch's own deferred work belongs to it
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
    await sleep(SETTLE_MS); // deferred work of the last requests is part of the run
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
