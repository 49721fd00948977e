import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAttestationOffline } from '../../packages/client/src/index.ts';
import { type DevServer, freePort, startApi } from '../../scripts/wrangler-dev.mjs';

/**
 * The verifying gateway end to end: `wrangler dev` (API and sandbox workers), an OpenAI-compatible upstream this test
 * starts on loopback with scripted answers, and the official `openai` client with only its base URL changed. Every
 * attestation is checked offline against the issuer registry with the client package, as a third party would.
 */
const UPSTREAM_KEY = 'sk-upstream-test-key';
const DEADLINE_MS = 2000;
const SCHEMA = 'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL);';

const MIXED = [
  'Here is the plan. First, 17 × 23 = 381.',
  '```sql\nSELECT nickname FROM users\n```',
  '```python\nimport os\nos.system(input())\n```',
].join('\n');
const SAFE = '2 + 2 = 4';
const PROSE = 'The sky is blue, and 2 + 2 = 4.';
const WRONG = 'We know 17 × 23 = 381, so the total is settled.';
const STREAMED = ['The product ', 'is: 17 × 23', ' = 391.'];

interface Seen {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
let upstream: Server | undefined;
let upstreamUrl = '';
const seen: Seen[] = [];
let server: DevServer | undefined;
let registry: unknown;

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_800_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-s', object: 'chat.completion.chunk', created: 1_800_000_000, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The answer is chosen by the last user message: `say:<text>` or a named script. */
async function answer(script: string, stream: boolean, res: ServerResponse) {
  const text = script.startsWith('say:') ? script.slice(4) : script === 'mixed' ? MIXED : script === 'wrong' ? WRONG : null;
  if (text !== null && !stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion(text)));
    return;
  }
  if (text !== null && stream) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const part of [text.slice(0, 10), text.slice(10)]) res.write(chunk({ content: part }));
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
    return;
  }
  switch (script) {
    case 'slow-stream': {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: STREAMED[0] }));
      await sleep(1200); // the first part must reach the caller before the rest exists
      res.write(chunk({ content: STREAMED[1] }));
      res.write(chunk({ content: STREAMED[2] }));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    }
    case 'fail':
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"internal upstream detail"}}');
      return;
    case 'slow':
      await sleep(DEADLINE_MS * 3);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion('too late')));
      return;
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('this is not json');
      return;
    case 'malformed-stream':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {not json\n\n');
      return;
    case 'truncated-stream':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: 'Half an ans' }));
      res.end();
      return;
  }
  res.writeHead(404);
  res.end();
}

beforeAll(async () => {
  const listener = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString();
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { messages?: Array<{ content: string }>; stream?: boolean };
      seen.push({ headers: req.headers, body });
      const script = body.messages?.at(-1)?.content ?? '';
      void answer(script, body.stream === true, res);
    });
  });
  upstream = listener;
  const port = await freePort();
  await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${port}/v1`;
  server = await startApi({ vars: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', PROVIDER_TIMEOUT_MS: String(DEADLINE_MS) } });
  registry = await (await fetch(`${server.url}/registry/issuers.json`)).json();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

async function http(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  if (!server) throw new Error('wrangler dev is not running');
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** An organization with an upstream holding the provider key, and an OpenAI client on Verdict's base URL. */
async function tenant(label: string, withKey = true) {
  const signup = await http('POST', '/v1/auth/signup', {
    email: `gateway.${label}.${Date.now()}@example.com`,
    password: 'a long enough password',
    organization_name: `Gateway ${label}`,
  });
  expect(signup.status, signup.text).toBe(201);
  const admin = { authorization: `Bearer ${signup.json.access_token as string}` };
  const key = await http('POST', '/v1/auth/api-keys', { name: 'gateway' }, admin);
  expect(key.status, key.text).toBe(201);
  const created = await http(
    'POST',
    '/v1/gateway/upstreams',
    { name: 'loopback', base_url: upstreamUrl, models: ['test-model'], ...(withKey ? { api_key: UPSTREAM_KEY } : {}) },
    admin,
  );
  expect(created.status, created.text).toBe(201);
  const client = new OpenAI({ apiKey: key.json.key as string, baseURL: `${server?.url}/v1`, maxRetries: 0 });
  return { admin, apiKey: key.json.key as string, upstream: created.json, client };
}

// The gateway's own request member, which the OpenAI types do not know.
type Create = OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming & { verdict?: Record<string, unknown> };
type CreateStream = OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming & { verdict?: Record<string, unknown> };
interface Claim {
  id: string;
  kind: string;
  engine: string;
  span: [number, number];
  text: string;
  status: string;
  verified: boolean;
  evidence: Record<string, unknown>;
  attestation: string;
  corrected_to?: string;
}
interface Verdict {
  status: string;
  policy_version: number;
  claims: Claim[];
  unchecked: Array<{ span: [number, number]; reason: string }>;
  corrections: Array<{ claim_id: string; span: [number, number]; from: string; to: string }>;
  attestation: string;
  attestation_chain: string[];
}
const ask = (script: string, verdict: Record<string, unknown> = {}): Create => ({
  model: 'test-model',
  messages: [{ role: 'user', content: script }],
  verdict,
});
const verdictOf = (response: unknown) => (response as { verdict: Verdict }).verdict;

async function offline(jwt: string) {
  return verifyAttestationOffline(jwt, { registry });
}
/** The signed result of a valid attestation; undefined for an invalid one. */
async function signedResult(jwt: string) {
  const checked = await offline(jwt);
  return checked.valid ? checked.result : undefined;
}
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('verifying gateway over wrangler dev with the openai client', () => {
  it('annotates false arithmetic, invalid SQL and unsafe code, each with an attestation that verifies offline', async () => {
    const { client } = await tenant('annotate');
    const response = await client.chat.completions.create(ask('mixed', { schema_ddl: SCHEMA }));
    expect(response.choices[0]?.message.content).toBe(MIXED);
    const verdict = verdictOf(response);
    expect(verdict.claims.map((c) => [c.kind, c.engine, c.text, c.status, c.verified])).toEqual([
      ['arithmetic', 'math', '17 × 23 = 381', 'CORRECTION_NEEDED', false],
      ['sql', 'sql', 'SELECT nickname FROM users', 'INVALID', false],
      ['code', 'code', 'import os\nos.system(input())', 'UNSAFE', false],
    ]);
    for (const claim of verdict.claims) expect(MIXED.slice(claim.span[0], claim.span[1])).toBe(claim.text);
    expect(verdict.status).toBe('FAILED');
    expect(verdict.unchecked.map((u) => MIXED.slice(u.span[0], u.span[1]))).toEqual(['Here is the plan. First, ']);
    expect(verdict.attestation_chain).toHaveLength(4);
    const statuses = [];
    for (const jwt of verdict.attestation_chain) {
      const checked = await offline(jwt);
      expect(checked.valid, JSON.stringify(checked)).toBe(true);
      const result = checked.valid ? checked.result : undefined;
      statuses.push([result?.engine, result?.status, result?.verified]);
    }
    expect(statuses).toEqual([
      ['math', 'CORRECTED', false],
      ['sql', 'FAILED', false],
      ['code', 'FAILED', false],
      ['gateway', 'FAILED', false],
    ]);
    // The last link signs the text the caller received.
    const last = await offline(verdict.attestation);
    expect(last.valid && last.claims.sub).toBe(sha256(MIXED));
    // The provider key was unsealed and sent upstream; Verdict's member was not forwarded.
    const call = seen.at(-1);
    expect(call?.headers.authorization).toBe(`Bearer ${UPSTREAM_KEY}`);
    expect(call?.body.verdict).toBeUndefined();
  }, 120_000);

  it('reports VERIFIED only when every part of the answer was checked', async () => {
    const { client } = await tenant('verified');
    const alone = verdictOf(await client.chat.completions.create(ask(`say:${SAFE}`)));
    expect(alone.status).toBe('VERIFIED');
    expect(alone.unchecked).toEqual([]);
    expect(await signedResult(alone.attestation)).toMatchObject({ engine: 'gateway', status: 'VERIFIED', verified: true });
    const prose = verdictOf(await client.chat.completions.create(ask(`say:${PROSE}`)));
    expect(prose.claims.map((c) => [c.text, c.verified])).toEqual([['2 + 2 = 4', true]]);
    expect(prose.status).toBe('FAILED');
    expect(prose.unchecked).toEqual([{ span: [0, 21], reason: 'not_checked' }]);
    const none = verdictOf(await client.chat.completions.create(ask('say:Hello there.')));
    expect(none).toMatchObject({ status: 'UNCHECKED', claims: [], unchecked: [{ span: [0, 12], reason: 'not_checked' }] });
    expect(await signedResult(none.attestation)).toMatchObject({ status: 'FAILED', verified: false, confidence: 0 });
    // A claim beyond the engine's caps is the model's doing: the request succeeds and the claim stays unverified.
    const deep = `${'('.repeat(100)}1${')'.repeat(100)} + 1 = 2`;
    const capped = verdictOf(await client.chat.completions.create(ask(`say:${deep}`)));
    expect(capped.claims.map((c) => [c.status, c.verified, c.evidence.error])).toEqual([['ERROR', false, 'INPUT_TOO_COMPLEX']]);
    expect(capped.status).toBe('FAILED');
    // SQL without a schema is listed, not checked.
    const noSchema = verdictOf(await client.chat.completions.create(ask('mixed')));
    expect(noSchema.unchecked.map((u) => u.reason)).toContain('no_schema');
    expect(noSchema.claims.map((c) => c.engine)).toEqual(['math', 'code']);
  }, 120_000);

  it('corrects false arithmetic in correct mode and marks the edit; blocks with 422 and no model text in block mode', async () => {
    const { client, admin } = await tenant('policy');
    expect((await http('GET', '/v1/gateway/policy', undefined, admin)).json).toEqual({
      version: 0,
      engines: { math: 'annotate', code: 'annotate', sql: 'annotate', fact: 'annotate' },
      updated_at: null,
    });
    const put = await http('PUT', '/v1/gateway/policy', { engines: { math: 'correct' } }, admin);
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({ version: 1, engines: { math: 'correct', code: 'annotate', sql: 'annotate', fact: 'annotate' } });
    expect((await http('PUT', '/v1/gateway/policy', { engines: { code: 'correct' } }, admin)).status).toBe(400);

    const corrected = await client.chat.completions.create(ask('wrong'));
    const fixed = 'We know 17 × 23 = 391, so the total is settled.';
    expect(corrected.choices[0]?.message.content).toBe(fixed);
    const verdict = verdictOf(corrected);
    expect(verdict.status).toBe('CORRECTED');
    expect(verdict.corrections).toEqual([{ claim_id: 'c1', span: [18, 21], from: '381', to: '391' }]);
    expect(verdict.claims[0]).toMatchObject({ status: 'CORRECTION_NEEDED', verified: false, corrected_to: '391' });
    expect(fixed.slice(...(verdict.claims[0]?.span ?? [0, 0]))).toBe('17 × 23 = 391');
    const signed = await offline(verdict.attestation);
    expect(signed.valid && signed.result).toMatchObject({ engine: 'gateway', status: 'CORRECTED' });
    expect(signed.valid && signed.claims.sub).toBe(sha256(fixed));

    expect((await http('PUT', '/v1/gateway/policy', { engines: { code: 'block' } }, admin)).json.version).toBe(2);
    const error = await client.chat.completions.create(ask('mixed', { schema_ddl: SCHEMA })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(422);
    const raw = await http('POST', '/v1/chat/completions', ask('mixed', { schema_ddl: SCHEMA }), {
      authorization: `Bearer ${(client as unknown as { apiKey: string }).apiKey}`,
    });
    expect(raw.status).toBe(422);
    expect(raw.json).toMatchObject({ code: 'GATEWAY_BLOCKED', verdict: { status: 'BLOCKED', policy_version: 2 } });
    expect(raw.json.findings).toEqual([{ claim_id: 'c3', kind: 'code', engine: 'code', span: expect.any(Array), status: 'UNSAFE' }]);
    for (const fragment of ['os.system', 'nickname', '17 × 23', 'Here is the plan']) expect(raw.text).not.toContain(fragment);
    expect(await signedResult(raw.json.verdict.attestation as string)).toMatchObject({ engine: 'gateway', status: 'BLOCKED' });

    // Every policy change is on the audit trail.
    const audit = await http('GET', '/v1/audit/logs?limit=100', undefined, admin);
    const actions: string[] = (audit.json.items as Array<{ action: string }>).map((e) => e.action);
    expect(actions.filter((a) => a === 'gateway.policy.update')).toHaveLength(2);
    expect(actions).toContain('gateway.blocked');
    expect(actions).toContain('verification.code');
  }, 120_000);

  it('checks statements against the documents the request supplies (fact engine), and blocks a refuted one in block mode', async () => {
    const { client, admin } = await tenant('facts');
    const context = 'Paris is the capital of France. The Eiffel Tower was completed in 1889.';
    const said = 'Paris is the capital of France. The Eiffel Tower was completed in 1901. Here is the plan for today.';
    const response = await client.chat.completions.create(ask(`say:${said}`, { context }));
    const verdict = verdictOf(response);
    expect(verdict.claims.map((c) => [c.kind, c.engine, c.text, c.status, c.verified])).toEqual([
      ['statement', 'fact', 'Paris is the capital of France.', 'SUPPORTED', true],
      ['statement', 'fact', 'The Eiffel Tower was completed in 1901.', 'REFUTED', false],
      ['statement', 'fact', 'Here is the plan for today.', 'INCONCLUSIVE', false],
    ]);
    expect(verdict.status).toBe('FAILED');
    for (const jwt of verdict.attestation_chain) expect((await offline(jwt)).valid).toBe(true);
    // Without documents, prose is listed unchecked, never checked against nothing.
    const bare = verdictOf(await client.chat.completions.create(ask(`say:${said}`)));
    expect(bare).toMatchObject({ status: 'UNCHECKED', claims: [] });
    await http('PUT', '/v1/gateway/policy', { engines: { fact: 'block' } }, admin);
    const blocked = await client.chat.completions.create(ask(`say:${said}`, { context })).catch((e: unknown) => e);
    expect((blocked as InstanceType<typeof OpenAI.APIError>).status).toBe(422);
  }, 120_000);

  it('streams chunks through as they arrive and ends with the verdict event', async () => {
    const { client } = await tenant('stream');
    const stream = await client.chat.completions.create({ ...ask('slow-stream'), stream: true } as CreateStream);
    const started = Date.now();
    const arrivals: Array<{ at: number; content: string | undefined; verdict?: Verdict }> = [];
    for await (const part of stream) {
      const verdict = (part as unknown as { verdict?: Verdict }).verdict;
      arrivals.push({ at: Date.now() - started, content: part.choices[0]?.delta?.content ?? undefined, ...(verdict ? { verdict } : {}) });
    }
    const text = arrivals.map((a) => a.content ?? '').join('');
    expect(text).toBe(STREAMED.join(''));
    // The first part came before the upstream had written the rest (it waits 1.2 s between them).
    const firstContent = arrivals.find((a) => a.content);
    const lastContent = arrivals.filter((a) => a.content).at(-1);
    expect((lastContent?.at ?? 0) - (firstContent?.at ?? 0)).toBeGreaterThan(800);
    const final = arrivals.at(-1);
    expect(final?.verdict?.claims.map((c) => [c.text, c.status])).toEqual([['17 × 23 = 391', 'VERIFIED']]);
    expect(final?.verdict?.status).toBe('FAILED'); // the prose around the claim was not checked
    expect((await offline(final?.verdict?.attestation ?? '')).valid).toBe(true);
  }, 120_000);

  it('holds a streamed answer in block mode: 422 with no model text, and a corrected stream in correct mode', async () => {
    const { client, admin, apiKey } = await tenant('stream-policy');
    await http('PUT', '/v1/gateway/policy', { engines: { code: 'block', math: 'correct' } }, admin);
    const raw = await fetch(`${server?.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...ask('mixed'), stream: true }),
    });
    const text = await raw.text();
    expect(raw.status).toBe(422);
    expect(raw.headers.get('content-type')).toContain('application/problem+json');
    for (const fragment of ['os.system', '17 × 23', 'Here is the plan']) expect(text).not.toContain(fragment);

    const stream = await client.chat.completions.create({ ...ask('wrong'), stream: true } as CreateStream);
    let content = '';
    let verdict: Verdict | undefined;
    for await (const part of stream) {
      content += part.choices[0]?.delta?.content ?? '';
      verdict = (part as unknown as { verdict?: Verdict }).verdict ?? verdict;
    }
    expect(content).toBe('We know 17 × 23 = 391, so the total is settled.');
    expect(verdict?.status).toBe('CORRECTED');
  }, 120_000);

  it('maps upstream failures to documented 502/504 problems within the deadline', async () => {
    const { apiKey, client } = await tenant('failures');
    const post = (script: string, stream = false) =>
      http('POST', '/v1/chat/completions', { ...ask(script), stream }, { authorization: `Bearer ${apiKey}` });
    const failed = await post('fail');
    expect([failed.status, failed.json.code, failed.json.upstream_status]).toEqual([502, 'UPSTREAM_ERROR', 500]);
    expect(failed.text).not.toContain('internal upstream detail');
    const started = Date.now();
    const slow = await post('slow');
    expect([slow.status, slow.json.code]).toEqual([504, 'UPSTREAM_TIMEOUT']);
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1500);
    const malformed = await post('malformed');
    expect([malformed.status, malformed.json.code]).toEqual([502, 'UPSTREAM_MALFORMED']);
    // An unknown SQL dialect is the request's mistake: 400 before the upstream is called.
    const dialect = await http(
      'POST',
      '/v1/chat/completions',
      { ...ask('fail'), verdict: { dialect: 'cobol' } },
      { authorization: `Bearer ${apiKey}` },
    );
    expect([dialect.status, dialect.json.code]).toEqual([400, 'VALIDATION_ERROR']);
    const malformedStream = await post('malformed-stream', true);
    expect([malformedStream.status, malformedStream.json.code]).toEqual([502, 'UPSTREAM_MALFORMED']);
    expect(malformedStream.headers.get('content-type')).toContain('application/problem+json');
    // A stream that breaks after it started can only say so in the stream: the client raises it.
    const truncated = await client.chat.completions.create({ ...ask('truncated-stream'), stream: true } as CreateStream);
    const error = await (async () => {
      for await (const _ of truncated) {
        // drain
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect(String((error as Error).message)).toContain('ended before the answer was complete');
  }, 120_000);

  it('keeps upstreams per organization, never shows their keys, and takes a per-request key header', async () => {
    const a = await tenant('upstreams-a', false);
    const b = await tenant('upstreams-b');
    const listed = await http('GET', '/v1/gateway/upstreams', undefined, a.admin);
    expect(listed.json.items).toEqual([
      {
        id: a.upstream.id,
        name: 'loopback',
        base_url: upstreamUrl,
        models: ['test-model'],
        has_api_key: false,
        created_at: expect.any(String),
      },
    ]);
    expect((await http('GET', '/v1/gateway/upstreams', undefined, b.admin)).text).not.toContain(UPSTREAM_KEY);
    expect((await http('DELETE', `/v1/gateway/upstreams/${a.upstream.id}`, undefined, b.admin)).status).toBe(404);

    const perRequest = await http('POST', '/v1/chat/completions', ask(`say:${SAFE}`), {
      authorization: `Bearer ${a.apiKey}`,
      'x-upstream-api-key': 'sk-per-request',
    });
    expect(perRequest.status, perRequest.text).toBe(200);
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer sk-per-request');
    const other = await http(
      'POST',
      '/v1/chat/completions',
      { ...ask('say:x'), model: 'not-allowed' },
      { authorization: `Bearer ${a.apiKey}` },
    );
    expect([other.status, other.json.code]).toEqual([400, 'VALIDATION_ERROR']);

    expect((await http('DELETE', `/v1/gateway/upstreams/${a.upstream.id}`, undefined, a.admin)).status).toBe(204);
    const gone = await http('POST', '/v1/chat/completions', ask('say:x'), { authorization: `Bearer ${a.apiKey}` });
    expect([gone.status, gone.json.code]).toEqual([422, 'UNPROCESSABLE']);
    // An API key without admin:all cannot change upstreams.
    expect((await http('GET', '/v1/gateway/upstreams', undefined, { 'x-api-key': a.apiKey })).status).toBe(403);
  }, 120_000);
});
