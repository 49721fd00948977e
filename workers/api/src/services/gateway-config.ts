import { type GATEWAY_ACTIONS, GATEWAY_ENGINES, MAX_GATEWAY_UPSTREAMS } from '@verdict/contracts';
import {
  countGatewayUpstreams,
  currentGatewayPolicy,
  deleteGatewayUpstream,
  type GatewayUpstreamRow,
  insertGatewayPolicy,
  insertGatewayUpstream,
  listGatewayUpstreams,
} from '@verdict/db';
import type { Principal } from '../env.ts';
import { ApiError } from '../errors.ts';
import { open, seal } from '../lib/secret-box.ts';
import { checkWebhookTarget } from '../lib/webhook-target.ts';
import { appendAudit } from './audit.ts';
import type { ServiceDeps } from './deps.ts';
import { webhookSettings } from './webhook-events.ts';

export type GatewayAction = (typeof GATEWAY_ACTIONS)[number];
export type GatewayEngine = (typeof GATEWAY_ENGINES)[number];
export interface GatewayPolicyView {
  version: number;
  engines: Record<GatewayEngine, GatewayAction>;
  updated_at: string | null;
}

const sealPurpose = (upstreamId: string) => `gateway-upstream:${upstreamId}`;

function present(row: GatewayUpstreamRow) {
  return {
    id: row.id,
    name: row.name,
    base_url: row.baseUrl,
    models: row.models,
    has_api_key: row.apiKeySealed !== null,
    created_at: row.createdAt,
  };
}

/**
 * Upstreams are outbound targets like webhook endpoints: the same SSRF policy (HTTPS, public hosts; private targets only
 * where WEBHOOK_ALLOW_PRIVATE_TARGETS admits them outside production) is checked when stored and again before each call.
 */
export function upstreamUrl(deps: Pick<ServiceDeps, 'env'>, baseUrl: string): URL {
  const check = checkWebhookTarget(baseUrl, { allowPrivate: webhookSettings(deps.env).allowPrivate });
  if (!check.ok) throw new ApiError('WEBHOOK_URL_NOT_ALLOWED', `This upstream URL is not allowed: ${check.reason}.`);
  return check.url;
}

export async function createUpstream(
  deps: ServiceDeps,
  principal: Principal,
  input: { name: string; base_url: string; models: string[]; api_key?: string | undefined },
) {
  const url = upstreamUrl(deps, input.base_url).toString().replace(/\/+$/, '');
  if ((await countGatewayUpstreams(deps.db, principal.orgId)) >= MAX_GATEWAY_UPSTREAMS) {
    throw new ApiError('CONFLICT', `An organization can register at most ${MAX_GATEWAY_UPSTREAMS} upstreams.`);
  }
  const id = deps.ids.next('gwu');
  let apiKeySealed: string | null = null;
  if (input.api_key !== undefined) {
    const { keys } = webhookSettings(deps.env);
    // Keys are sealed under the same deployment key as webhook secrets; without it none can be kept.
    if (!keys.current) throw new ApiError('SERVICE_MISCONFIGURED', 'Provider keys cannot be stored on this deployment.');
    apiKeySealed = await seal(keys, sealPurpose(id), input.api_key);
  }
  const row = await insertGatewayUpstream(deps.db, principal.orgId, {
    id,
    name: input.name,
    baseUrl: url,
    models: input.models,
    apiKeySealed,
    createdBy: principal.userId,
    createdAt: deps.clock.now().toISOString(),
  });
  await appendAudit(deps, {
    action: 'gateway.upstream.create',
    outcome: 'success',
    resource: `gateway_upstream:${id}`,
    details: { base_url: url, models: input.models, has_api_key: apiKeySealed !== null },
  });
  return present(row);
}

export async function listUpstreams(deps: ServiceDeps, principal: Principal) {
  return { items: (await listGatewayUpstreams(deps.db, principal.orgId)).map(present), next_cursor: null };
}

export async function removeUpstream(deps: ServiceDeps, principal: Principal, id: string) {
  if (!(await deleteGatewayUpstream(deps.db, principal.orgId, id, deps.clock.now().toISOString())))
    throw new ApiError('NOT_FOUND', 'No such upstream.');
  await appendAudit(deps, { action: 'gateway.upstream.delete', outcome: 'success', resource: `gateway_upstream:${id}` });
}

/** The upstream a request goes to: the one it names, else the first whose allowlist has the model. */
export async function resolveUpstream(deps: ServiceDeps, orgId: number, model: string, named: string | undefined) {
  const rows = await listGatewayUpstreams(deps.db, orgId);
  if (rows.length === 0) throw new ApiError('UNPROCESSABLE', 'No upstream is configured: POST /v1/gateway/upstreams first.');
  const row = named ? rows.find((r) => r.id === named) : rows.find((r) => r.models.includes(model));
  if (named && !row) throw new ApiError('NOT_FOUND', 'No such upstream.');
  if (!row?.models.includes(model)) {
    throw new ApiError('VALIDATION_ERROR', `The model ${JSON.stringify(model.slice(0, 200))} is not allowed by the upstream's model list.`);
  }
  return row;
}

/** The stored provider key in clear, or null when none is stored (or it can no longer be opened: fail closed, 503). */
export async function upstreamKey(deps: ServiceDeps, row: GatewayUpstreamRow): Promise<string | null> {
  if (row.apiKeySealed === null) return null;
  const opened = await open(webhookSettings(deps.env).keys, sealPurpose(row.id), row.apiKeySealed);
  if (!opened) throw new ApiError('SERVICE_MISCONFIGURED', 'The stored provider key cannot be opened on this deployment.');
  return opened.plain;
}

const DEFAULT_ENGINES: Record<GatewayEngine, GatewayAction> = { math: 'annotate', code: 'annotate', sql: 'annotate', fact: 'annotate' };

export async function getPolicy(deps: Pick<ServiceDeps, 'db'>, orgId: number): Promise<GatewayPolicyView> {
  const row = await currentGatewayPolicy(deps.db, orgId);
  if (!row) return { version: 0, engines: { ...DEFAULT_ENGINES }, updated_at: null };
  const engines = { ...DEFAULT_ENGINES };
  for (const engine of GATEWAY_ENGINES) {
    const action = row.engines[engine];
    if (action === 'annotate' || action === 'block' || action === 'correct') engines[engine] = action;
  }
  return { version: row.version, engines, updated_at: row.updatedAt };
}

/** Every change is a new version (the old ones stay for audits); engines not named keep their current action. */
export async function putPolicy(
  deps: ServiceDeps,
  principal: Principal,
  input: { engines: Partial<Record<GatewayEngine, GatewayAction>> },
) {
  const current = await getPolicy(deps, principal.orgId);
  const engines = { ...current.engines, ...input.engines };
  const updatedAt = deps.clock.now().toISOString();
  try {
    await insertGatewayPolicy(deps.db, principal.orgId, {
      version: current.version + 1,
      engines,
      updatedBy: principal.userId,
      updatedAt,
    });
  } catch {
    throw new ApiError('CONFLICT', 'The policy was changed by another request; read it again and retry.');
  }
  await appendAudit(deps, {
    action: 'gateway.policy.update',
    outcome: 'success',
    resource: 'gateway_policy',
    details: { version: current.version + 1, engines, previous_version: current.version },
  });
  return { version: current.version + 1, engines, updated_at: updatedAt };
}
