import * as z from 'zod';
import './openapi-zod.ts';
import { legacyList, listEnvelope } from './list.ts';
import { EngineResult } from './verify.ts';

export const AgentType = z.enum(['autonomous', 'semi_autonomous', 'assistant']);
export const AGENT_ENGINES = ['math', 'logic', 'sql', 'code', 'fact', 'natural_language', 'process', 'rag'] as const;

export const RegisterAgentRequest = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    agent_type: AgentType.default('autonomous'),
    description: z.string().max(1000).optional(),
    permissions: z.array(z.enum(AGENT_ENGINES)).max(AGENT_ENGINES.length).default([]),
    max_cost_per_day: z.number().min(0).max(1_000_000).default(100),
  })
  .openapi('RegisterAgentRequest');

export const RegisteredAgent = z
  .object({
    agent_id: z.number().int(),
    agent_token: z.string().openapi({ description: 'Starts with svc_agent_. Shown only once.' }),
    name: z.string(),
    type: AgentType,
    status: z.literal('active'),
    max_cost_per_day: z.number(),
    permissions: z.array(z.string()),
    message: z.string(),
  })
  .openapi('RegisteredAgent');

export const AgentIdParam = z.object({ agent_id: z.string().regex(/^\d{1,15}$/) });
export const AgentToolParam = AgentIdParam.extend({
  tool_name: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/),
});

/**
 * The body is checked by the service, not by zod's default hook, because its failures carry spec codes
 * (SVC-AGENT-CTX-001) and `security_checks` must be refused explicitly.
 */
export const AgentVerifyRequest = z
  .object({
    query: z.string().openapi({ example: 'What is 2+2?' }),
    engine: z.enum(AGENT_ENGINES).optional(),
    provider: z.string().optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    context: z.object({ conversation_id: z.string(), step_number: z.number().int().min(1) }),
    tool_schema: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('AgentVerifyRequest');

export const AgentVerifyResponse = z
  .object({
    agent_id: z.number().int(),
    conversation_id: z.string(),
    step_number: z.number().int(),
    engine: z.string(),
    verified: z.boolean(),
    status: z.string(),
    result: EngineResult,
    cost: z.number(),
    budget_remaining: z.number(),
    audit_id: z.string(),
  })
  .openapi('AgentVerifyResponse');

/** What the route validates up front: only that the body is an object. Its fields are checked by the service (see above). */
export const AgentVerifyBody = z
  .looseObject({})
  .openapi({ description: 'An AgentVerifyRequest object (see components.schemas.AgentVerifyRequest)' });

export const ToolCallRequest = z
  .object({ tool_params: z.record(z.string(), z.unknown()).default({}), tool_schema: z.record(z.string(), z.unknown()).optional() })
  .openapi('ToolCallRequest');

export const ToolCallResponse = z
  .object({
    tool_name: z.string(),
    category: z.string(),
    risk_level: z.enum(['low', 'medium', 'high', 'critical']),
    decision: z.enum(['allow', 'deny', 'require_approval']),
    reasons: z.array(z.string()),
    audit_id: z.string(),
  })
  .openapi('ToolCallResponse');

export const ActivityQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) });

const AgentActivityEntry = z
  .object({ type: z.string(), description: z.string(), status: z.string(), cost: z.number(), timestamp: z.string() })
  .openapi('AgentActivityEntry');

export const AgentActivityResponse = z
  .object({
    agent_id: z.number().int(),
    agent_name: z.string(),
    total_activities: z.number().int(),
    current_cost_today: z.number(),
    max_cost_per_day: z.number(),
    ...listEnvelope(AgentActivityEntry),
    activities: legacyList(AgentActivityEntry, 'activities'),
  })
  .openapi('AgentActivity');

const AgentSummary = z
  .object({
    agent_id: z.number().int(),
    name: z.string(),
    type: AgentType,
    status: z.string(),
    permissions: z.array(z.string()),
    max_cost_per_day: z.number(),
    created_at: z.string(),
  })
  .openapi('AgentSummary');

export const AgentList = z.object({ ...listEnvelope(AgentSummary), agents: legacyList(AgentSummary, 'agents') }).openapi('AgentList');

export const ApproveToolRequest = z.strictObject({ tool_schema: z.record(z.string(), z.unknown()) }).openapi('ApproveToolRequest');

export const ApprovedTool = z
  .object({ agent_id: z.number().int(), tool_name: z.string(), definition_hash: z.string(), approved: z.literal(true) })
  .openapi('ApprovedTool');
