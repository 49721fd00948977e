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

/** The HTTP request a tool call becomes: the same route, contract and middleware as a direct API call. */
export interface RouteCall {
  path: string;
  body: BodyInit;
  /** Omitted for multipart bodies, whose boundary the runtime writes. */
  contentType?: string;
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
  toRoute(args: Record<string, unknown>): RouteCall;
}

const ATTEST = ' Set options.include_attestation to get a signed attestation (JWT) of the verdict in the result.';

const json = (path: string) => (args: Record<string, unknown>) => ({
  path,
  body: JSON.stringify(args),
  contentType: 'application/json',
});

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
    toRoute: json('/v1/verify/math'),
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
    toRoute: json('/v1/verify/logic'),
  },
  {
    name: 'verify_sql',
    title: 'Verify SQL',
    description: 'Validate a SQL query against a schema (CREATE TABLE statements): syntax, tables, columns and read-only safety.' + ATTEST,
    input: SqlRequest,
    output: [SqlResult],
    openWorld: false,
    toRoute: json('/v1/verify/sql'),
  },
  {
    name: 'verify_code',
    title: 'Verify code',
    description:
      'Security analysis of Python, JavaScript or TypeScript source: is_safe is false when any finding is critical or high.' + ATTEST,
    input: CodeRequest,
    output: [CodeResult],
    openWorld: false,
    toRoute: json('/v1/verify/code'),
  },
  {
    name: 'verify_fact',
    title: 'Verify a fact',
    description: 'Check a claim against the supplied context text: SUPPORTED, REFUTED or INCONCLUSIVE.' + ATTEST,
    input: FactRequest,
    output: [FactResult],
    openWorld: true,
    toRoute: json('/v1/verify/fact'),
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
    toRoute: json('/v1/verify/rag'),
  },
  {
    name: 'verify_process',
    title: 'Verify a reasoning trace',
    description: 'Verify a reasoning trace: IRAC structure, or the given milestones in order.' + ATTEST,
    input: ProcessRequest,
    output: [ProcessResult],
    openWorld: false,
    toRoute: json('/v1/verify/process'),
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
    toRoute: json('/v1/verify/consensus'),
  },
  {
    name: 'verify_stats',
    title: 'Verify a statistic over CSV data',
    description:
      'Compute a statistic over inline CSV data, e.g. query "mean of price where region = EU", and return the computed value.' + ATTEST,
    input: McpStatsToolInput,
    output: [StatsResult],
    openWorld: true,
    toRoute: (args) => {
      const form = new FormData();
      form.set('file', new File([String(args.csv)], 'data.csv', { type: 'text/csv' }));
      form.set('query', String(args.query));
      if (args.number_format !== undefined) form.set('number_format', String(args.number_format));
      if (args.options !== undefined) form.set('options', JSON.stringify(args.options));
      return { path: '/v1/verify/stats', body: form };
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
    toRoute: json('/v1/verify/natural_language'),
  },
  {
    name: 'verify_attestation',
    title: 'Verify an attestation',
    description:
      'Check a Verdict attestation JWT: signature against the issuer registry, expiry and revocation. Answers valid, status and, when invalid, its ATT-00x code. valid means the signature holds; whether the signed verdict is positive is result.verified.',
    input: VerifyAttestationRequest,
    output: [AttestationVerification],
    openWorld: false,
    toRoute: json('/v1/attestation/verify'),
  },
];
