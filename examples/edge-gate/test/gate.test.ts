import {
  buildRegistryDocument,
  createAttestation,
  generateIssuerSecret,
  type IssuerRegistry,
  type IssuerSigningKey,
  loadIssuerKey,
} from '@verdict/attestation';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMITTED_HEADER, type Env } from '../src/gate.ts';
import * as entry from '../src/index.ts';

const worker = entry.default;

/**
 * The gate in workerd, through its real entry (`fetch` of the default export). Outbound requests go to a fake Verdict
 * node (registry and revocation list, counted) and a fake origin that echoes what reached it. Every test uses its own
 * node URL, so the caches of one test (isolate memory and Cache API) never answer another.
 */
const DID = 'did:svc:node:gate-test';
let current: IssuerSigningKey;
let next: IssuerSigningKey;

interface FakeNode {
  env: Env;
  registry: IssuerRegistry;
  revoked: string[];
  registryDown: boolean;
  revocationsDown: boolean;
  fetched: { registry: number; revocations: number; origin: number };
  originSaw: Request[];
}

let node: FakeNode;
let counter = 0;

beforeAll(async () => {
  current = await loadIssuerKey(await generateIssuerSecret('ES256'), { did: DID, keyName: 'k2026' });
  next = await loadIssuerKey(await generateIssuerSecret('ES256'), { did: DID, keyName: 'k2027' });
});

beforeEach(() => {
  counter++;
  const base = `https://verdict-${counter}.example.com`;
  node = {
    env: { VERDICT_URL: base, ORIGIN_URL: 'https://origin.example.com' },
    registry: buildRegistryDocument([{ did: DID, name: 'Verdict test node', keys: [current] }]),
    revoked: [],
    registryDown: false,
    revocationsDown: false,
    fetched: { registry: 0, revocations: 0, origin: 0 },
    originSaw: [],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === base && url.pathname === '/registry/issuers.json') {
      node.fetched.registry++;
      return node.registryDown ? new Response('down', { status: 500 }) : Response.json(node.registry);
    }
    if (url.origin === base && url.pathname === '/registry/revocations.json') {
      node.fetched.revocations++;
      if (node.revocationsDown) throw new TypeError('network connection lost');
      return Response.json({
        issuer: DID,
        generated_at: new Date().toISOString(),
        revoked: node.revoked.map((jti) => ({ jti, revoked_at: null })),
      });
    }
    if (url.origin === 'https://origin.example.com') {
      node.fetched.origin++;
      node.originSaw.push(request);
      return new Response(`origin ${request.method} ${url.pathname}${url.search}`, { status: 200 });
    }
    return new Response('unexpected', { status: 599 });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

let jtiCounter = 0;
async function attest(
  status: 'VERIFIED' | 'CORRECTED' | 'FAILED' = 'VERIFIED',
  options: { key?: IssuerSigningKey; engine?: string; subject?: string; validityDays?: number; timestamp?: number } = {},
) {
  const jti = `att_gate_${++jtiCounter}`;
  const { jwt } = await createAttestation(
    { status, verified: status === 'VERIFIED', engine: options.engine ?? 'math', confidence: 1 },
    {
      issuer: options.key ?? current,
      validityDays: options.validityDays ?? 30,
      subject: options.subject ?? '2+2=4',
      jti,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    },
  );
  return { jwt, jti };
}

async function send(jwt: string | null, init: RequestInit & { path?: string; env?: Partial<Env> } = {}) {
  const headers = new Headers(init.headers);
  if (jwt !== null) headers.set('service-attestation', jwt);
  // An incoming request as the runtime types it (the cf properties of a live request do not exist in tests).
  const request = new Request(`https://gate.example.com${init.path ?? '/deploy?x=1'}`, { ...init, headers }) as Parameters<
    typeof worker.fetch
  >[0];
  const response = await worker.fetch(request, { ...node.env, ...init.env });
  const text = await response.text();
  return { status: response.status, text, json: text.startsWith('{') ? JSON.parse(text) : undefined, headers: response.headers };
}

describe('edge gate', () => {
  it('exports only its handler from the main module (workerd refuses any other export there)', () => {
    expect(Object.keys(entry)).toEqual(['default']);
  });

  it('admits a valid, unrevoked, positive attestation and forwards the request as sent', async () => {
    const { jwt, jti } = await attest('VERIFIED');
    const r = await send(jwt, { method: 'POST', body: 'payload', headers: { [ADMITTED_HEADER]: 'spoofed', 'x-custom': 'kept' } });
    expect(r.status, r.text).toBe(200);
    expect(r.text).toBe('origin POST /deploy?x=1');
    const seen = node.originSaw[0] as Request;
    expect(seen.headers.get(ADMITTED_HEADER)).toBe(jti);
    expect(seen.headers.get('x-custom')).toBe('kept');
    expect(await seen.text()).toBe('payload');
  });

  it('refuses a request without an attestation (401) and never calls the origin', async () => {
    const r = await send(null);
    expect(r.status).toBe(401);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json).toMatchObject({ status: 401, code: 'ATTESTATION_REQUIRED' });
    expect(node.fetched.origin).toBe(0);
  });

  it('refuses a forged attestation: a negative verdict rewritten as positive (ATT-003)', async () => {
    const { jwt } = await attest('CORRECTED');
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    claims.qwed.result = { status: 'VERIFIED', verified: true, engine: 'math', confidence: 1 };
    const forged = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const r = await send(`${header}.${forged}.${signature}`);
    expect(r.status).toBe(403);
    expect(r.json).toMatchObject({ code: 'ATT-003', attestation_status: 'invalid' });
    expect(node.fetched.origin).toBe(0);
  });

  it('refuses an attestation signed by a key the node never published (ATT-003)', async () => {
    const impostor = await loadIssuerKey(await generateIssuerSecret('ES256'), { did: DID, keyName: 'k2026' });
    const r = await send((await attest('VERIFIED', { key: impostor })).jwt);
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('ATT-003');
  });

  it('refuses a revoked attestation (ATT-006)', async () => {
    const { jwt, jti } = await attest('VERIFIED');
    node.revoked = [jti];
    const r = await send(jwt);
    expect(r.status).toBe(403);
    expect(r.json).toMatchObject({ code: 'ATT-006', attestation_status: 'revoked' });
    expect(node.fetched.origin).toBe(0);
  });

  it('refuses a genuine attestation of a negative verdict', async () => {
    for (const status of ['CORRECTED', 'FAILED'] as const) {
      const r = await send((await attest(status)).jwt);
      expect(r.status).toBe(403);
      expect(r.json).toMatchObject({ code: 'VERDICT_NEGATIVE', verdict: status });
    }
    expect(node.fetched.origin).toBe(0);
  });

  it('refuses an expired attestation (ATT-004)', async () => {
    const r = await send((await attest('VERIFIED', { validityDays: 1, timestamp: Date.now() - 3 * 86_400_000 })).jwt);
    expect(r.status).toBe(403);
    expect(r.json).toMatchObject({ code: 'ATT-004', attestation_status: 'expired' });
  });

  it('reads the registry once and then from its caches', async () => {
    for (let i = 0; i < 3; i++) expect((await send((await attest()).jwt)).status).toBe(200);
    expect(node.fetched.registry).toBe(1);
  });

  it('on an unknown kid fetches the registry again, then admits an attestation of the rotated key', async () => {
    expect((await send((await attest()).jwt)).status).toBe(200);
    expect(node.fetched.registry).toBe(1);
    // The node rotates: the new key is published, the old one stays for what it signed.
    node.registry = buildRegistryDocument([{ did: DID, name: 'Verdict test node', keys: [next, current] }]);
    const r = await send((await attest('VERIFIED', { key: next })).jwt);
    expect(r.status, r.text).toBe(200);
    expect(node.fetched.registry).toBe(2);
    expect((await send((await attest()).jwt)).status).toBe(200);
    expect(node.fetched.registry).toBe(2);
  });

  it('on an unknown kid still missing after the refresh refuses, and does not fetch again at once', async () => {
    expect((await send((await attest()).jwt)).status).toBe(200);
    const unpublished = await attest('VERIFIED', { key: next });
    const r = await send(unpublished.jwt);
    expect(r.status).toBe(403);
    expect(r.json.code).toBe('ATT-003');
    expect(node.fetched.registry).toBe(2);
    // Made-up key ids must not turn every request into a registry download.
    expect((await send(unpublished.jwt)).status).toBe(403);
    expect(node.fetched.registry).toBe(2);
  });

  it('fails closed when the registry or the revocation list cannot be fetched (503)', async () => {
    node.registryDown = true;
    const r = await send((await attest()).jwt);
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('30');
    expect(r.json.code).toBe('VERDICT_UNAVAILABLE');
    node.registryDown = false;
    node.revocationsDown = true;
    expect((await send((await attest()).jwt)).status).toBe(503);
    expect(node.fetched.origin).toBe(0);
  });

  it('TRUSTED_ISSUERS and REQUIRED_ENGINES narrow what is accepted', async () => {
    const jwt = (await attest('VERIFIED', { engine: 'math' })).jwt;
    expect((await send(jwt, { env: { TRUSTED_ISSUERS: 'did:svc:node:someone-else' } })).json.code).toBe('ATT-002');
    expect((await send(jwt, { env: { TRUSTED_ISSUERS: DID } })).status).toBe(200);
    expect((await send(jwt, { env: { REQUIRED_ENGINES: 'code, sql' } })).json.code).toBe('ENGINE_NOT_ACCEPTED');
    expect((await send(jwt, { env: { REQUIRED_ENGINES: 'code,math' } })).status).toBe(200);
  });

  it('BIND_BODY admits only the content the attestation was issued for', async () => {
    const code = 'print("hello")\n';
    const { jwt } = await attest('VERIFIED', { engine: 'code', subject: code });
    const env = { BIND_BODY: 'true' };
    const ok = await send(jwt, { method: 'POST', body: code, env });
    expect(ok.status, ok.text).toBe(200);
    expect(await (node.originSaw[0] as Request).text()).toBe(code);
    const other = await send(jwt, { method: 'POST', body: 'import os\nos.system(input())\n', env });
    expect(other.status).toBe(403);
    expect(other.json.code).toBe('SUBJECT_MISMATCH');
  });
});
