import * as z from 'zod';
import './openapi-zod.ts';
import { listEnvelope } from './list.ts';

/** Verifying gateway (docs/gateway.md): upstreams, policy and the OpenAI-compatible chat completions endpoint. */

export const MAX_GATEWAY_UPSTREAMS = 10;
export const MAX_GATEWAY_MODELS = 50;

const BaseUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .openapi({
    description:
      'Base URL of an OpenAI-compatible API, up to and including its version segment; `/chat/completions` is appended. ' +
      'HTTPS and a public host, as for webhooks.',
    example: 'https://api.openai.com/v1',
  });
const ModelName = z.string().trim().min(1).max(200);

export const CreateGatewayUpstreamRequest = z
  .strictObject({
    name: z.string().trim().min(1).max(100).openapi({ example: 'openai' }),
    base_url: BaseUrl,
    models: z
      .array(ModelName)
      .min(1)
      .max(MAX_GATEWAY_MODELS)
      .refine((models) => new Set(models).size === models.length, 'models must not repeat')
      .openapi({ description: 'The models callers may ask for through this upstream (exact names)', example: ['gpt-4o-mini'] }),
    api_key: z.string().min(1).max(1000).optional().openapi({
      description: 'The provider key, sealed at rest and never returned. Omit it to send the key per request instead.',
    }),
  })
  .openapi('CreateGatewayUpstreamRequest');

export const GatewayUpstream = z
  .object({
    id: z.string(),
    name: z.string(),
    base_url: z.string(),
    models: z.array(z.string()),
    has_api_key: z.boolean().openapi({ description: 'Whether a provider key is stored (it is never shown)' }),
    created_at: z.string(),
  })
  .openapi('GatewayUpstream');

export const GatewayUpstreamList = z.object(listEnvelope(GatewayUpstream)).openapi('GatewayUpstreamList');

export const GatewayUpstreamIdParam = z.object({ upstream_id: z.string().min(1).max(100) });

export const GATEWAY_ENGINES = ['math', 'code', 'sql', 'fact'] as const;
export const GATEWAY_ACTIONS = ['annotate', 'block', 'correct'] as const;
export const GatewayAction = z.enum(GATEWAY_ACTIONS);

const EngineActions = z
  .strictObject({
    math: GatewayAction.optional(),
    code: GatewayAction.optional(),
    sql: GatewayAction.optional(),
    fact: GatewayAction.optional(),
  })
  .openapi({ description: 'Per engine: annotate (default), block (422, no model text) or correct (math only)' });

export const PutGatewayPolicyRequest = z
  .strictObject({ engines: EngineActions })
  .refine((body) => body.engines.code !== 'correct' && body.engines.sql !== 'correct' && body.engines.fact !== 'correct', {
    message: 'correct is available for math only',
    path: ['engines'],
  })
  .openapi('PutGatewayPolicyRequest');

export const GatewayPolicy = z
  .object({
    version: z.number().int().openapi({ description: '0 until the first PUT; +1 on every change' }),
    engines: z.object({ math: GatewayAction, code: GatewayAction, sql: GatewayAction, fact: GatewayAction }),
    updated_at: z.string().nullable(),
  })
  .openapi('GatewayPolicy');

/** The Verdict-specific part of a chat completion request; the rest is forwarded to the upstream as sent. */
export const GatewayRequestOptions = z
  .strictObject({
    upstream: z.string().min(1).max(100).optional().openapi({ description: 'Upstream id; default: the first whose models list the model' }),
    schema_ddl: z.string().max(50_000).optional().openapi({ description: 'Schema the answer’s SQL blocks are checked against' }),
    dialect: z.string().max(40).optional().openapi({ description: 'SQL dialect of the schema and the blocks (default sqlite)' }),
    context: z.string().max(32_000).optional().openapi({
      description: 'Documents the answer’s statements are checked against (fact engine); without it prose is not checked',
    }),
  })
  .openapi('GatewayRequestOptions');

export const ChatCompletionRequest = z
  .looseObject({
    model: ModelName,
    messages: z
      .array(z.looseObject({ role: z.string().min(1).max(50) }))
      .min(1)
      .max(500),
    stream: z.boolean().optional(),
    verdict: GatewayRequestOptions.optional(),
  })
  .openapi('ChatCompletionRequest', {
    description: 'An OpenAI Chat Completions request; `verdict` is Verdict’s own member and is not forwarded.',
  });

const Span = z
  .array(z.number().int().min(0))
  .length(2)
  .openapi({
    description: '[start, end) offsets (UTF-16 code units) in the assistant message content',
    example: [25, 38],
  });

export const GatewayClaim = z
  .object({
    id: z.string().openapi({ example: 'c1' }),
    kind: z.enum(['arithmetic', 'latex', 'code', 'sql', 'statement']),
    engine: z.enum(GATEWAY_ENGINES),
    span: Span,
    text: z.string().openapi({ description: 'The claim as found in the answer' }),
    status: z.string().openapi({ description: 'The engine’s status word (VERIFIED, CORRECTION_NEEDED, SAFE, UNSAFE, VALID, INVALID, …)' }),
    verified: z.boolean().openapi({ description: 'True only when the engine established the claim' }),
    evidence: z.record(z.string(), z.unknown()).openapi({ description: 'The engine’s result, as /v1/verify/<engine> returns it' }),
    attestation: z.string().openapi({ description: 'The signed verdict of this claim (a link of the check’s chain)' }),
    corrected_to: z.string().optional().openapi({ description: 'correct mode: the exact value written into the answer' }),
  })
  .openapi('GatewayClaim');

export const GatewayUnchecked = z
  .object({
    span: Span,
    reason: z.enum(['not_a_claim', 'unsupported_language', 'no_schema', 'claim_cap', 'work_cap', 'not_checked']),
  })
  .openapi('GatewayUnchecked');

export const GatewayVerdict = z
  .object({
    status: z.enum(['VERIFIED', 'FAILED', 'CORRECTED', 'BLOCKED', 'UNCHECKED']).openapi({
      description: 'VERIFIED only when claims were found, every one was verified and nothing was left unchecked',
    }),
    policy_version: z.number().int(),
    claims: z.array(GatewayClaim),
    unchecked: z.array(GatewayUnchecked),
    corrections: z.array(z.object({ claim_id: z.string(), span: Span, from: z.string(), to: z.string() })),
    attestation: z.string().openapi({ description: 'The whole check, signed: the last link of the chain of claim attestations' }),
    attestation_chain: z.array(z.string()),
  })
  .openapi('GatewayVerdict');

export const ChatCompletionResponse = z
  .looseObject({ id: z.string(), object: z.string(), choices: z.array(z.unknown()), verdict: GatewayVerdict })
  .openapi('ChatCompletionResponse', { description: 'The provider’s response with Verdict’s `verdict` member added' });
