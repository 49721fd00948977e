/**
 * SDK types, derived from the zod contracts the API validates with (and builds its OpenAPI document from), so the
 * SDK cannot drift from the server. Requests use `z.input` (defaults may be omitted), responses `z.output`.
 * Type-only imports: the SDK ships no zod at runtime.
 */

import type * as C from '@verdict/contracts';
import type * as z from 'zod';

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

export type Problem = Out<typeof C.Problem>;
export type HealthResponse = Out<typeof C.HealthResponse>;

// Accounts and keys
export type Role = Out<typeof C.Role>;
export type Scope = Out<typeof C.Scope>;
export type SignupRequest = In<typeof C.SignupRequest>;
export type SigninRequest = In<typeof C.SigninRequest>;
export type TokenResponse = Out<typeof C.TokenResponse>;
export type User = Out<typeof C.User>;
export type MeResponse = Out<typeof C.MeResponse>;
export type CreateApiKeyRequest = In<typeof C.CreateApiKeyRequest>;
export type CreatedApiKey = Out<typeof C.CreatedApiKey>;
export type ApiKeyList = Out<typeof C.ApiKeyList>;
export type ApiKeyListItem = Out<typeof C.ApiKeyListItem>;
export type RevokedApiKey = Out<typeof C.RevokedApiKey>;
export type RotatedApiKey = Out<typeof C.RotatedApiKey>;

// Verification
export type VerificationOptions = In<typeof C.VerificationOptions>;
// The contracts' `result()` helper types its shape as Record<string, ZodType>, so `z.output` of the result schemas
// keeps only `attestation` and an index signature. Until that helper is generic, the fields the spec documents
// (section 4.2) are added here; the intersection stays correct once the contracts carry them.
type Attested = { attestation?: string; attestation_chain?: string[] };
export type NaturalLanguageRequest = In<typeof C.NaturalLanguageRequest>;
export type NaturalLanguageResult = Out<typeof C.NaturalLanguageResult> &
  Attested & {
    status: 'INCONCLUSIVE' | 'ERROR' | 'NOT_MATH_QUERY' | 'BLOCKED';
    user_query: string;
    translation?: { expression: string; claimed_answer: number; reasoning: string; confidence: number };
    verification?: { calculated_value: number; is_correct: boolean; diff: number };
    trust_boundary?: Record<string, unknown>;
    final_answer?: number;
    provider_used: string;
    latency_ms: number;
    /** The math engine's decision of the translated expression (spec 3.1 rule 1: the top level stays INCONCLUSIVE). */
    inner_status?: 'VERIFIED' | 'CORRECTION_NEEDED' | 'UNKNOWN' | 'ERROR' | 'NOT_MATH_QUERY' | 'BLOCKED';
  };
export type MathRequest = In<typeof C.MathRequest>;
export type MathResult = Out<typeof C.MathResult> &
  Attested & {
    /** True only with status VERIFIED. */
    is_valid: boolean;
    /** Spec 3.1: VERIFIED (proven), CORRECTION_NEEDED (proven wrong), UNKNOWN (not decided), ERROR (not evaluable). */
    status: 'VERIFIED' | 'CORRECTION_NEEDED' | 'UNKNOWN' | 'ERROR';
    /** Equations: whether it holds (equals is_valid). */
    result?: boolean;
    left_side?: string;
    right_side?: string;
    simplified_difference?: string;
    /** How it was decided: exact-rational, normal-form, case-split, interval, counterexample, induction… */
    method?: string;
    /** VERIFIED identities whose sides are defined on different sets: where both are defined (e.g. ["x ≠ 0"]). */
    conditions?: string[];
    /** UNKNOWN identities proven only under conditions the request did not state: add them as context.assumptions. */
    required_assumptions?: string[];
    /** The domain the claim was decided in. */
    domain?: 'real' | 'complex';
    /** The assumptions the verdict holds under (as read), when the request stated any. */
    assumptions?: string[];
    counterexample?: Record<string, number>;
    evidence?: string;
    /** Expressions: the correctly rounded double; a string when complex; rows for matrices. */
    value?: number | string | Array<Array<number | string | null>> | null;
    exact?: string;
    simplified?: string;
    original?: string;
    unit?: string;
    is_symbolic?: boolean;
    is_complex?: boolean;
    warning?: string;
    message?: string;
    error?: string;
    reason?: 'BUDGET_EXCEEDED';
  };
export type LogicRequest = In<typeof C.LogicRequest>;
export type LogicResult = Out<typeof C.LogicResult> &
  Attested & { status: 'SAT' | 'UNSAT' | 'BLOCKED' | 'ERROR'; model?: Record<string, string>; provider_used: string; error?: string };
export type CodeRequest = In<typeof C.CodeRequest>;
export type CodeResult = Out<typeof C.CodeResult> &
  Attested & {
    is_safe: boolean;
    vulnerabilities: Array<{ type: string; severity: string; line: number; message: string; [key: string]: unknown }>;
  };
export type SqlRequest = In<typeof C.SqlRequest>;
export type SqlResult = Out<typeof C.SqlResult> & Attested & { is_valid: boolean; message: string; issues?: unknown[] };
export type FactRequest = In<typeof C.FactRequest>;
export type FactResult = Out<typeof C.FactResult> &
  Attested & { verdict: 'SUPPORTED' | 'REFUTED' | 'INCONCLUSIVE'; confidence: number; reasoning: string };
export type ImageResult = Out<typeof C.ImageResult> &
  Attested & {
    verdict: 'SUPPORTED' | 'REFUTED' | 'INCONCLUSIVE' | 'VLM_REQUIRED';
    confidence: number;
    reasoning: string;
    methods_used: string[];
  };
export type StatsResult = Out<typeof C.StatsResult> &
  Attested & { status: 'SUCCESS' | 'ERROR' | 'BLOCKED'; computed_value?: number; message: string };
export type ProcessRequest = In<typeof C.ProcessRequest>;
export type ProcessResult = Out<typeof C.ProcessResult> &
  Attested & {
    verified: boolean;
    score?: number;
    missing_steps?: string[];
    mechanism?: string;
    process_rate?: number;
    missed_milestones?: string[];
  };
export type RagResult = Out<typeof C.RagResult> &
  Attested & { verified: boolean; risk?: string; drm_rate?: number; chunks_checked?: number; mismatched_count?: number; code?: string };
export type ConsensusRequest = In<typeof C.ConsensusRequest>;
export type ConsensusResult = Out<typeof C.ConsensusResult> &
  Attested & {
    final_answer: string;
    /** Percentage 0–100. */
    confidence: number;
    engines_used: number;
    agreement_status: 'UNANIMOUS' | 'MAJORITY' | 'SPLIT' | 'NONE';
    verification_chain?: Array<{
      engine: string;
      method: string;
      result: unknown;
      confidence: number;
      latency_ms: number;
      success: boolean;
    }>;
    total_latency_ms?: number;
    meets_requirement: boolean;
  };

/**
 * The contract leaves the rag fields `unknown` on purpose (the engine applies the spec's exact 400 rules); this is the
 * shape the spec documents, so callers get help from the compiler.
 */
export interface RagRequest {
  target_document_id: string;
  chunks: Array<{ id: string; metadata: { document_id: string; [key: string]: unknown } }>;
  /** A fraction-compatible string such as `"0"`, `"1/4"` or `"0.25"`; numbers are refused by the API. */
  max_drm_rate?: string;
  options?: VerificationOptions;
}

// Batches
export type BatchItem = In<typeof C.BatchItem>;
export type BatchJob = Out<typeof C.BatchJob>;
export type BatchResultItem = Out<typeof C.BatchResultItem>;

// Agents
export type AgentType = Out<typeof C.AgentType>;
export type RegisterAgentRequest = In<typeof C.RegisterAgentRequest>;
export type RegisteredAgent = Out<typeof C.RegisteredAgent>;
export type AgentList = Out<typeof C.AgentList>;
export type AgentVerifyRequest = In<typeof C.AgentVerifyRequest>;
export type AgentVerifyResponse = Out<typeof C.AgentVerifyResponse>;
export type ToolCallRequest = In<typeof C.ToolCallRequest>;
export type ToolCallResponse = Out<typeof C.ToolCallResponse>;
export type AgentActivity = Out<typeof C.AgentActivityResponse>;
export type ApproveToolRequest = In<typeof C.ApproveToolRequest>;

// Attestations
export type AttestationRecord = Out<typeof C.AttestationRecord>;
export type AttestationVerification = Out<typeof C.AttestationVerification>;
export type RevokedAttestation = Out<typeof C.RevokedAttestation>;
/** The `application/service-attestation+json` view: decoded header and payload, base64url signature. */
export interface DecodedAttestationView {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signature: string;
}

// Audit, admin, logs, metrics
export type AuditEntry = Out<typeof C.AuditEntry>;
export type AuditLogsResponse = Out<typeof C.AuditLogsResponse>;
/** `limit` is coerced from the query string on the server (z.coerce), so its input type is `unknown` there. */
export type AuditLogsQuery = Omit<In<typeof C.AuditLogsQuery>, 'limit'> & { limit?: number };
export type AuditVerification = Out<typeof C.AuditVerification>;
export type PeriodQuery = In<typeof C.PeriodQuery>;
export type Soc2Report = Out<typeof C.Soc2Report>;
export type ThreatSummary = Out<typeof C.ThreatSummary>;
export type LogsResponse = Out<typeof C.LogsResponse>;
export type VerificationLogEntry = Out<typeof C.VerificationLogEntry>;
export type GlobalMetrics = Out<typeof C.GlobalMetrics>;
export type OrganizationMetrics = Out<typeof C.OrganizationMetrics>;
