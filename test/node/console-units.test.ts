import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAttestation } from '../../packages/attestation/src/create.ts';
import { generateIssuerSecret, loadIssuerKey } from '../../packages/attestation/src/keys.ts';
import { buildRegistryDocument } from '../../packages/attestation/src/registry.ts';
import { ApiProblem, adviceFor, call, callVerification } from '../../workers/console/src/api.ts';
import { checkAttestation, offlineCommand } from '../../workers/console/src/attest.ts';
import { type AuditEntry, agentDigest, verificationOf, verificationSeries } from '../../workers/console/src/audit.ts';
import { fetchAuditEntries } from '../../workers/console/src/audit-fetch.ts';
import { buildRequest, ENGINES, engineById, initialValues } from '../../workers/console/src/engines.ts';
import { evidenceRanges, highlightRanges } from '../../workers/console/src/highlight.ts';
import { summarize, toneOf } from '../../workers/console/src/verdict.ts';

/** The console's logic without a browser: verdict words, request bodies, evidence spans, audit arithmetic, API errors. */

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('summarize', () => {
  it('reads whichever status-like field an engine gives', () => {
    expect(summarize({ status: 'PROVEN', is_valid: true })).toMatchObject({ word: 'PROVEN', tone: 'pass' });
    expect(summarize({ status: 'VERIFIED', is_valid: true })).toMatchObject({ word: 'VERIFIED', tone: 'pass' });
    expect(summarize({ status: 'CORRECTION_NEEDED', is_valid: false })).toMatchObject({ tone: 'fail' });
    expect(summarize({ status: 'UNKNOWN', message: 'samples agree' })).toMatchObject({ tone: 'unknown', message: 'samples agree' });
    expect(summarize({ status: 'SAT', model: { x: '1' } })).toMatchObject({ word: 'SAT', tone: 'info' });
    expect(summarize({ status: 'BLOCKED' })).toMatchObject({ tone: 'blocked' });
    expect(summarize({ verdict: 'REFUTED', reasoning: 'dates differ' })).toMatchObject({
      word: 'REFUTED',
      tone: 'fail',
      message: 'dates differ',
    });
    expect(summarize({ is_safe: false, vulnerabilities: [] })).toMatchObject({ word: 'UNSAFE', tone: 'fail' });
    expect(summarize({ is_valid: true, message: 'ok' })).toMatchObject({ word: 'VALID', tone: 'pass' });
    expect(summarize({ is_valid: false, error: 'division by zero' })).toMatchObject({ word: 'ERROR', tone: 'error' });
    expect(summarize({ verified: false })).toMatchObject({ word: 'FAILED', tone: 'fail' });
  });

  it('never shows an unknown word or a consensus below its threshold as a pass', () => {
    expect(summarize({ status: 'PROBABLY_FINE' })).toMatchObject({ word: 'PROBABLY_FINE', tone: 'info' });
    expect(summarize({ agreement_status: 'UNANIMOUS', meets_requirement: true }).tone).toBe('pass');
    expect(summarize({ agreement_status: 'UNANIMOUS', meets_requirement: false }).tone).toBe('unknown');
    expect(summarize({ agreement_status: 'SPLIT' }).tone).toBe('unknown');
    expect(summarize({}).word).toBe('RESULT');
    expect(toneOf('inconclusive')).toBe('unknown');
  });
});

describe('engines and request bodies', () => {
  it('offers the seven engines with examples, each posting to its /v1 route', () => {
    expect(ENGINES.map((e) => e.id)).toEqual(['math', 'logic', 'sql', 'code', 'fact', 'stats', 'consensus']);
    for (const e of ENGINES) {
      expect(e.path).toBe(`/v1/verify/${e.id}`);
      expect(e.examples.length).toBeGreaterThanOrEqual(2);
      for (const ex of e.examples)
        for (const name of Object.keys(ex.values)) expect([...e.fields.map((f) => f.name), 'csv']).toContain(name);
    }
  });

  it('sends the API’s own field names, omits empty optional fields and adds options only when signing', () => {
    const math = engineById('math');
    if (!math) throw new Error('no math');
    expect(buildRequest(math, { expression: '1+1', domain: '' }, false).json).toEqual({ expression: '1+1' });
    expect(buildRequest(math, { expression: '1+1', domain: 'real' }, true).json).toEqual({
      expression: '1+1',
      context: { domain: 'real' },
      options: { include_attestation: true },
    });
    const consensus = engineById('consensus');
    if (!consensus) throw new Error('no consensus');
    expect(buildRequest(consensus, { query: '2+2', verification_mode: 'high', min_confidence: '0.9' }, false).json).toEqual({
      query: '2+2',
      verification_mode: 'high',
      min_confidence: 0.9,
    });
    const sql = engineById('sql');
    if (!sql) throw new Error('no sql');
    expect(buildRequest(sql, initialValues(sql), false).json).toMatchObject({
      dialect: 'sqlite',
      schema_ddl: expect.stringContaining('CREATE TABLE'),
    });
  });

  it('sends stats as multipart: the uploaded file wins over pasted text, options as a JSON part', async () => {
    const stats = engineById('stats');
    if (!stats) throw new Error('no stats');
    const pasted = buildRequest(stats, { csv: 'a\n1\n', query: 'sum of a' }, true).form!;
    expect(await (pasted.get('file') as Blob).text()).toBe('a\n1\n');
    expect(pasted.get('query')).toBe('sum of a');
    expect(JSON.parse(String(pasted.get('options')))).toEqual({ include_attestation: true });
    const upload = new File(['b\n2\n'], 'mine.csv', { type: 'text/csv' });
    const uploaded = buildRequest(stats, { csv: 'a\n1\n', query: 'sum of b' }, false, upload).form!;
    expect(await (uploaded.get('file') as File).text()).toBe('b\n2\n');
    expect((uploaded.get('file') as File).name).toBe('mine.csv');
    expect(uploaded.get('options')).toBeNull();
  });
});

describe('fact evidence highlighting', () => {
  const context = 'The tower is 330 metres tall. It was completed in 1889 for the fair.';

  it('locates evidence text in the context, case-insensitively as a fallback', () => {
    expect(evidenceRanges(context, { evidence: 'It was completed in 1889 for the fair.' })).toEqual([[30, 68]]);
    expect(evidenceRanges(context, { evidence: ['the tower is 330 metres tall.'] })).toEqual([[0, 29]]);
    expect(evidenceRanges(context, { evidence: 'not there' })).toEqual([]);
  });

  it('takes character spans in either form, clips them and merges overlaps', () => {
    expect(evidenceRanges(context, { spans: [{ start: 4, end: 9 }, [7, 12], [60, 999], [5, 5], 'x'] })).toEqual([
      [4, 12],
      [60, 68],
    ]);
    const segments = highlightRanges(context, { spans: [[4, 9]] });
    expect(segments).toEqual([
      { text: 'The ', marked: false },
      { text: 'tower', marked: true },
      { text: context.slice(9), marked: false },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(context);
    expect(highlightRanges(context, {})).toEqual([{ text: context, marked: false }]);
  });
});

const NOW = Date.UTC(2026, 10, 25, 15, 30);
let seq = 0;
function entry(action: string, outcome: string, at: number, extra: Partial<AuditEntry> = {}): AuditEntry {
  seq++;
  return {
    id: `aud_${seq}`,
    organization_id: 1,
    seq,
    actor: { type: 'user', id: 'u1' },
    action,
    resource: null,
    outcome,
    request_id: null,
    ip: null,
    timestamp: new Date(at).toISOString(),
    details: {},
    prev_hash: '',
    entry_hash: '',
    hmac: '',
    ...extra,
  };
}

/** A series row of `n` zeros with the given positions set. */
const row = (n: number, set: Record<number, number>) => Array.from({ length: n }, (_, i) => set[i] ?? 0);

describe('audit arithmetic', () => {
  const H = 3_600_000;
  const entries = [
    entry('verification.math', 'verified', NOW - 10 * 60_000),
    entry('verification.math', 'failure', NOW - 20 * 60_000),
    entry('verification.logic', 'blocked', NOW - 2 * H),
    entry('agent.verify', 'verified', NOW - 3 * H, { actor: { type: 'agent', id: '7' }, details: { engine: 'sql', cost: 0.01 } }),
    entry('api_key.create', 'success', NOW - 3 * H),
    entry('verification.code', 'verified', NOW - 30 * H),
  ];

  it('recognises verifications, from the API and from agents', () => {
    expect(verificationOf(entries[0] as AuditEntry)).toEqual({ engine: 'math', outcome: 'verified' });
    expect(verificationOf(entries[1] as AuditEntry)).toEqual({ engine: 'math', outcome: 'failed' });
    expect(verificationOf(entries[3] as AuditEntry)).toEqual({ engine: 'sql', outcome: 'verified' });
    expect(verificationOf(entries[4] as AuditEntry)).toBeNull();
  });

  it('counts them per UTC hour by outcome or engine, ignoring what is outside the window', () => {
    const byOutcome = verificationSeries(entries, { nowMs: NOW, granularity: 'hour', count: 24, by: 'outcome' });
    expect(byOutcome.buckets).toHaveLength(24);
    expect(byOutcome.buckets[23]).toBe(Date.UTC(2026, 10, 25, 15));
    expect(byOutcome.counts).toEqual({ verified: row(24, { 20: 1, 23: 1 }), failed: row(24, { 23: 1 }), blocked: row(24, { 21: 1 }) });
    const byEngine = verificationSeries(entries, { nowMs: NOW, granularity: 'day', count: 14, by: 'engine' });
    expect(byEngine.counts).toEqual({
      math: row(14, { 13: 2 }),
      logic: row(14, { 13: 1 }),
      sql: row(14, { 13: 1 }),
      code: row(14, { 12: 1 }),
    });
  });

  it('sums an agent’s accepted spend since 00:00 UTC and lists its decisions with their rules', () => {
    const agent = { type: 'agent', id: '7' };
    const trail = [
      entry('agent.tool_call', 'blocked', NOW - 60_000, {
        actor: agent,
        details: { decision: 'deny', category: 'delete', risk_level: 'critical', rule: null },
      }),
      entry('agent.verify', 'blocked', NOW - 2 * 60_000, { actor: agent, details: { code: 'SVC-AGENT-LOOP-003', engine: 'math' } }),
      entry('agent.verify', 'verified', NOW - 3 * 60_000, { actor: agent, details: { engine: 'math', cost: 0.01 } }),
      entry('agent.verify', 'failure', NOW - 4 * 60_000, { actor: agent, details: { engine: 'math', cost: 0.02 } }),
      entry('agent.verify', 'verified', NOW - 16 * H, { actor: agent, details: { engine: 'math', cost: 5 } }),
      entry('agent.verify', 'verified', NOW - 60_000, { actor: { type: 'agent', id: '8' }, details: { cost: 1 } }),
    ];
    const digest = agentDigest(trail, 7, NOW);
    expect(digest.spentToday).toBe(0.03);
    expect(digest.recent.map((r) => [r.decision, r.rule])).toEqual([
      ['deny', 'delete · critical risk'],
      ['blocked', 'SVC-AGENT-LOOP-003'],
      ['allowed', null],
      ['allowed', null],
      ['allowed', null],
    ]);
  });

  it('pages through the trail only as far as the window and the page budget allow', async () => {
    const pages = [
      { entries: [entry('x', 'success', NOW - 1000)], next_cursor: '10', limit: 200 },
      { entries: [entry('x', 'success', NOW - 2 * H)], next_cursor: '5', limit: 200 },
      { entries: [entry('x', 'success', NOW - 50 * H)], next_cursor: '1', limit: 200 },
    ];
    const asked: string[] = [];
    const api = async <T>(path: string): Promise<T> => {
      asked.push(path);
      return pages[asked.length - 1] as T;
    };
    const inWindow = await fetchAuditEntries(api, { sinceMs: NOW - H, maxPages: 10 });
    expect(inWindow).toMatchObject({ truncated: false });
    expect(asked).toEqual(['/v1/audit/logs?limit=200', '/v1/audit/logs?limit=200&cursor=10']);
    asked.length = 0;
    const budget = await fetchAuditEntries(api, { sinceMs: NOW - 100 * H, maxPages: 2 });
    expect(budget.truncated).toBe(true);
    expect(asked).toHaveLength(2);
  });
});

describe('API calls', () => {
  const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }));

  it('refuses any path outside /v1 and /registry', async () => {
    const fetch = respond(200, {});
    vi.stubGlobal('fetch', fetch);
    await expect(call('/admin/secret')).rejects.toThrow(/non-API path/);
    await expect(call('https://elsewhere.example/v1/x')).rejects.toThrow(/non-API path/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the bearer token or the API key as a header, never a cookie', async () => {
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await call('/v1/logs', { token: 'tok' });
    await call('/v1/agents', { token: 'tok', apiKey: 'svc_live_k' });
    const headers = (fetch.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) => init.headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ authorization: 'Bearer tok' });
    expect(headers[1]).toMatchObject({ 'x-api-key': 'svc_live_k' });
    expect(headers[1]?.authorization).toBeUndefined();
  });

  it('turns problems into advice: 429 with its wait, 503, network failure', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        429,
        { status: 429, title: 'Too Many Requests', code: 'RATE_LIMITED', detail: 'Slow down.', request_id: 'r1' },
        { 'retry-after': '7' },
      ),
    );
    const limited = await call('/v1/logs').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ApiProblem);
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 7, requestId: 'r1' });
    expect(adviceFor(limited as ApiProblem)).toMatch(/wait 7 seconds/);
    vi.stubGlobal('fetch', respond(503, '<html>bad gateway</html>'));
    const down = (await call('/v1/logs').catch((e: unknown) => e)) as ApiProblem;
    expect(down.code).toBe('HTTP_503');
    expect(adviceFor(down)).toMatch(/unavailable.*try again/);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const offline = (await call('/v1/logs').catch((e: unknown) => e)) as ApiProblem;
    expect(offline.status).toBe(0);
    expect(adviceFor(offline)).toMatch(/could not be reached/);
    // A refused sign-in is about what was typed; any other 401 ends the session.
    const wrongPassword = new ApiProblem(401, 'INVALID_CREDENTIALS', 'Unauthorized', 'Invalid email or password.', 'r2', null);
    expect(adviceFor(wrongPassword)).toMatch(/email or the password is not right/);
    expect(adviceFor(wrongPassword)).not.toMatch(/session/);
    expect(adviceFor(new ApiProblem(401, 'UNAUTHORIZED', 'Unauthorized', 'Invalid bearer token.', 'r3', null))).toMatch(
      /session has ended/,
    );
  });

  it('renders an engine-shaped refusal as a verdict and throws RFC 9457 problems', async () => {
    vi.stubGlobal('fetch', respond(403, { status: 'BLOCKED', error: 'policy', provider_used: 'local' }));
    expect(await callVerification('/v1/verify/logic', { json: {} })).toEqual({
      httpStatus: 403,
      result: { status: 'BLOCKED', error: 'policy', provider_used: 'local' },
    });
    vi.stubGlobal(
      'fetch',
      respond(400, { status: 400, title: 'Bad Request', code: 'VALIDATION_ERROR', detail: 'body.expression: required' }),
    );
    await expect(callVerification('/v1/verify/math', { json: {} })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('attestation check in the browser', () => {
  async function fixture() {
    const issuer = await loadIssuerKey(await generateIssuerSecret('ES256'), { did: 'did:svc:node:console-test', keyName: 'k1' });
    const registry = buildRegistryDocument([{ did: issuer.did, name: 'Console test node', keys: [issuer] }]);
    const created = await createAttestation(
      { status: 'VERIFIED', verified: true, engine: 'math', confidence: 1 },
      { issuer, validityDays: 30, timestamp: NOW, subject: '2+2=4', jti: 'att_console_1' },
    );
    return { registry, jwt: created.jwt };
  }

  it('verifies against the registry and reports issuer, expiry and revocation', async () => {
    const { registry, jwt } = await fixture();
    const ok = await checkAttestation(` ${jwt}\n`, { registry, revoked: new Set(), revocationError: null }, NOW + 1000);
    expect(ok.outcome).toMatchObject({ valid: true, status: 'valid' });
    expect(ok.issuer?.name).toBe('Console test node');
    expect(ok.revoked).toBe(false);
    expect(ok.decoded?.payload.jti).toBe('att_console_1');

    const revoked = await checkAttestation(jwt, { registry, revoked: new Set(['att_console_1']), revocationError: null }, NOW + 1000);
    expect(revoked.outcome).toMatchObject({ valid: false, status: 'revoked', code: 'ATT-006' });
    expect(revoked.revoked).toBe(true);

    const expired = await checkAttestation(jwt, { registry, revoked: new Set(), revocationError: null }, NOW + 31 * 86_400_000);
    expect(expired.outcome).toMatchObject({ valid: false, status: 'expired', code: 'ATT-004' });
  });

  it('fails closed without a readable revocation list, and refuses foreign issuers and garbage', async () => {
    const { registry, jwt } = await fixture();
    const unknown = await checkAttestation(jwt, { registry, revoked: null, revocationError: 'HTTP 503' }, NOW);
    expect(unknown.outcome).toMatchObject({ valid: false, code: 'ATT-006' });
    expect(unknown.revoked).toBeNull();
    const other = await fixture();
    const foreign = await checkAttestation(jwt, { registry: { issuers: [] }, revoked: new Set(), revocationError: null }, NOW);
    expect(foreign.outcome).toMatchObject({ valid: false, code: 'ATT-002' });
    const wrongKey = await checkAttestation(jwt, { registry: other.registry, revoked: new Set(), revocationError: null }, NOW);
    expect(wrongKey.outcome.valid).toBe(false);
    const garbage = await checkAttestation('not.a.jwt', { registry, revoked: new Set(), revocationError: null }, NOW);
    expect(garbage).toMatchObject({ decoded: null, outcome: { code: 'ATT-001' } });
  });

  it('writes an offline command that only embeds the token’s base64url characters', () => {
    const command = offlineCommand("abc.def.ghi'; rm -rf /", 'http://127.0.0.1:8787');
    expect(command).toContain("echo 'abc.def.ghirm-rf' > result.service-attestation");
    expect(command).toContain('curl -s http://127.0.0.1:8787/registry/issuers.json > issuers.json');
    expect(command).toContain('--revocations revocations.json');
  });
});
