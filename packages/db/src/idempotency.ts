import { and, eq, lt } from 'drizzle-orm';
import type { Database } from './client.ts';
import { idempotencyKeys } from './schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyClaim {
  /** The credential the key belongs to (API key id, or user id for bearer tokens). */
  scope: string;
  keyHash: string;
  /** Hash of method, path and body: a reused key with another request is refused. */
  fingerprint: string;
  now: string;
  expiresAt: string;
  /** A `pending` row created before this is left over from a request that never finished, and is taken over. */
  staleBefore: string;
}

/**
 * Claims an idempotency key for a new request, in one round trip: expired rows of the organization and a stale
 * pending row of this key are removed, then the key is inserted unless it exists. Returns `claimed: true` when this
 * request owns the key, else the row that holds it (pending or done).
 */
export async function claimIdempotencyKey(
  db: Database,
  orgId: number,
  claim: IdempotencyClaim,
): Promise<{ claimed: true } | { claimed: false; row: IdempotencyRow | undefined }> {
  const thisKey = and(eq(idempotencyKeys.orgId, orgId), eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.keyHash, claim.keyHash));
  const [, , inserted, existing] = await db.batch([
    db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.orgId, orgId), lt(idempotencyKeys.expiresAt, claim.now))),
    db.delete(idempotencyKeys).where(and(thisKey, eq(idempotencyKeys.state, 'pending'), lt(idempotencyKeys.createdAt, claim.staleBefore))),
    db
      .insert(idempotencyKeys)
      .values({
        orgId,
        scope: claim.scope,
        keyHash: claim.keyHash,
        fingerprint: claim.fingerprint,
        state: 'pending',
        createdAt: claim.now,
        expiresAt: claim.expiresAt,
      })
      .onConflictDoNothing()
      .returning({ keyHash: idempotencyKeys.keyHash }),
    db.select().from(idempotencyKeys).where(thisKey),
  ]);
  if (inserted.length > 0) return { claimed: true };
  return { claimed: false, row: existing[0] };
}

/** Stores the response of the request that claimed the key (the body already encrypted by the caller). */
export async function completeIdempotencyKey(
  db: Database,
  orgId: number,
  key: { scope: string; keyHash: string },
  result: { status: number; response: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', status: result.status, response: result.response })
    .where(and(eq(idempotencyKeys.orgId, orgId), eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.keyHash, key.keyHash)))
    .run();
}

/** Frees a key whose request failed, so that a retry runs again instead of replaying a failure. */
export async function releaseIdempotencyKey(db: Database, orgId: number, key: { scope: string; keyHash: string }): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.orgId, orgId),
        eq(idempotencyKeys.scope, key.scope),
        eq(idempotencyKeys.keyHash, key.keyHash),
        eq(idempotencyKeys.state, 'pending'),
      ),
    )
    .run();
}
