import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../packages/engines/src/image/test-images.ts';
import { type ApiServer, apiServer } from '../support/shared-dev-server.ts';

/**
 * End to end over the real `wrangler dev` (workerd as in production: no `new Function`, no runtime wasm compilation),
 * talking HTTP like a client.
 */
let server: ApiServer;

beforeAll(async () => {
  server = await apiServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function http(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : undefined,
  };
}

async function newApiKey(label: string) {
  const signup = await http('POST', '/v1/auth/signup', {
    email: `e2e.${label}.${Date.now()}@example.com`,
    password: 'a long enough password',
    organization_name: `E2E ${label}`,
  });
  expect(signup.status, signup.text).toBe(201);
  const key = await http('POST', '/v1/auth/api-keys', { name: label }, { authorization: `Bearer ${signup.json.access_token}` });
  expect(key.status, key.text).toBe(201);
  return { apiKey: { 'x-api-key': key.json.key as string }, bearer: { authorization: `Bearer ${signup.json.access_token as string}` } };
}

const CLI = fileURLToPath(new URL('../../packages/attestation/src/cli.ts', import.meta.url));

/** The offline verifier as a user runs it: a separate Node process with files fetched from the node. */
function offlineVerify(dir: string, jwt: string, extra: string[] = []) {
  writeFileSync(join(dir, 'result.service-attestation'), jwt);
  const r = spawnSync(process.execPath, [CLI, 'verify', 'result.service-attestation', '--registry', 'issuers.json', ...extra], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout ? JSON.parse(r.stdout) : undefined, stderr: r.stderr };
}

describe('end to end over wrangler dev', () => {
  it('health → signup → API key → logs', async () => {
    const health = await http('GET', '/v1/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ version: '5.0.0', service: 'verdict' });

    const signup = await http('POST', '/v1/auth/signup', {
      email: `e2e.${Date.now()}@example.com`,
      password: 'a long enough password',
      organization_name: 'E2E',
    });
    expect(signup.status, signup.text).toBe(201);
    const token = signup.json.access_token;

    const key = await http('POST', '/v1/auth/api-keys', { name: 'e2e' }, { authorization: `Bearer ${token}` });
    expect(key.status, key.text).toBe(201);

    const logs = await http('GET', '/v1/logs', undefined, { 'x-api-key': key.json.key });
    expect(logs.status, logs.text).toBe(200);
    expect(logs.json).toMatchObject({ organization_name: 'E2E', total_logs: 0, logs: [] });
  });

  it('runs a stats query through the sandbox worker', async () => {
    const signup = await http('POST', '/v1/auth/signup', {
      email: `e2e.stats.${Date.now()}@example.com`,
      password: 'a long enough password',
      organization_name: 'E2E stats',
    });
    const key = await http('POST', '/v1/auth/api-keys', { name: 'stats' }, { authorization: `Bearer ${signup.json.access_token}` });
    const form = new FormData();
    form.set('file', new File(['x,y\n1,2\n3,4\n5,9\n'], 'data.csv', { type: 'text/csv' }));
    form.set('query', 'correlation between x and y');
    const res = await fetch(`${server.url}/v1/verify/stats`, { method: 'POST', headers: { 'x-api-key': key.json.key }, body: form });
    const body = (await res.json()) as { status: string; computed_value: number };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('SUCCESS');
    // Pearson r of (1,2),(3,4),(5,9), computed independently.
    const xs = [1, 3, 5];
    const ys = [2, 4, 9];
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const [mx, my] = [mean(xs), mean(ys)];
    const cov = xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0);
    const r = cov / Math.sqrt(xs.reduce((s, x) => s + (x - mx) ** 2, 0) * ys.reduce((s, y) => s + (y - my) ** 2, 0));
    expect(body.computed_value).toBeCloseTo(r, 12);
  });

  it('started as the README says: the Worker sandbox is ready, and the four sandbox engines answer through it', async () => {
    const ready = await http('GET', '/v1/health/ready');
    expect(ready.status, ready.text).toBe(200);
    expect(ready.json.checks.sandbox).toMatchObject({ ok: true, mode: 'worker' });
    const { apiKey } = await newApiKey('sandbox-engines');
    const form = new FormData();
    form.set('file', new File(['x\n1\n2\n'], 'data.csv', { type: 'text/csv' }));
    form.set('query', 'mean of x');
    const stats = await fetch(`${server.url}/v1/verify/stats`, { method: 'POST', headers: apiKey, body: form });
    expect(stats.status).toBe(200);
    const consensus = await http('POST', '/v1/verify/consensus', { query: '2+2', verification_mode: 'high' }, apiKey);
    expect(consensus.status, consensus.text).toBe(200);
    const code = await http('POST', '/v1/verify/code', { code: 'x = 1\n', language: 'python' }, apiKey);
    expect(code.status, code.text).toBe(200);
    const sql = await http(
      'POST',
      '/v1/verify/sql',
      { query: 'SELECT a FROM t', schema_ddl: 'CREATE TABLE t (a INT);', dialect: 'postgresql' },
      apiKey,
    );
    expect(sql.status, sql.text).toBe(200);
  });

  it('runs the engines in the production runtime (no eval, wasm imported statically)', async () => {
    const signup = await http('POST', '/v1/auth/signup', {
      email: `e2e.engines.${Date.now()}@example.com`,
      password: 'a long enough password',
      organization_name: 'E2E engines',
    });
    const key = await http('POST', '/v1/auth/api-keys', { name: 'engines' }, { authorization: `Bearer ${signup.json.access_token}` });
    const headers = { 'x-api-key': key.json.key };
    const identity = await http(
      'POST',
      '/v1/verify/math',
      { expression: 'sin(x)^2+cos(x)^2 = 1', options: { include_attestation: true } },
      headers,
    );
    expect(identity.status, identity.text).toBe(200);
    expect(identity.json.is_valid).toBe(true);
    expect(identity.headers.get('service-attestation')).toBe(identity.json.attestation);
    const refuted = await http('POST', '/v1/verify/math', { expression: 'sqrt(x^2) = x' }, headers);
    expect(refuted.json.is_valid).toBe(false);
    const code = await http('POST', '/v1/verify/code', { code: 'import os\nos.system(input())\n' }, headers);
    expect(code.status, code.text).toBe(200);
    expect(code.json.is_safe).toBe(false);
    const rag = await http(
      'POST',
      '/v1/verify/rag',
      { target_document_id: 'd', chunks: [{ id: 'a', metadata: { document_id: 'd' } }] },
      headers,
    );
    expect(rag.json.verified).toBe(true);
    const logs = await http('GET', '/v1/logs', undefined, headers);
    expect(logs.json.total_logs).toBeGreaterThanOrEqual(1);
  });

  it('serves a valid OpenAPI 3.1 document and an offline docs page', async () => {
    const doc = await http('GET', '/openapi.json');
    expect(doc.status).toBe(200);
    const result = await new Validator().validate(doc.json);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);

    const docs = await http('GET', '/docs');
    expect(docs.status).toBe(200);
    const asset = await fetch(`${server.url}/_static/swagger-ui-dist/swagger-ui-bundle.js`);
    expect(asset.status).toBe(200);
    expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it('attestation round trip: issue, fetch, verify online and offline with the CLI, revoke, both report ATT-006', async () => {
    const { apiKey, bearer } = await newApiKey('attest');
    const math = await http(
      'POST',
      '/v1/verify/math',
      { expression: '(x+1)^2 = x^2+2x+1', options: { include_attestation: true } },
      apiKey,
    );
    expect(math.status, math.text).toBe(200);
    const jwt = math.json.attestation as string;
    const jti = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')).jti as string;

    const fetched = await http('GET', `/v1/attestation/${jti}`, undefined, { ...apiKey, accept: 'application/service-attestation+jwt' });
    expect(fetched.text).toBe(jwt);
    expect((await http('POST', '/v1/attestation/verify', { jwt }, apiKey)).json).toMatchObject({
      valid: true,
      result: { status: 'VERIFIED' },
    });

    const dir = mkdtempSync(join(tmpdir(), 'e2e-attest-'));
    writeFileSync(join(dir, 'issuers.json'), (await http('GET', '/registry/issuers.json')).text);
    const before = offlineVerify(dir, jwt);
    expect(before.code, before.stderr).toBe(0);
    expect(before.out.verdict).toMatchObject({ valid: true, result: { status: 'VERIFIED' } });

    expect((await http('POST', `/v1/attestation/${jti}/revoke`, { reason: 'e2e' }, bearer)).status).toBe(200);
    expect((await http('POST', '/v1/attestation/verify', { jwt }, apiKey)).json).toMatchObject({ valid: false, code: 'ATT-006' });
    writeFileSync(join(dir, 'revocations.json'), (await http('GET', '/registry/revocations.json')).text);
    const after = offlineVerify(dir, jwt, ['--revocations', 'revocations.json']);
    expect(after.code).toBe(1);
    expect(after.out.verdict).toMatchObject({ valid: false, code: 'ATT-006' });
  });

  it('runs every other engine, batches and agents in the production runtime', async () => {
    const { apiKey } = await newApiKey('all-engines');
    const logic = await http(
      'POST',
      '/v1/verify/logic',
      { query: '(declare x Int) (declare y Int) (and (= (+ x y) 10) (= (- x y) 4))' },
      apiKey,
    );
    expect(logic.json, logic.text).toMatchObject({ status: 'SAT', model: { x: '7', y: '3' } });

    const schema = 'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);';
    const sqlOk = await http(
      'POST',
      '/v1/verify/sql',
      { query: 'SELECT name FROM users WHERE id = 1', schema_ddl: schema, dialect: 'postgresql' },
      apiKey,
    );
    expect(sqlOk.json, sqlOk.text).toMatchObject({ is_valid: true });
    const sqlBad = await http('POST', '/v1/verify/sql', { query: 'SELECT email FROM users', schema_ddl: schema }, apiKey);
    expect(sqlBad.json.is_valid).toBe(false);

    const fact = await http(
      'POST',
      '/v1/verify/fact',
      { claim: 'Acme Corp was founded in 2005.', context: 'Acme Corp was founded in 1999 in Ohio.' },
      apiKey,
    );
    expect(fact.status, fact.text).toBe(200);
    expect(fact.json.verdict).toBe('REFUTED');

    const nl = await http('POST', '/v1/verify/natural_language', { query: 'What is 15% of 200?' }, apiKey);
    expect(nl.status, nl.text).toBe(200);

    const form = new FormData();
    form.set('image', new File([png(640, 480)], 'upload.png', { type: 'image/png' }));
    form.set('claim', 'This is a 640x480 PNG image');
    const image = await fetch(`${server.url}/v1/verify/image`, { method: 'POST', headers: apiKey, body: form });
    expect(((await image.json()) as { verdict: string }).verdict).toBe('SUPPORTED');

    const consensus = await http(
      'POST',
      '/v1/verify/consensus',
      { query: '(2/3 + 1/6) * 12 - 7', verification_mode: 'maximum', min_confidence: 0 },
      apiKey,
    );
    expect(consensus.status, consensus.text).toBe(200);
    expect(consensus.json.agreement_status).toBe('UNANIMOUS');
    expect(consensus.json.verification_chain.length).toBeGreaterThanOrEqual(3);

    const batch = await http(
      'POST',
      '/v1/verify/batch',
      {
        items: [
          { type: 'math', query: '2+2=4' },
          { type: 'logic', query: '(declare p Bool) (and p (not p))' },
          { type: 'code', query: 'import pickle\npickle.loads(data)\n' },
          { type: 'sql', query: 'SELECT name FROM users', params: { schema_ddl: schema } },
        ],
      },
      apiKey,
    );
    expect(batch.status, batch.text).toBe(200);
    expect(batch.json.status).toBe('completed');
    expect(batch.json.results.map((r: { status: string }) => r.status)).toEqual(['completed', 'completed', 'completed', 'completed']);

    const agent = await http('POST', '/v1/agents/register', { name: 'e2e-agent' }, apiKey);
    expect(agent.status, agent.text).toBe(201);
    const step = (n: number) => ({ conversation_id: 'c1', step_number: n });
    const agentCall = (body: unknown) =>
      http('POST', `/v1/agents/${agent.json.agent_id}/verify`, body, { 'x-agent-token': agent.json.agent_token });
    expect((await agentCall({ query: '2+2=4', engine: 'math', context: step(1) })).json.verified).toBe(true);
    expect((await agentCall({ query: '2+2=4', engine: 'math', context: step(1) })).status).toBe(409);
  });
});
