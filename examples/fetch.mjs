/**
 * The HTTP API with nothing but fetch (Node ≥ 20, Deno, browsers, Workers).
 *
 *   SERVICE_API_KEY=svc_live_… VERDICT_URL=http://127.0.0.1:8787 node fetch.mjs
 */
const base = process.env.VERDICT_URL ?? 'http://127.0.0.1:8787';
const key = process.env.SERVICE_API_KEY;
if (!key) throw new Error('set SERVICE_API_KEY to an API key (svc_live_…)');

async function call(path, init) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'x-api-key': key, ...init.headers } });
  const body = await res.json();
  // Errors are RFC 9457 problems with a stable `code`.
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.code}: ${body.detail}`);
  return { body, headers: res.headers };
}

const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const math = await call('/v1/verify/math', json({ expression: '2*(3+4) = 14', options: { include_attestation: true } }));
console.log(`math: is_valid=${math.body.is_valid}`);
console.log(`attestation header present: ${math.headers.get('service-attestation') === math.body.attestation}`);

// Multipart: the CSV file and the question.
const form = new FormData();
form.set('file', new Blob(['region,price\nEU,10\nEU,20\nUS,5\n'], { type: 'text/csv' }), 'data.csv');
form.set('query', 'mean of price where region = EU');
const stats = await call('/v1/verify/stats', { method: 'POST', body: form });
console.log(`stats: ${stats.body.status} computed_value=${stats.body.computed_value}`);

const checked = await call('/v1/attestation/verify', json({ jwt: math.body.attestation }));
console.log(`attestation online: ${checked.body.status}`);
