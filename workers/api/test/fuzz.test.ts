import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, newTenant, type Tenant, workerFetch } from './setup/harness.ts';

/**
 * Fuzzing every operation of /openapi.json with malformed, nested, huge and unicode-edge inputs, built from each
 * operation's own request schema: a valid skeleton is generated, then each string field (and the body as a whole)
 * is replaced by hostile values. Every answer must be below 500, carry no exception text, and arrive within 2 s (a
 * request over 2 s is repeated once, so one slow moment of a shared machine is not a failure; a pathological input is
 * slow twice).
 *
 * What the requests leave running after their responses (deferred log and metric writes wait 250 ms to share one D1
 * batch) is awaited once per operation, not after each request: the same work and the same failures, without
 * hundreds of 250 ms pauses in a row.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  example?: unknown;
  default?: unknown;
  additionalProperties?: boolean | Schema;
};
type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const EXCEPTION_TEXT =
  /TypeError|SyntaxError|ReferenceError|RangeError|Maximum call stack|at [\w.<>]+ \(|\bstack\b|undefined is not|Cannot read prop|Failed query|SQLITE_/;
const DEADLINE_MS = 2_000;

/** Strings that break naive handling of text: surrogates, controls, direction marks, combining floods, look-alikes. */
const UNICODE_EDGES = [
  '\ud800',
  'a\udc00b',
  '\u0000\u0001\u001f',
  '\u202e\u2066override\u2069',
  '\u200b\u200c\u200d\ufeff',
  `e${'\u0301'.repeat(2000)}`,
  '👩‍👩‍👧‍👦🏳️‍🌈'.repeat(50),
  'İıſK\u212a',
  '１２＋３４＝４６',
  '\u2028\u2029',
  '\udb40\udc41\udb40\udc42',
  '"\\\'`${{}}<script>',
  '𝟘𝟙𝟚',
  '\\u0000',
];

function resolve(doc: Doc, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && current.$ref; i++) current = doc.components.schemas[current.$ref.split('/').pop() ?? ''] ?? {};
  return current;
}

/** A plausible valid value for a schema (first enum member, minimal lengths; optional properties when `full`). */
function skeleton(doc: Doc, raw: Schema | undefined, depth = 0, full = false): unknown {
  const schema = resolve(doc, raw);
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined && typeof schema.example !== 'object') return schema.example;
  const variant = schema.allOf?.[0] ?? schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant && !schema.type && !schema.properties) return skeleton(doc, variant, depth + 1, full);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : 'string')) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const names = full && depth < 3 ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
      for (const name of names) out[name] = skeleton(doc, schema.properties?.[name], depth + 1, full);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => skeleton(doc, schema.items, depth + 1, full));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Paths of every string inside a value. */
function stringLeaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

function replaced(value: unknown, path: Array<string | number>, by: unknown): unknown {
  if (path.length === 0) return by;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path;
  (copy as Record<string | number, unknown>)[head as string] = replaced(
    (copy as Record<string | number, unknown>)[head as string],
    rest,
    by,
  );
  return copy;
}

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

interface Case {
  label: string;
  body?: BodyInit;
  contentType?: string;
  query?: string;
}

/** Bodies the schema leaves open (validated by the service), seeded so the fuzzer reaches past the first check. */
const SEEDS: Record<string, unknown> = {
  '/v1/agents/{agent_id}/verify': {
    query: '2+2',
    engine: 'math',
    params: { note: 'x' },
    context: { conversation_id: 'fuzz', step_number: 1 },
    tool_schema: { name: 'lookup', description: 'x', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  },
  '/v1/agents/{agent_id}/tools/{tool_name}': { tool_params: { query: 'x', url: 'x' }, tool_schema: { name: 'lookup', description: 'x' } },
  '/v1/agents/{agent_id}/tools/{tool_name}/approve': { tool_schema: { name: 'lookup', description: 'x', inputSchema: { type: 'object' } } },
};

function jsonCases(doc: Doc, schema: Schema, path: string): Case[] {
  const base = SEEDS[path] ?? skeleton(doc, schema);
  const full = SEEDS[path] ?? skeleton(doc, schema, 0, true);
  const json = (label: string, value: unknown): Case => ({ label, body: JSON.stringify(value), contentType: 'application/json' });
  const cases: Case[] = [
    json('valid skeleton', base),
    { label: 'truncated JSON', body: JSON.stringify(base).slice(0, -1), contentType: 'application/json' },
    { label: 'empty body', body: '', contentType: 'application/json' },
    { label: 'JSON with a BOM', body: `\ufeff${JSON.stringify(base)}`, contentType: 'application/json' },
    { label: 'duplicate keys and comments', body: '{"a":1,"a":2 /* c */}', contentType: 'application/json' },
    json('nested 1,000 levels', nested(1000)),
    { label: 'nested 300,000 levels', body: `${'['.repeat(300_000)}${']'.repeat(300_000)}`, contentType: 'application/json' },
    json('nested 64 levels', nested(63)),
    json(
      'an array of 20,000 numbers',
      Array.from({ length: 20_000 }, (_, i) => i),
    ),
    {
      label: 'just over 1 MB',
      body: JSON.stringify({ ...(base as object), pad: 'x'.repeat(1024 * 1024) }),
      contentType: 'application/json',
    },
    {
      label: 'numbers at the edges',
      // Written as text: these literals do not survive as JavaScript numbers (that is the point).
      body: `${JSON.stringify({ ...(base as object), pad: 0 }).slice(0, -1)},"n":1e308,"m":-0,"k":1e-400,"big":123456789012345678901234567890}`,
      contentType: 'application/json',
    },
  ];
  if (JSON.stringify(full) !== JSON.stringify(base)) cases.push(json('every optional field', full));
  const leaves = stringLeaves(full);
  leaves.forEach((leaf, i) => {
    const at = leaf.join('.') || '(root)';
    cases.push(json(`unicode at ${at}`, replaced(full, leaf, UNICODE_EDGES.join(' | '))));
    cases.push(json(`unicode ${i} alone at ${at}`, replaced(full, leaf, UNICODE_EDGES[i % UNICODE_EDGES.length])));
    cases.push(json(`900 KB at ${at}`, replaced(full, leaf, '9'.repeat(900 * 1024))));
    cases.push(json(`100 KB of brackets at ${at}`, replaced(full, leaf, '('.repeat(50_000) + ')'.repeat(50_000))));
    cases.push(json(`nested 60 levels at ${at}`, replaced(full, leaf, nested(60))));
    cases.push(json(`number at ${at}`, replaced(full, leaf, Number.MAX_SAFE_INTEGER)));
  });
  return cases;
}

function multipartCases(): Case[] {
  const boundary = '----fuzz';
  const part = (name: string, value: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;
  return [
    { label: 'multipart without parts', body: `--${boundary}--\r\n`, contentType: type },
    { label: 'multipart cut short', body: part('query', 'mean of x').slice(0, 30), contentType: type },
    {
      label: 'multipart unicode fields',
      body: `${part('query', UNICODE_EDGES.join(' '))}${part('file', 'a,b\n1,2', '\u202e\ud800.csv')}--${boundary}--\r\n`,
      contentType: type,
    },
    {
      label: 'multipart 1,000-column CSV',
      body: `${part('query', 'mean of c1')}${part('file', `${Array.from({ length: 1000 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(999)}1`, 'x.csv')}--${boundary}--\r\n`,
      contentType: type,
    },
    {
      label: 'multipart nested options',
      body: `${part('query', 'mean of a')}${part('options', JSON.stringify(nested(500)))}${part('file', 'a\n1', 'x.csv')}--${boundary}--\r\n`,
      contentType: type,
    },
    { label: 'JSON where multipart is expected', body: '{"query":"x"}', contentType: 'application/json' },
  ];
}

function queryCases(op: Operation): Case[] {
  const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const all = names.length ? names : ['limit'];
  // Lone surrogates cannot be percent-encoded as UTF-8; their would-be bytes (%ED%A0%80) are sent raw instead.
  const encode = (value: string) => `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  const q = (value: string) => all.map((n) => `${n}=${encode(value)}`).join('&');
  return [
    { label: 'no query' },
    { label: 'unicode query values', query: q(UNICODE_EDGES.join('')) },
    { label: '8 KB query values', query: q('9'.repeat(8 * 1024)) },
    { label: 'negative, fractional and huge numbers', query: all.map((n, i) => `${n}=${['-1', '0.5', '1e309', 'NaN'][i % 4]}`).join('&') },
    { label: 'repeated and bracketed keys', query: all.map((n) => `${n}=1&${n}=2&${n}[a][b]=3`).join('&') },
    { label: 'percent garbage', query: all.map((n) => `${n}=%E0%A4%A&%00=%ZZ`).join('&') },
  ];
}

interface Fixtures {
  owner: Tenant;
  agentId: number;
  agentToken: string;
  attestationId: string;
  jobId: string;
  auditId: string;
  spareKeyId: string;
}

function pathFor(template: string, f: Fixtures, variant: 'real' | 'hostile'): string {
  const values: Record<string, string> = {
    organization_id: f.owner.orgId,
    agent_id: String(f.agentId),
    attestation_id: f.attestationId,
    job_id: f.jobId,
    log_id: f.auditId,
    audit_log_id: f.auditId,
    key_id: f.spareKeyId,
    tool_name: 'lookup',
    status: 'VERIFIED',
    engine: 'math',
  };
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    variant === 'real' ? encodeURIComponent(values[name] ?? 'x') : encodeURIComponent(`${UNICODE_EDGES[2]}${'9'.repeat(300)}\u202e`),
  );
}

let doc: Doc;
let fixtures: Fixtures;
const results = { requests: 0, byStatus: {} as Record<number, number>, slowest: { ms: 0, what: '' } };
/** Execution contexts of the current operation's requests, whose waitUntil work is awaited when the operation ends. */
const background: ExecutionContext[] = [];

async function send(method: string, path: string, kase: Case, f: Fixtures) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${f.owner.token}`,
    'x-api-key': f.owner.apiKey,
    'x-agent-token': f.agentToken,
  };
  if (kase.contentType) headers['content-type'] = kase.contentType;
  const url = `http://verdict.test${path}${kase.query ? `?${kase.query}` : ''}`;
  const attempt = async () => {
    const ctx = createExecutionContext();
    const started = Date.now();
    const response = await workerFetch(
      new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : kase.body }),
      { RATE_LIMIT_PER_MINUTE: '10000000' },
      ctx,
    );
    const text = await response.text();
    const ms = Date.now() - started;
    background.push(ctx);
    return { status: response.status, text, ms };
  };
  let answer = await attempt();
  if (answer.ms > DEADLINE_MS) answer = await attempt();
  results.requests++;
  results.byStatus[answer.status] = (results.byStatus[answer.status] ?? 0) + 1;
  if (answer.ms > results.slowest.ms) results.slowest = { ms: answer.ms, what: `${method} ${path} (${kase.label})` };
  return answer;
}

beforeAll(async () => {
  doc = (await call('GET', '/openapi.json')).json as Doc;
  const owner = await newTenant({ name: 'Fuzz' });
  const agent = await call('POST', '/v1/agents/register', { headers: { 'x-api-key': owner.apiKey }, body: { name: 'fuzz' } });
  const attested = await call('POST', '/v1/verify/math', {
    headers: { 'x-api-key': owner.apiKey },
    body: { expression: '1+1=2', options: { include_attestation: true } },
  });
  const job = await call('POST', '/v1/verify/batch', {
    headers: { 'x-api-key': owner.apiKey },
    body: { items: [{ type: 'math', query: '1+1' }] },
  });
  const audit = await call('GET', '/v1/audit/logs?limit=1', { headers: { authorization: `Bearer ${owner.token}` } });
  const spare = await call('POST', '/v1/auth/api-keys', { headers: { authorization: `Bearer ${owner.token}` }, body: { name: 'spare' } });
  fixtures = {
    owner,
    agentId: agent.json.agent_id,
    agentToken: agent.json.agent_token,
    attestationId: JSON.parse(atob(attested.json.attestation.split('.')[1].replaceAll('-', '+').replaceAll('_', '/'))).jti,
    jobId: job.json.job_id,
    auditId: audit.json.entries[0].id,
    spareKeyId: spare.json.id,
  };
});

describe('fuzzing every documented operation', async () => {
  const spec = (await call('GET', '/openapi.json')).json as Doc;
  // Key ids in paths and bodies are a spare key's or made up: the fuzzer never revokes the credentials it uses.
  const operations = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));

  it.each(operations)('$method $path', { timeout: 240_000 }, async ({ path, method }) => {
    const op = doc.paths[path]?.[method] ?? {};
    const content = op.requestBody?.content ?? {};
    const cases: Case[] = content['application/json']
      ? jsonCases(doc, content['application/json'].schema, path)
      : content['multipart/form-data']
        ? multipartCases()
        : queryCases(op);
    const failures: string[] = [];
    for (const variant of ['real', 'hostile'] as const) {
      if (variant === 'hostile' && !path.includes('{')) continue;
      for (const kase of variant === 'real' ? cases : cases.slice(0, 2)) {
        const answer = await send(method.toUpperCase(), pathFor(path, fixtures, variant), kase, fixtures);
        const what = `${method.toUpperCase()} ${path} [${variant}] (${kase.label})`;
        if (answer.status >= 500) failures.push(`${what} → ${answer.status} ${answer.text.slice(0, 200)}`);
        else if (EXCEPTION_TEXT.test(answer.text)) failures.push(`${what} → exception text: ${answer.text.slice(0, 200)}`);
        if (answer.ms > DEADLINE_MS) failures.push(`${what} → ${answer.ms} ms (twice over ${DEADLINE_MS} ms)`);
      }
    }
    // A rejected waitUntil promise fails the operation, as it did when each request was awaited on its own.
    await Promise.all(background.splice(0).map((ctx) => waitOnExecutionContext(ctx)));
    expect(failures).toEqual([]);
  });

  it('reports what it sent', () => {
    console.info(
      `fuzz: ${results.requests} requests, by status ${JSON.stringify(results.byStatus)}, slowest ${results.slowest.ms} ms: ${results.slowest.what}`,
    );
    expect(results.requests).toBeGreaterThan(500);
  });
});
