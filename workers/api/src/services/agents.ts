import { AGENT_ENGINES } from '@verdict/contracts';
import {
  type AgentRow,
  countAgentActivities,
  findAgentForToken,
  insertAgent,
  insertAgentActivity,
  listAgentActivities,
  listAgents,
} from '@verdict/db';
import { normaliseAction, scanExfiltration, scanToolDefinition, toolDefinitionHash } from '@verdict/guards';
import type { Principal } from '../env.ts';
import { ApiError } from '../errors.ts';
import { constantTimeEqual, randomToken, sha256Hex } from '../lib/crypto.ts';
import { appendAudit } from './audit.ts';
import type { ServiceDeps } from './deps.ts';
import type { EngineOutcome } from './engine-runner.ts';
import { engineRunner } from './engines/index.ts';
import { throttle, throttlePolicy, throttleSubject, tooManyAttempts } from './throttle.ts';
import { emitWebhookEvent } from './webhook-events.ts';

export const DEFAULT_ENGINE_PRICE = 0.01;

export async function registerAgent(
  deps: ServiceDeps,
  principal: Principal,
  input: { name: string; agent_type: AgentRow['type']; description?: string | undefined; permissions: string[]; max_cost_per_day: number },
) {
  const token = `svc_agent_${randomToken(32)}`;
  const agent = await insertAgent(deps.db, principal.orgId, {
    name: input.name,
    type: input.agent_type,
    description: input.description ?? null,
    permissions: [...new Set(input.permissions)],
    maxCostPerDay: input.max_cost_per_day,
    tokenHash: await sha256Hex(token),
    status: 'active',
    createdByKeyId: principal.apiKeyId,
    createdAt: deps.clock.now().toISOString(),
  });
  await appendAudit(deps, {
    action: 'agent.register',
    outcome: 'success',
    resource: `agent:${agent.id}`,
    details: { name: agent.name, type: agent.type, permissions: agent.permissions },
  });
  return {
    agent_id: agent.id,
    agent_token: token,
    name: agent.name,
    type: agent.type,
    status: 'active' as const,
    max_cost_per_day: agent.maxCostPerDay,
    permissions: agent.permissions,
    message: 'Agent registered. Store the agent token now: it cannot be retrieved again.',
  };
}

export async function listOrganizationAgents(deps: ServiceDeps, principal: Principal) {
  const rows = await listAgents(deps.db, principal.orgId);
  const agents = rows.map((a) => ({
    agent_id: a.id,
    name: a.name,
    type: a.type,
    status: a.status,
    permissions: a.permissions,
    max_cost_per_day: a.maxCostPerDay,
    created_at: a.createdAt,
  }));
  return { items: agents, next_cursor: null, agents };
}

/** Compared against when the agent does not exist, so a missing id costs what a wrong token costs. */
const NO_AGENT_HASH = '0'.repeat(64);

/**
 * X-Agent-Token authentication: the token's digest is compared in constant time with the stored digest of the agent in
 * the path. Every failure is the same 401, so a caller cannot tell a wrong agent id from a wrong token, and both take
 * the same path: one lookup, one digest comparison, and a charge to the invalid-token throttles of the agent id and of
 * the client address (429 once either is spent). Nothing is written on the request path: attempts against an existing
 * agent reach its organization's audit trail as one aggregated event per window, written by the throttle object.
 */
export async function authenticateAgent(
  deps: ServiceDeps,
  agentIdText: string,
  token: string | undefined,
  client: string,
): Promise<AgentRow> {
  const wellFormed = token !== undefined && /^svc_agent_[A-Za-z0-9_-]{20,200}$/.test(token);
  const digest = await sha256Hex(wellFormed ? token : 'svc_agent_malformed');
  const agentId = /^\d{1,15}$/.test(agentIdText) ? Number(agentIdText) : 0;
  const agent = agentId > 0 ? await findAgentForToken(deps.db, agentId) : undefined;
  const matches = constantTimeEqual(digest, agent?.tokenHash ?? NO_AGENT_HASH);
  if (agent && wellFormed && matches && agent.status === 'active') return agent;

  const nowMs = deps.clock.now().getTime();
  const [byAgent, byClient] = await Promise.all([
    throttleSubject('agent-token', 'agent', agentId > 0 ? String(agentId) : 'invalid').then((name) => throttle(deps.env, name)),
    throttleSubject('agent-token', 'client', client).then((name) => throttle(deps.env, name)),
  ]);
  const decisions = await Promise.all([
    byAgent.take(
      nowMs,
      throttlePolicy(deps.env, 'THROTTLE_AGENT_TOKEN'),
      agent
        ? {
            orgId: agent.orgId,
            actorType: 'agent',
            actorId: String(agent.id),
            action: 'agent.authenticate',
            outcome: 'failure',
            resource: `agent:${agent.id}`,
            details: { code: 'INVALID_AGENT_TOKEN', agent_status: agent.status },
          }
        : undefined,
    ),
    byClient.take(nowMs, throttlePolicy(deps.env, 'THROTTLE_AGENT_CLIENT')),
  ]);
  const denied = decisions.filter((d) => !d.allowed);
  if (denied.length > 0) throw tooManyAttempts(denied, 'invalid agent tokens');
  throw new ApiError('INVALID_AGENT_TOKEN', 'Invalid agent token.');
}

/** The agent's own Durable Object: step reservations, loop memory, today's spend and pinned tool definitions. */
export function agentSession(deps: ServiceDeps, agent: AgentRow) {
  return deps.env.AGENT_SESSION.getByName(`agent:${agent.id}`);
}

// AGENT_ENGINE_PRICES is parsed once per configuration value, not on every agent request.
let parsedPrices: { source: string | undefined; prices: Record<string, unknown> } | undefined;

function enginePrice(deps: ServiceDeps, engine: string): number {
  const source = deps.env.AGENT_ENGINE_PRICES;
  if (!parsedPrices || parsedPrices.source !== source) {
    let prices: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(source ?? '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) prices = parsed as Record<string, unknown>;
      else throw new Error('not an object');
    } catch {
      console.error(JSON.stringify({ level: 'error', event: 'agent_engine_prices_invalid', default_price: DEFAULT_ENGINE_PRICE }));
    }
    parsedPrices = { source, prices };
  }
  const price = Number(parsedPrices.prices[engine]);
  return Number.isFinite(price) && price >= 0 ? price : DEFAULT_ENGINE_PRICE;
}

/** A guard finding as the 403 the caller sees: the rule and category, never the matched text. */
function guardBlocked(rule: string, category: string, message: string): ApiError {
  return new ApiError('GUARD_BLOCKED', message, { extra: { rule, category } });
}

/** Picks an engine from the query when the agent did not name one. Deliberately conservative: prose goes to natural_language. */
export function detectEngine(query: string, params: Record<string, unknown> | undefined): string {
  const text = query.trim();
  if (params && typeof params.schema_ddl === 'string') return 'sql';
  if (params && typeof params.context === 'string') return 'fact';
  if (/^\(/.test(text) && /\)\s*$/.test(text)) return 'logic';
  if (/^\s*(select|with|insert|update|delete)\b/i.test(text)) return 'sql';
  if (/^(import |from \S+ import |def |class |const |let |function )/m.test(text)) return 'code';
  if (
    /^[\d\s+\-*/^().,=a-z]*$/i.test(text) &&
    /\d/.test(text) &&
    /[+\-*/^=]/.test(text) &&
    !/\b[a-z]{4,}\b/i.test(text.replace(/\b(sqrt|sin|cos|tan|log|exp|abs|pi)\b/g, ''))
  )
    return 'math';
  return 'natural_language';
}

interface AgentVerifyBody {
  query?: unknown;
  engine?: unknown;
  provider?: unknown;
  params?: unknown;
  context?: unknown;
  tool_schema?: unknown;
  security_checks?: unknown;
}

type ParsedBody = {
  query: string;
  engine: string;
  provider: string | undefined;
  params: Record<string, unknown> | undefined;
  conversationId: string;
  stepNumber: number;
  toolSchema: Record<string, unknown> | undefined;
};

/** Spec 4.3 rules 1 and 6, with the spec's codes (zod's generic 400 would lose them). */
function parseAgentVerifyBody(body: AgentVerifyBody): ParsedBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ApiError('VALIDATION_ERROR', 'The body must be a JSON object.');
  if ('security_checks' in body) {
    throw new ApiError('VALIDATION_ERROR', 'security_checks is not a request field: security checks always run and cannot be configured.');
  }
  const context = body.context as { conversation_id?: unknown; step_number?: unknown } | undefined;
  if (
    !context ||
    typeof context !== 'object' ||
    Array.isArray(context) ||
    typeof context.conversation_id !== 'string' ||
    context.conversation_id.length === 0 ||
    context.conversation_id.length > 200 ||
    typeof context.step_number !== 'number' ||
    !Number.isInteger(context.step_number) ||
    context.step_number < 1
  ) {
    throw new ApiError(
      'SVC-AGENT-CTX-001',
      'Agent action context is required: context.conversation_id (string) and context.step_number (integer ≥ 1).',
      { status: 400 },
    );
  }
  if (typeof body.query !== 'string' || body.query.length === 0 || body.query.length > 20_000)
    throw new ApiError('VALIDATION_ERROR', 'query must be a non-empty string of at most 20,000 characters.');
  if (body.engine !== undefined && !(AGENT_ENGINES as readonly string[]).includes(String(body.engine)))
    throw new ApiError('VALIDATION_ERROR', `engine must be one of ${AGENT_ENGINES.join(', ')}.`);
  if (body.params !== undefined && (typeof body.params !== 'object' || body.params === null || Array.isArray(body.params)))
    throw new ApiError('VALIDATION_ERROR', 'params must be an object.');
  if (
    body.tool_schema !== undefined &&
    (typeof body.tool_schema !== 'object' || body.tool_schema === null || Array.isArray(body.tool_schema))
  )
    throw new ApiError('VALIDATION_ERROR', 'tool_schema must be an object.');
  if (body.provider !== undefined && typeof body.provider !== 'string')
    throw new ApiError('VALIDATION_ERROR', 'provider must be a string.');
  const params = body.params as Record<string, unknown> | undefined;
  return {
    query: body.query,
    engine: typeof body.engine === 'string' ? body.engine : detectEngine(body.query, params),
    provider: body.provider as string | undefined,
    params,
    conversationId: context.conversation_id,
    stepNumber: context.step_number,
    toolSchema: body.tool_schema as Record<string, unknown> | undefined,
  };
}

/**
 * `agent.blocked` (docs/webhooks.md): an agent's request denied by a security check, the loop rules, its budget or its
 * permissions. Identifiers and the denial code only, never the query.
 */
export async function agentBlocked(
  deps: ServiceDeps,
  agent: AgentRow,
  code: string,
  scope: { conversationId: string | null; stepNumber: number | null },
): Promise<void> {
  await emitWebhookEvent(deps, agent.orgId, 'agent.blocked', {
    agent_id: agent.id,
    code,
    conversation_id: scope.conversationId,
    step_number: scope.stepNumber,
  });
}

async function recordAgentEvent(
  deps: ServiceDeps,
  agent: AgentRow,
  event: {
    type: string;
    description: string;
    status: string;
    cost: number;
    outcome: 'verified' | 'blocked' | 'success' | 'failure';
    action: string;
    details: Record<string, unknown>;
    conversationId?: string | null;
    stepNumber?: number | null;
  },
): Promise<string> {
  const audit = await appendAudit(deps, {
    orgId: agent.orgId,
    actor: { type: 'agent', id: String(agent.id) },
    action: event.action,
    outcome: event.outcome,
    resource: `agent:${agent.id}`,
    details: event.details,
  });
  await insertAgentActivity(deps.db, agent.orgId, {
    agentId: agent.id,
    type: event.type,
    description: event.description,
    status: event.status,
    cost: event.cost,
    conversationId: event.conversationId ?? null,
    stepNumber: event.stepNumber ?? null,
    auditId: audit.id,
    createdAt: deps.clock.now().toISOString(),
  });
  return audit.id;
}

/**
 * Agent verification, spec 4.3. Order: context (rule 1) → permission → step reservation in the agent's Durable Object
 * (replay rule 2, loop rule 3, budget) → exfiltration and tool-definition checks (rules 4, 5) → engine → commit or
 * release. Every outcome, accepted or denied, is recorded as agent activity and in the audit trail (rule 7).
 */
/** The engine asked for and how the request ended, for the request log and metrics (blocked, failure or verified). */
export type AgentVerifyReport = (engine: string, outcome: 'verified' | 'blocked' | 'failure') => void;

export async function agentVerify(deps: ServiceDeps, agent: AgentRow, rawBody: unknown, report: AgentVerifyReport = () => undefined) {
  const session = agentSession(deps, agent);
  let body: ParsedBody;
  try {
    body = parseAgentVerifyBody(rawBody as AgentVerifyBody);
  } catch (error) {
    if (error instanceof ApiError) {
      await recordAgentEvent(deps, agent, {
        type: 'verification_request',
        description: 'Rejected request',
        status: 'rejected',
        cost: 0,
        outcome: 'failure',
        action: 'agent.verify',
        details: { code: error.code },
      });
    }
    throw error;
  }
  const scope = { conversationId: body.conversationId, stepNumber: body.stepNumber };
  const deny = async (error: ApiError, outcome: 'blocked' | 'failure', extra: Record<string, unknown> = {}) => {
    report(body.engine, outcome);
    const auditId = await recordAgentEvent(deps, agent, {
      ...scope,
      type: 'verification_request',
      description: `${body.engine} verification denied (${error.code})`,
      status: outcome === 'blocked' ? 'blocked' : 'denied',
      cost: 0,
      outcome,
      action: 'agent.verify',
      details: { code: error.code, engine: body.engine, ...extra },
    });
    error.extra.audit_id = auditId;
    if (outcome === 'blocked') await agentBlocked(deps, agent, error.code, scope);
    return error;
  };

  if (agent.permissions.length > 0 && !agent.permissions.includes(body.engine)) {
    throw await deny(new ApiError('AGENT_PERMISSION_DENIED', `This agent is not permitted to use the ${body.engine} engine.`), 'blocked');
  }
  const runner = engineRunner(body.engine);
  if (!runner) throw await deny(new ApiError('VALIDATION_ERROR', `The ${body.engine} engine is not available.`), 'failure');

  const cost = enginePrice(deps, body.engine);
  const nowMs = deps.clock.now().getTime();
  const reservation = await session.reserve({
    conversationId: body.conversationId,
    stepNumber: body.stepNumber,
    actionKey: normaliseAction(body.query, body.engine),
    cost,
    maxCostPerDay: agent.maxCostPerDay,
    nowMs,
  });
  if (!reservation.ok) {
    if (reservation.code === 'SVC-AGENT-LOOP-002') {
      throw await deny(
        new ApiError(
          'SVC-AGENT-LOOP-002',
          `Step ${body.stepNumber} of conversation ${body.conversationId} was already used or is not greater than an accepted step.`,
          { status: 409 },
        ),
        'blocked',
      );
    }
    if (reservation.code === 'SVC-AGENT-LOOP-003') {
      throw await deny(
        new ApiError('SVC-AGENT-LOOP-003', 'The same action was repeated three times in a row; the third repeat is denied.', {
          status: 403,
        }),
        'blocked',
      );
    }
    throw await deny(
      new ApiError('AGENT_BUDGET_EXCEEDED', `The agent's daily budget of ${agent.maxCostPerDay} USD would be exceeded.`, {
        extra: { spent_today: reservation.spent, max_cost_per_day: agent.maxCostPerDay },
      }),
      'blocked',
    );
  }

  let outcome: EngineOutcome;
  try {
    const exfiltration = scanExfiltration({ query: body.query, params: body.params ?? null });
    const exfiltrationFinding = exfiltration[0];
    if (exfiltrationFinding) {
      const first = exfiltrationFinding;
      throw guardBlocked(first.rule, first.category, `Blocked by the exfiltration check (${first.rule}): ${first.message}`);
    }
    if (body.toolSchema) {
      const poisoning = scanToolDefinition(body.toolSchema);
      const poisoningFinding = poisoning[0];
      if (poisoningFinding) {
        const first = poisoningFinding;
        throw guardBlocked(first.rule, first.category, `Blocked by the tool-definition check (${first.rule}): ${first.message}`);
      }
      const name = typeof body.toolSchema.name === 'string' ? body.toolSchema.name : 'unnamed';
      const pin = await session.checkToolPin(name, await toolDefinitionHash(body.toolSchema), nowMs);
      if (pin === 'changed') {
        throw guardBlocked(
          'TOOL-PIN-CHANGED',
          'tool_pinning',
          `The definition of tool "${name}" changed since it was first used; approve the new definition before using it.`,
        );
      }
    }
    outcome = await runner(deps, { query: body.query, params: body.params, provider: body.provider });
  } catch (error) {
    await session.release(body.conversationId, body.stepNumber);
    // Guard findings and engine refusals are 403s: recorded as blocked; anything else as a failure.
    if (error instanceof ApiError)
      throw await deny(error, error.status === 403 ? 'blocked' : 'failure', { rule: error.extra.rule ?? null });
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'agent_verify_failed',
        agent_id: agent.id,
        request_id: deps.requestId,
        error: String(error),
      }),
    );
    throw await deny(new ApiError('AGENT_INTERNAL_ERROR', 'Internal agent verification error.', { status: 500 }), 'failure');
  }
  if (outcome.blocked) {
    await session.release(body.conversationId, body.stepNumber);
    throw await deny(
      new ApiError('BLOCKED', 'Blocked by security policy.', { extra: { rule: outcome.blocked.rule, result: outcome.result } }),
      'blocked',
      { rule: outcome.blocked.rule },
    );
  }
  const { spentToday } = await session.commit(body.conversationId, body.stepNumber);
  report(body.engine, outcome.verified ? 'verified' : 'failure');
  const auditId = await recordAgentEvent(deps, agent, {
    ...scope,
    type: 'verification_request',
    description: `${body.engine} verification: ${outcome.status}`,
    status: 'success',
    cost,
    outcome: outcome.verified ? 'verified' : 'failure',
    action: 'agent.verify',
    details: { engine: body.engine, status: outcome.status, verified: outcome.verified, cost },
  });
  return {
    agent_id: agent.id,
    conversation_id: body.conversationId,
    step_number: body.stepNumber,
    engine: body.engine,
    verified: outcome.verified,
    status: outcome.status,
    result: outcome.result,
    cost,
    budget_remaining: Math.max(0, Math.round((agent.maxCostPerDay - spentToday) * 1_000_000) / 1_000_000),
    audit_id: auditId,
  };
}

export async function agentActivity(deps: ServiceDeps, agent: AgentRow, limit: number) {
  const session = agentSession(deps, agent);
  const [rows, total, spent] = await Promise.all([
    listAgentActivities(deps.db, agent.orgId, agent.id, limit),
    countAgentActivities(deps.db, agent.orgId, agent.id),
    session.spentToday(deps.clock.now().getTime()),
  ]);
  const activities = rows.map((r) => ({
    type: r.type,
    description: r.description,
    status: r.status,
    cost: r.cost,
    timestamp: r.createdAt,
  }));
  return {
    agent_id: agent.id,
    agent_name: agent.name,
    total_activities: total,
    current_cost_today: spent,
    max_cost_per_day: agent.maxCostPerDay,
    items: activities,
    next_cursor: null,
    activities,
  };
}

export async function approveToolDefinition(deps: ServiceDeps, agent: AgentRow, toolName: string, schema: Record<string, unknown>) {
  const finding = scanToolDefinition(schema)[0];
  if (finding)
    throw new ApiError('GUARD_BLOCKED', `The tool definition fails the poisoning check (${finding.rule}).`, {
      extra: { rule: finding.rule },
    });
  const hash = await toolDefinitionHash(schema);
  await agentSession(deps, agent).approveTool(toolName, hash, deps.clock.now().getTime());
  await appendAudit(deps, {
    orgId: agent.orgId,
    action: 'agent.tool_approve',
    outcome: 'success',
    resource: `agent:${agent.id}`,
    details: { tool: toolName, hash },
  });
  return { agent_id: agent.id, tool_name: toolName, definition_hash: hash, approved: true as const };
}

export { recordAgentEvent };
