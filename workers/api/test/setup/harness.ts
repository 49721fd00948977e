import { runDurableObjectAlarm } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { Env } from '../../src/env.ts';
import worker from '../../src/index.ts';
import { throttleSubject } from '../../src/services/throttle.ts';

/** Small HTTP harness over the real worker entry (`exports.default.fetch`): tests talk HTTP, like callers do. */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; raw?: BodyInit } = {},
) {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await exports.default.fetch(new Request(`http://verdict.test${path}`, { method, headers, body }));
  const text = await response.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

let counter = 0;
export function uniqueEmail(label = 'user') {
  counter++;
  return `${label.replace(/[^a-z0-9]/gi, '')}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const PASSWORD = 'correct horse battery staple';

export interface Tenant {
  token: string;
  orgId: string;
  userId: string;
  email: string;
  apiKey: string;
  apiKeyId: string;
}

/** Signs up a fresh organization and creates one API key with the given scopes. */
export async function newTenant(options: { scopes?: string[]; name?: string } = {}): Promise<Tenant> {
  const email = uniqueEmail(options.name ?? 'owner');
  const signup = await call('POST', '/v1/auth/signup', {
    body: { email, password: PASSWORD, organization_name: options.name ?? 'Acme' },
  });
  expect(signup.status, JSON.stringify(signup.json)).toBe(201);
  const token = signup.json.access_token as string;
  const key = await call('POST', '/v1/auth/api-keys', {
    headers: { authorization: `Bearer ${token}` },
    body: { name: 'default', ...(options.scopes ? { scopes: options.scopes } : {}) },
  });
  expect(key.status, JSON.stringify(key.json)).toBe(201);
  return { token, orgId: signup.json.user.org_id, userId: signup.json.user.id, email, apiKey: key.json.key, apiKeyId: key.json.id };
}

export const bearer = (t: { token: string }) => ({ authorization: `Bearer ${t.token}` });
export const apiKey = (t: { apiKey: string }) => ({ 'x-api-key': t.apiKey });
export { env };

/**
 * Refused attempts reach the audit trail as aggregated events written by the throttle object's alarm; tests run that
 * alarm now instead of waiting for the window to close.
 */
/** Copies the organization's acknowledged audit entries to D1 (what the audit read routes do first). */
export async function syncAudit(orgId: number | string) {
  return env.AUDIT_LEDGER.getByName(`org:${orgId}`).sync(Number(orgId));
}

/** How many audit entries the organization's ledger has acknowledged (durable, whether or not D1 has them yet). */
export async function auditHeadSeq(orgId: number | string): Promise<number> {
  return (await env.AUDIT_LEDGER.getByName(`org:${orgId}`).head())?.seq ?? 0;
}

export async function flushSignInFailures(email: string) {
  return runDurableObjectAlarm(env.AUTH_THROTTLE.getByName(await throttleSubject('signin', 'email', email)));
}

export async function flushAgentTokenFailures(agentId: number) {
  return runDurableObjectAlarm(env.AUTH_THROTTLE.getByName(await throttleSubject('agent-token', 'agent', String(agentId))));
}

/**
 * The worker entry with some bindings or variables replaced (stubs that fail or never answer, tighter policies). The
 * overrides are partial stand-ins for bindings, so this is the one place the merged object is cast to Env.
 */
export async function workerFetch(request: Request, overrides: Record<string, unknown>, ctx: ExecutionContext): Promise<Response> {
  return await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...overrides } as unknown as Env, ctx);
}
