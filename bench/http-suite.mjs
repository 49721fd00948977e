// End-to-end figures against the real API started by scripts/bench.mjs (both workers under `wrangler dev --local`).
// Requests are sequential and timed from this Node process, so each figure includes HTTP, auth, rate limiting, D1
// logging and the engine. Routes that are not built yet (404) are reported as "not available" and skipped.

const EMAIL_PASSWORD = 'a long enough bench password';

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return {
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    p50: pick(0.5),
    p95: pick(0.95),
    max: sorted[sorted.length - 1],
    n: samples.length,
  };
}

/** Same shape as packages/engines/src/stats/bench.ts `syntheticCsv` (seeded LCG, no Math.random). */
export function syntheticCsv(rows, seed = 42) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const regions = ['EU', 'US', 'APAC', 'LATAM'];
  const lines = ['id,region,units,unit_price,revenue,age'];
  for (let i = 1; i <= rows; i++) {
    const units = 1 + Math.floor(next() * 20);
    const price = Math.round(next() * 10000) / 100;
    lines.push(`${i},${regions[i % 4]},${units},${price},${Math.round(units * price * 100) / 100},${18 + Math.floor(next() * 60)}`);
  }
  return lines.join('\n');
}

/** 100 items, 20 of each type the batch route accepts besides natural_language (which may call a model provider). */
export function mixedBatchItems() {
  const schema =
    'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT, email TEXT); CREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER, total REAL);';
  const python =
    Array.from({ length: 10 }, (_, i) => `def f${i}(x):\n    return x * ${i}\n`).join('\n') + 'import os\nos.system(user_input)\n';
  const items = [];
  for (let i = 0; i < 20; i++) {
    items.push({ type: 'math', query: `${i} * (${i} + 1) = ${i * (i + 1)}` });
    items.push({ type: 'logic', query: `(and (or p${i} q) (not q))` });
    items.push({ type: 'code', query: python, params: { language: 'python' } });
    items.push({
      type: 'sql',
      query: `SELECT u.name, SUM(o.total) FROM users u JOIN orders o ON o.user_id = u.id WHERE u.id > ${i} GROUP BY u.name`,
      params: { schema_ddl: schema, dialect: 'sqlite' },
    });
    items.push({
      type: 'fact',
      query: `The Eiffel Tower is ${300 + i} metres tall.`,
      params: { context: 'The Eiffel Tower in Paris is 330 metres tall and was completed in 1889.' },
    });
  }
  return items;
}

export async function runHttpSuite(baseUrl, progress) {
  const rows = [];
  const add = (name, value, note) => rows.push({ group: 'http', name, value, unit: 'ms/op', note });
  const skip = (name, note) => rows.push({ group: 'http', name, note });

  async function call(method, path, { json, form, headers = {} } = {}) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
      body: json ? JSON.stringify(json) : form,
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body, ms };
  }

  const signup = await call('POST', '/v1/auth/signup', {
    json: { email: `bench.${Date.now()}@example.com`, password: EMAIL_PASSWORD, organization_name: 'Bench' },
  });
  if (signup.status !== 201) throw new Error(`signup failed: HTTP ${signup.status} ${JSON.stringify(signup.body).slice(0, 300)}`);
  const key = await call('POST', '/v1/auth/api-keys', {
    json: { name: 'bench' },
    headers: { authorization: `Bearer ${signup.body.access_token}` },
  });
  if (key.status !== 201) throw new Error(`API key creation failed: HTTP ${key.status}`);
  const auth = { 'x-api-key': key.body.key };

  /**
   * Probes once (a 404 means the route is not built: skipped), warms up, then times `n` sequential requests.
   * `check` returns a note for a response that is not the expected success, which stops the case.
   */
  async function timed(name, n, send, { warmup = 3, check = (r) => (r.status === 200 ? undefined : `HTTP ${r.status}`) } = {}) {
    progress(`${name} ×${n}`);
    const probe = await send();
    if (probe.status === 404) return skip(name, 'not available (route answers 404)');
    const problem = check(probe);
    if (problem) return skip(name, `${problem}: ${JSON.stringify(probe.body).slice(0, 160)}`);
    for (let i = 1; i < warmup; i++) await send();
    const samples = [];
    for (let i = 0; i < n; i++) {
      const r = await send();
      const bad = check(r);
      if (bad) return skip(name, `request ${i + 1} failed: ${bad}`);
      samples.push(r.ms);
    }
    const s = stats(samples);
    add(name, s.mean, `p50 ${s.p50.toFixed(1)}  p95 ${s.p95.toFixed(1)}  max ${s.max.toFixed(0)}  n=${s.n}`);
    return s;
  }

  await timed('GET /v1/health (routing floor, no auth)', 200, () => call('GET', '/v1/health'));
  const math = await timed('POST /v1/verify/math expression', 200, () =>
    call('POST', '/v1/verify/math', { json: { expression: '2 + 3 * 4 - sqrt(16) / 2' }, headers: auth }),
  );
  await timed('POST /v1/verify/math identity', 200, () =>
    call('POST', '/v1/verify/math', { json: { expression: '(x + 1)^2 = x^2 + 2*x + 1' }, headers: auth }),
  );

  const statsCheck = (r) =>
    r.status === 200 && r.body?.status === 'SUCCESS' ? undefined : `HTTP ${r.status} status ${r.body?.status ?? r.body?.code ?? '?'}`;
  const statsRequest = (csv) => () => {
    const form = new FormData();
    form.set('file', new File([csv], 'data.csv', { type: 'text/csv' }));
    form.set('query', 'mean of revenue');
    return call('POST', '/v1/verify/stats', { form, headers: auth });
  };
  const oneRow = await timed('POST /v1/verify/stats, 1-row CSV', 50, statsRequest(syntheticCsv(1)), { check: statsCheck });
  if (oneRow && math) {
    // Medians: a single slow outlier (GC, a QuickJS rebuild) would otherwise dominate a difference of means.
    add(
      'sandbox call overhead ≈ p50 stats[1 row] − p50 math',
      oneRow.p50 - math.p50,
      'upper bound: also multipart, CSV parse, query translation',
    );
  }
  await timed('POST /v1/verify/stats, 1,000 rows', 20, statsRequest(syntheticCsv(1_000)), { check: statsCheck });
  await timed('POST /v1/verify/stats, 25,000 rows (0.7 MB, under the 1 MB file cap)', 3, statsRequest(syntheticCsv(25_000)), {
    check: statsCheck,
    warmup: 1,
  });

  for (const mode of ['single', 'high', 'maximum']) {
    await timed(`POST /v1/verify/consensus, mode ${mode}`, 50, () =>
      call('POST', '/v1/verify/consensus', {
        json: { query: '(2/3 + 1/6) * 12 - 7', verification_mode: mode, min_confidence: 0 },
        headers: auth,
      }),
    );
  }

  const items = mixedBatchItems();
  const batchCheck = (r) =>
    r.status === 200 && r.body?.status === 'completed' ? undefined : `HTTP ${r.status} status ${r.body?.status ?? r.body?.code ?? '?'}`;
  const batch = await timed(
    'POST /v1/verify/batch, 100 mixed items (sync)',
    5,
    () => call('POST', '/v1/verify/batch', { json: { items }, headers: auth }),
    { check: batchCheck, warmup: 1 },
  );
  if (batch) {
    const last = await call('POST', '/v1/verify/batch', { json: { items }, headers: auth });
    const byType = {};
    for (const r of last.body?.results ?? []) {
      const t = (byType[r.type] ??= { completed: 0, failed: 0, error: undefined });
      if (r.status === 'completed') t.completed++;
      else {
        t.failed++;
        t.error ??= r.error;
      }
    }
    const summary = Object.entries(byType)
      .map(([t, c]) => `${t} ${c.completed}/${c.completed + c.failed}${c.error ? ` (${String(c.error).slice(0, 40)})` : ''}`)
      .join(', ');
    add('  … per item', batch.mean / items.length, `items completed: ${summary}`);
  }
  return rows;
}
