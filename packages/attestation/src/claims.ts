/**
 * Claim validation shared by issuing (throws AttestationInputError) and verifying (yields an ATT code).
 * Verification codes: a missing or ill-typed *required* claim is ATT-007; an ill-typed optional claim or an
 * unsupported qwed.version is ATT-001; chain fields are checked separately (chainProblem) and give ATT-008.
 */
import { isPlainObject } from './encoding.ts';
import { isPrefixedHash } from './hash.ts';
import type {
  AttestationAnchor,
  AttestationClaims,
  AttestationErrorCode,
  AttestationResult,
  ConsensusInfo,
  ResultConditions,
} from './types.ts';
import { ATTESTATION_STATUSES, ATTESTATION_VERSION } from './types.ts';

export const MAX_STRING = 256;

export interface ClaimProblem {
  code: AttestationErrorCode;
  field: string;
  message: string;
}

function problem(code: AttestationErrorCode, field: string, message: string): ClaimProblem {
  return { code, field, message };
}

export function isShortString(value: unknown, max = MAX_STRING): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

function isUnitInterval(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

export function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function consensusProblem(value: unknown, field: string): ClaimProblem | null {
  if (!isPlainObject(value)) return problem('ATT-001', field, 'must be an object');
  if (!isShortString(value.mode)) return problem('ATT-001', `${field}.mode`, 'must be a non-empty string');
  if (!Array.isArray(value.engines) || value.engines.length > 64 || !value.engines.every((e) => isShortString(e))) {
    return problem('ATT-001', `${field}.engines`, 'must be an array of at most 64 non-empty strings');
  }
  if (!isUnitInterval(value.agreement)) return problem('ATT-001', `${field}.agreement`, 'must be a number from 0 to 1');
  return null;
}

/** Checks a `qwed.result` object; returns a normalised copy holding only the known members. */
export function checkResult(value: unknown, field = 'qwed.result'): { result: AttestationResult } | { problem: ClaimProblem } {
  if (!isPlainObject(value)) return { problem: problem('ATT-007', field, 'is missing or not an object') };
  if (!(ATTESTATION_STATUSES as readonly unknown[]).includes(value.status)) {
    return { problem: problem('ATT-007', `${field}.status`, `must be one of ${ATTESTATION_STATUSES.join(', ')}`) };
  }
  if (typeof value.verified !== 'boolean') return { problem: problem('ATT-007', `${field}.verified`, 'must be a boolean') };
  const result: AttestationResult = { status: value.status as AttestationResult['status'], verified: value.verified };
  if (value.engine !== undefined) {
    if (!isShortString(value.engine)) return { problem: problem('ATT-001', `${field}.engine`, 'must be a non-empty string') };
    result.engine = value.engine;
  }
  if (value.confidence !== undefined) {
    if (!isUnitInterval(value.confidence)) return { problem: problem('ATT-001', `${field}.confidence`, 'must be a number from 0 to 1') };
    result.confidence = value.confidence;
  }
  if (value.consensus !== undefined) {
    const p = consensusProblem(value.consensus, `${field}.consensus`);
    if (p) return { problem: p };
    const c = value.consensus as ConsensusInfo;
    result.consensus = { mode: c.mode, engines: [...c.engines], agreement: c.agreement };
  }
  if (value.conditions !== undefined) {
    const p = conditionsProblem(value.conditions, `${field}.conditions`);
    if (p) return { problem: p };
    const c = value.conditions as ResultConditions;
    result.conditions = {
      ...(c.domain !== undefined ? { domain: c.domain } : {}),
      ...(c.assumptions !== undefined ? { assumptions: [...c.assumptions] } : {}),
    };
  }
  return { result };
}

export const MAX_ASSUMPTIONS = 32;

function conditionsProblem(value: unknown, field: string): ClaimProblem | null {
  if (!isPlainObject(value)) return problem('ATT-001', field, 'must be an object');
  if (value.domain !== undefined && !isShortString(value.domain))
    return problem('ATT-001', `${field}.domain`, 'must be a non-empty string');
  if (
    value.assumptions !== undefined &&
    (!Array.isArray(value.assumptions) || value.assumptions.length > MAX_ASSUMPTIONS || !value.assumptions.every((a) => isShortString(a)))
  ) {
    return problem('ATT-001', `${field}.assumptions`, `must be an array of at most ${MAX_ASSUMPTIONS} non-empty strings`);
  }
  return null;
}

export function anchorProblem(value: unknown, field = 'qwed.anchor'): ClaimProblem | null {
  if (!isPlainObject(value)) return problem('ATT-001', field, 'must be an object');
  const a = value as Partial<AttestationAnchor>;
  if (!isShortString(a.chain)) return problem('ATT-001', `${field}.chain`, 'must be a non-empty string');
  if (!isShortString(a.tx_hash)) return problem('ATT-001', `${field}.tx_hash`, 'must be a non-empty string');
  if (!isNonNegativeInteger(a.block_number)) return problem('ATT-001', `${field}.block_number`, 'must be a non-negative integer');
  return null;
}

/**
 * Chain fields of one attestation: chain_id and chain_index go together; index 0 has no predecessor fields;
 * index > 0 has both previous_attestation and previous_hash (`sha256:<hex>` or `sha384:<hex>`).
 */
export function chainProblem(q: Record<string, unknown>, field = 'qwed'): ClaimProblem | null {
  // Plain member reads, not a local helper: bundlers that keep function names (wrangler's does) give every closure
  // created here its name with Object.defineProperty, on every verification.
  const hasPrevious = q.previous_attestation !== undefined || q.previous_hash !== undefined;
  if (q.chain_id === undefined && q.chain_index === undefined && !hasPrevious) return null;
  if (!isShortString(q.chain_id))
    return problem('ATT-008', `${field}.chain_id`, 'must be a non-empty string when chain fields are present');
  if (!isNonNegativeInteger(q.chain_index)) return problem('ATT-008', `${field}.chain_index`, 'must be a non-negative integer');
  if (q.chain_index === 0) {
    if (hasPrevious) {
      return problem('ATT-008', `${field}.previous_attestation`, 'the first link of a chain has no predecessor');
    }
    return null;
  }
  if (!isShortString(q.previous_attestation))
    return problem('ATT-008', `${field}.previous_attestation`, 'is required after the first link');
  if (!isPrefixedHash(q.previous_hash)) return problem('ATT-008', `${field}.previous_hash`, 'must be sha256:<hex> or sha384:<hex>');
  return null;
}

function isNumericDate(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Verifier-side check of a decoded payload (chain fields excepted). */
export function checkPayload(
  payload: Record<string, unknown>,
): { claims: AttestationClaims; result: AttestationResult } | { problem: ClaimProblem } {
  if (!isShortString(payload.iss, 1024)) return { problem: problem('ATT-007', 'iss', 'is missing or not a string') };
  if (!isShortString(payload.sub, 1024)) return { problem: problem('ATT-007', 'sub', 'is missing or not a string') };
  if (!isNumericDate(payload.iat)) return { problem: problem('ATT-007', 'iat', 'is missing or not an integer timestamp') };
  const q = payload.qwed;
  if (!isPlainObject(q)) return { problem: problem('ATT-007', 'qwed', 'is missing or not an object') };
  if (q.version === undefined) return { problem: problem('ATT-007', 'qwed.version', 'is missing') };
  if (q.version !== ATTESTATION_VERSION) return { problem: problem('ATT-001', 'qwed.version', 'is not a supported version') };
  const checked = checkResult(q.result);
  if ('problem' in checked) return checked;
  if (payload.exp !== undefined && !isNumericDate(payload.exp))
    return { problem: problem('ATT-001', 'exp', 'must be an integer timestamp') };
  if (payload.nbf !== undefined && !isNumericDate(payload.nbf))
    return { problem: problem('ATT-001', 'nbf', 'must be an integer timestamp') };
  if (payload.exp !== undefined && (payload.exp as number) <= payload.iat) {
    return { problem: problem('ATT-001', 'exp', 'must be later than iat') };
  }
  if (payload.jti !== undefined && !isShortString(payload.jti)) return { problem: problem('ATT-001', 'jti', 'must be a non-empty string') };
  if (q.query_hash !== undefined && !isShortString(q.query_hash))
    return { problem: problem('ATT-001', 'qwed.query_hash', 'must be a non-empty string') };
  if (q.proof_hash !== undefined && !isShortString(q.proof_hash))
    return { problem: problem('ATT-001', 'qwed.proof_hash', 'must be a non-empty string') };
  if (q.anchor !== undefined) {
    const p = anchorProblem(q.anchor);
    if (p) return { problem: p };
  }
  // Boundary: the decoded JSON payload, every field of which was checked above.
  return { claims: payload as unknown as AttestationClaims, result: checked.result };
}
