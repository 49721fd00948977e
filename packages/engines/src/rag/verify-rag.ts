import { InputTooComplexError } from '../budget.ts';
import { Rational } from '../exact/rational.ts';
import { formatFraction, parseFraction } from './exact-fraction.ts';

export type RagInputErrorCode =
  | 'INVALID_PAYLOAD'
  | 'INVALID_TARGET_DOCUMENT_ID'
  | 'INVALID_CHUNKS'
  | 'INVALID_CHUNK'
  | 'TOO_MANY_CHUNKS'
  | 'INVALID_MAX_DRM_RATE';

/** A caller-facing input problem (HTTP 400). Its message is generic and safe to return. */
export class RagInputError extends Error {
  readonly code: RagInputErrorCode;
  constructor(code: RagInputErrorCode, message: string) {
    super(message);
    this.name = 'RagInputError';
    this.code = code;
  }
}

export interface RagResult {
  verified: boolean;
  risk: 'DOCUMENT_RETRIEVAL_MISMATCH' | null;
  drm_rate: number;
  /** The exact rate in lowest terms, "mismatched/checked" reduced (e.g. "1/3", "0/1"). */
  drm_rate_exact: string;
  max_drm_rate: string;
  chunks_checked: number;
  mismatched_count: number;
  mismatched_chunk_ids: string[];
  /** JSON values in the request and their deepest nesting: the work of the shape check that runs before anything else. */
  work: { values: number; depth: number };
}

export const MAX_RAG_CHUNKS = 10_000;
/**
 * Structural caps on the request, checked in one iterative pass before any other work: chunk metadata nested deeper
 * than this, or more JSON values than this, is refused (400 INPUT_TOO_COMPLEX). Deep nesting would otherwise overflow
 * the stack of anything that walks the value recursively (JSON.stringify included).
 */
export const MAX_RAG_DEPTH = 32;
export const MAX_RAG_VALUES = 250_000;

/** Counts the values of a JSON-like input and its nesting depth without recursion, stopping at the caps. */
export function measureShape(input: unknown): { values: number; depth: number } {
  const stack: Array<[unknown, number]> = [[input, 1]];
  let values = 0;
  let depth = 0;
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    values++;
    if (d > depth) depth = d;
    if (depth > MAX_RAG_DEPTH)
      throw new InputTooComplexError('nesting_depth', MAX_RAG_DEPTH, `The request nests deeper than ${MAX_RAG_DEPTH} levels.`);
    if (values > MAX_RAG_VALUES)
      throw new InputTooComplexError('values', MAX_RAG_VALUES, `The request holds more than ${MAX_RAG_VALUES} values.`);
    if (typeof v !== 'object' || v === null) continue;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return { values, depth };
}
const MAX_REPORTED_IDS = 100;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseThreshold(raw: unknown): { value: Rational; text: string } {
  if (raw === undefined) return { value: Rational.ZERO, text: '0' };
  // Release 5.0.0 made the field string-only: a JSON number would be parsed as a float before we ever saw it.
  if (typeof raw !== 'string')
    throw new RagInputError('INVALID_MAX_DRM_RATE', 'max_drm_rate must be a string such as "0", "1/3" or "0.25"');
  const value = parseFraction(raw);
  if (!value) throw new RagInputError('INVALID_MAX_DRM_RATE', 'max_drm_rate must be a fraction such as "0", "1/3" or "0.25"');
  if (!value.le(Rational.ONE)) throw new RagInputError('INVALID_MAX_DRM_RATE', 'max_drm_rate must be between 0 and 1');
  return { value, text: raw.trim() };
}

/** The document a chunk claims to come from, or null when its metadata is missing or malformed. */
function chunkDocumentId(chunk: Record<string, unknown>): string | null {
  const meta = chunk.metadata;
  if (!isRecord(meta)) return null;
  const id = meta.document_id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/**
 * Document-retrieval-mismatch check: every retrieved chunk must come from `target_document_id`. The mismatch rate is
 * compared with `max_drm_rate` exactly (BigInt fractions), so "1/3" admits exactly one mismatch in three chunks.
 * A chunk whose metadata is missing or malformed cannot prove its provenance and counts as a mismatch.
 */
export function verifyRag(input: unknown): RagResult {
  const work = measureShape(input);
  if (!isRecord(input)) throw new RagInputError('INVALID_PAYLOAD', 'Request body must be a JSON object');
  const target = input.target_document_id;
  if (typeof target !== 'string' || target.trim().length === 0) {
    throw new RagInputError('INVALID_TARGET_DOCUMENT_ID', 'target_document_id must be a non-empty string');
  }
  const chunks = input.chunks;
  if (!Array.isArray(chunks) || chunks.length === 0) throw new RagInputError('INVALID_CHUNKS', 'chunks must be a non-empty array');
  if (chunks.length > MAX_RAG_CHUNKS) throw new RagInputError('TOO_MANY_CHUNKS', `chunks must not exceed ${MAX_RAG_CHUNKS} items`);
  const threshold = parseThreshold(input.max_drm_rate);

  let mismatched = 0;
  const mismatchedIds: string[] = [];
  chunks.forEach((chunk: unknown, index: number) => {
    if (!isRecord(chunk) || typeof chunk.id !== 'string') {
      throw new RagInputError('INVALID_CHUNK', `chunks[${index}] must be an object with a string id`);
    }
    if (chunkDocumentId(chunk) !== target) {
      mismatched++;
      if (mismatchedIds.length < MAX_REPORTED_IDS) mismatchedIds.push(chunk.id);
    }
  });

  const rate = Rational.of(BigInt(mismatched), BigInt(chunks.length));
  const verified = rate.le(threshold.value);
  return {
    verified,
    risk: verified ? null : 'DOCUMENT_RETRIEVAL_MISMATCH',
    drm_rate: rate.toNumber(),
    drm_rate_exact: formatFraction(rate),
    max_drm_rate: threshold.text,
    chunks_checked: chunks.length,
    mismatched_count: mismatched,
    mismatched_chunk_ids: mismatchedIds,
    work,
  };
}
