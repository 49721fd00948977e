/**
 * Tool pinning: a stable hash of a tool definition, so a definition that changes after first use ("rug pull") is
 * noticed. The serialisation is the product's one canonical JSON (keys sorted by UTF-16 code units, no whitespace, JSON
 * number and string forms as JSON.stringify writes them), so key order and formatting do not change the hash while any
 * change of content — including invisible characters — does. Strings are not Unicode-normalised on purpose.
 */
import { CanonicalJsonLimitError, canonicalJson, sha256Hex } from '@verdict/attestation';
import { GUARD_LIMITS } from './limits.ts';
import { GuardLimitError } from './types.ts';

/** Canonical JSON of a caller's tool definition, its work bounded by the guard caps (GuardLimitError beyond them). */
export function pinnedForm(definition: unknown): string {
  try {
    return canonicalJson(definition, { maxDepth: GUARD_LIMITS.depth, maxNodes: GUARD_LIMITS.canonicalNodes });
  } catch (error) {
    if (error instanceof CanonicalJsonLimitError) {
      throw new GuardLimitError(error.limit === 'depth' ? 'canonical_json_depth' : 'canonical_json_nodes', error.max);
    }
    throw error;
  }
}

/** SHA-256 (hex, lower case) of the canonical JSON of a tool definition. */
export function toolDefinitionHash(definition: unknown): Promise<string> {
  return sha256Hex(pinnedForm(definition));
}
