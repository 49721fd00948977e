/**
 * The revocation list a node publishes at `/registry/revocations.json`, so an offline verifier (the CLI) can apply
 * revocations the same way the online endpoint does. Like a CRL it is public: it names attestation ids, nothing else.
 */
export interface RevocationListDocument {
  issuer: string;
  generated_at: string;
  revoked: Array<{ jti: string; revoked_at: string | null }>;
}

export const MAX_REVOCATION_LIST_ENTRIES = 100_000;

/** Accepts the published document or a bare array of ids; throws on anything else (an unreadable list must not pass). */
export function parseRevocationList(input: unknown): Set<string> {
  const value = typeof input === 'string' ? (JSON.parse(input) as unknown) : input;
  const entries: unknown = Array.isArray(value) ? value : (value as { revoked?: unknown } | null)?.revoked;
  if (!Array.isArray(entries)) throw new Error('a revocation list is {"revoked": [...]} or an array of attestation ids');
  if (entries.length > MAX_REVOCATION_LIST_ENTRIES) throw new Error('revocation list too long');
  const ids = new Set<string>();
  for (const entry of entries) {
    const jti = typeof entry === 'string' ? entry : (entry as { jti?: unknown } | null)?.jti;
    if (typeof jti !== 'string' || jti.length === 0 || jti.length > 200) throw new Error('revocation list entry without a valid jti');
    ids.add(jti);
  }
  return ids;
}
