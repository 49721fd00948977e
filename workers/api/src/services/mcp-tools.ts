import {
  AttestationVerification,
  CodeRequest,
  CodeResult,
  ConsensusRequest,
  ConsensusResult,
  FactRequest,
  FactResult,
  LogicRequest,
  LogicResult,
  MathRequest,
  MathResult,
  McpStatsToolInput,
  NaturalLanguageRequest,
  NaturalLanguageResult,
  ProcessRequest,
  ProcessResult,
  RagFailure,
  RagRequest,
  RagResult,
  SqlRequest,
  SqlResult,
  StatsResult,
  VerifyAttestationRequest,
} from '@verdict/contracts';
import type * as z from 'zod';
import type { Principal, ServiceDeps } from '../env.ts';
import { asApiError, problemBody } from '../errors.ts';
import { checkUploadText } from '../lib/multipart.ts';
import { holdsScope } from '../lib/scopes.ts';
import { verifyJwt } from './attestations.ts';
import type { EngineAdapter } from './engine-runner.ts';
import { ENGINES } from './engines/index.ts';
import { type AttestationOptions, completeVerification, outcomeWord } from './verification.ts';

/** What a tool call answered: the route's status and body, and whether the body is an RFC 9457 problem. */
export interface ToolAnswer {
  status: number;
  body: unknown;
  problem: boolean;
  requestId: string;
}

/** One tool call: its authenticated caller, and the engine and outcome it tags for the request-metrics row (as its route does). */
interface ToolCall {
  readonly principal: Principal;
  engine: string | null;
  outcome: string | null;
}

export interface McpTool {
  name: string;
  title: string;
  description: string;
  /** The route's own request contract (or, for stats, its fields with the CSV inline): one schema, two transports. */
  input: z.ZodObject;
  /** Every body the route answers with a verdict (its 200, and logic's 403 BLOCKED or rag's 500 share these schemas). */
  output: readonly [z.ZodType, ...z.ZodType[]];
  /**
   * The tool may ask a language model (a configured provider, possibly outside this deployment). The other tools decide
   * from their arguments alone.
   */
  openWorld: boolean;
  /** The route the tool is: the name its request metrics are counted under, and the scope it needs. */
  route: { path: string; scope: string };
  /** Runs the route's own service with arguments already parsed by `input`. */
  run(deps: ServiceDeps, args: Record<string, unknown>, call: ToolCall): Promise<{ status: number; body: unknown }>;
}

/**
 * A verification tool: the route's engine adapter and the route's common tail (log, audit, attestation), the same
 * service functions the HTTP route calls.
 */
async function verification<Body>(
  deps: ServiceDeps,
  call: ToolCall,
  engine: EngineAdapter<Body>,
  body: Body,
  request: { query: string; options?: AttestationOptions | undefined },
) {
  const latencyStart = performance.now();
  const run = await engine.run(deps, body);
  call.engine = run.outcome.engine;
  call.outcome = outcomeWord(run.outcome);
  const answer = await completeVerification(deps, call.principal, run, { ...request, latencyStart });
  return { status: answer.status, body: answer.body };
}

/**
 * One tool call, answered as its route answers a direct request from the same caller: the route's scope, its service,
 * its problem bodies for errors, and its request-metrics row. The caller's key was authenticated and charged by
 * `POST /mcp` itself; arguments were checked against the tool's contract.
 */
export async function executeTool(
  deps: ServiceDeps,
  principal: Principal,
  tool: McpTool,
  args: Record<string, unknown>,
): Promise<ToolAnswer> {
  if (!holdsScope(principal, tool.route.scope)) {
    // Refused before the route's authentication completes: like such a request, it is not counted in metrics.
    const body = problemBody(403, 'INSUFFICIENT_SCOPE', `This operation needs the scope ${tool.route.scope}.`, deps.requestId);
    return { status: 403, body, problem: true, requestId: deps.requestId };
  }
  const started = performance.now();
  const call: ToolCall = { principal, engine: null, outcome: null };
  let answer: ToolAnswer;
  try {
    answer = { ...(await tool.run(deps, args, call)), problem: false, requestId: deps.requestId };
  } catch (error) {
    const problem = asApiError(error, deps.requestId, tool.route.path);
    const body = problemBody(problem.status, problem.code, problem.detail, deps.requestId, problem.extra);
    answer = { status: problem.status, body, problem: true, requestId: deps.requestId };
  }
  deps.deferred.metrics.push({
    orgId: principal.orgId,
    route: `POST ${tool.route.path}`,
    engine: call.engine,
    status: answer.status,
    outcome: call.outcome,
    latencyMs: Math.round((performance.now() - started) * 100) / 100,
    createdAt: deps.clock.now().toISOString(),
  });
  return answer;
}

/** The tool's arguments as its own contract's output: `run` is called only with what `input` parsed. */
const as = <S extends z.ZodObject>(_schema: S, args: Record<string, unknown>) =>
  // Boundary: McpTool erases each tool's argument type; these arguments were produced by this very schema.
  args as z.infer<S>;

const VERIFY = 'verify:read';
const ATTEST = ' Set options.include_attestation to get a signed attestation (JWT) of the verdict in the result.';

/**
 * The verification engines as MCP tools. Each answers the route's JSON result; problems come back as tool errors.
 * Every tool is annotated read-only, non-destructive and idempotent (services/mcp.ts): a verification changes no data
 * of the caller; the log and audit entries and the attestation it may sign are the record of the call itself.
 */
export const MCP_TOOLS: readonly McpTool[] = [
  {
    name: 'verify_math',
    title: 'Verify math',
    description:
      'Evaluate an expression exactly, or decide an equation or identity (e.g. "(x+1)^2 = x^2+2*x+1"). is_valid tells whether it holds; identities not proven symbolically are never reported as valid.' +
      ATTEST,
    input: MathRequest,
    output: [MathResult],
    openWorld: false,
    route: { path: '/v1/verify/math', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(MathRequest, args);
      return verification(deps, call, ENGINES.math, body, { query: body.expression, options: body.options });
    },
  },
  {
    name: 'verify_logic',
    title: 'Verify logic',
    description:
      'Decide logical constraints written in the S-expression DSL, e.g. "(declare x Int) (and (> x 2) (< x 5))": SAT with a model, or UNSAT.' +
      ATTEST,
    input: LogicRequest,
    output: [LogicResult],
    openWorld: true,
    route: { path: '/v1/verify/logic', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(LogicRequest, args);
      return verification(deps, call, ENGINES.logic, body, { query: body.query, options: body.options });
    },
  },
  {
    name: 'verify_sql',
    title: 'Verify SQL',
    description: 'Validate a SQL query against a schema (CREATE TABLE statements): syntax, tables, columns and read-only safety.' + ATTEST,
    input: SqlRequest,
    output: [SqlResult],
    openWorld: false,
    route: { path: '/v1/verify/sql', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(SqlRequest, args);
      return verification(deps, call, ENGINES.sql, body, { query: body.query, options: body.options });
    },
  },
  {
    name: 'verify_code',
    title: 'Verify code',
    description:
      'Security analysis of Python, JavaScript or TypeScript source: is_safe is false when any finding is critical or high.' + ATTEST,
    input: CodeRequest,
    output: [CodeResult],
    openWorld: false,
    route: { path: '/v1/verify/code', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(CodeRequest, args);
      return verification(deps, call, ENGINES.code, body, { query: body.code, options: body.options });
    },
  },
  {
    name: 'verify_fact',
    title: 'Verify a fact',
    description: 'Check a claim against the supplied context text: SUPPORTED, REFUTED or INCONCLUSIVE.' + ATTEST,
    input: FactRequest,
    output: [FactResult],
    openWorld: true,
    route: { path: '/v1/verify/fact', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(FactRequest, args);
      return verification(deps, call, ENGINES.fact, body, { query: body.claim, options: body.options });
    },
  },
  {
    name: 'verify_rag',
    title: 'Verify RAG provenance',
    description:
      'Check that retrieved chunks come from the expected document: target_document_id, chunks ([{id, metadata: {document_id}}]), optional max_drm_rate as a fraction string such as "0" or "1/4".' +
      ATTEST,
    input: RagRequest,
    output: [RagResult, RagFailure],
    openWorld: false,
    route: { path: '/v1/verify/rag', scope: VERIFY },
    run: (deps, args, call) => {
      const { options, ...body } = as(RagRequest, args);
      return verification(deps, call, ENGINES.rag, body, { query: JSON.stringify(body).slice(0, 2000), options });
    },
  },
  {
    name: 'verify_process',
    title: 'Verify a reasoning trace',
    description: 'Verify a reasoning trace: IRAC structure, or the given milestones in order.' + ATTEST,
    input: ProcessRequest,
    output: [ProcessResult],
    openWorld: false,
    route: { path: '/v1/verify/process', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(ProcessRequest, args);
      return verification(deps, call, ENGINES.process, body, { query: body.trace, options: body.options });
    },
  },
  {
    name: 'verify_consensus',
    title: 'Verify by consensus',
    description:
      'Several independent engines evaluate the query and must agree; verification_mode single, high or maximum, min_confidence 0-1.' +
      ATTEST,
    input: ConsensusRequest,
    output: [ConsensusResult],
    openWorld: false,
    route: { path: '/v1/verify/consensus', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(ConsensusRequest, args);
      return verification(deps, call, ENGINES.consensus, body, { query: body.query, options: body.options });
    },
  },
  {
    name: 'verify_stats',
    title: 'Verify a statistic over CSV data',
    description:
      'Compute a statistic over inline CSV data, e.g. query "mean of price where region = EU", and return the computed value.' + ATTEST,
    input: McpStatsToolInput,
    output: [StatsResult],
    openWorld: true,
    route: { path: '/v1/verify/stats', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(McpStatsToolInput, args);
      // The upload's own check of its query part; the CSV's limits are the tool contract's.
      checkUploadText('query', body.query);
      const stats = { csv: body.csv, query: body.query, numberFormat: body.number_format, provider: undefined };
      return verification(deps, call, ENGINES.stats, stats, { query: body.query, options: body.options });
    },
  },
  {
    name: 'verify_natural_language',
    title: 'Verify a natural-language math question',
    description:
      'Translate a question to math with a language model and evaluate it deterministically; never VERIFIED (INCONCLUSIVE at best), since the translation itself is not proven.' +
      ATTEST,
    input: NaturalLanguageRequest,
    output: [NaturalLanguageResult],
    openWorld: true,
    route: { path: '/v1/verify/natural_language', scope: VERIFY },
    run: (deps, args, call) => {
      const body = as(NaturalLanguageRequest, args);
      return verification(deps, call, ENGINES.natural_language, body, { query: body.query, options: body.options });
    },
  },
  {
    name: 'verify_attestation',
    title: 'Verify an attestation',
    description:
      'Check a Verdict attestation JWT: signature against the issuer registry, expiry and revocation. Answers valid, status and, when invalid, its ATT-00x code. valid means the signature holds; whether the signed verdict is positive is result.verified.',
    input: VerifyAttestationRequest,
    output: [AttestationVerification],
    openWorld: false,
    route: { path: '/v1/attestation/verify', scope: 'attestation:read' },
    run: async (deps, args) => ({ status: 200, body: await verifyJwt(deps, as(VerifyAttestationRequest, args).jwt) }),
  },
];
