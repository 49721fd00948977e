import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from './client.ts';
import { apiKeys, users } from './schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = Omit<typeof apiKeys.$inferInsert, 'orgId' | 'lastUsedAt' | 'revokedAt'>;

export async function insertApiKey(db: Database, orgId: number, key: NewApiKey): Promise<ApiKeyRow> {
  return db
    .insert(apiKeys)
    .values({ ...key, orgId })
    .returning()
    .get();
}

/**
 * Authentication lookup by key digest. This is the only key query that cannot take an organization id, because the
 * credential is what tells us the organization; it returns the owning user's role and status alongside the key.
 */
export async function findActiveApiKeyByHash(
  db: Database,
  keyHash: string,
): Promise<{ key: ApiKeyRow; userRole: string; userStatus: string; userEmail: string } | undefined> {
  const row = await db
    .select({ key: apiKeys, userRole: users.role, userStatus: users.status, userEmail: users.email })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.userId), eq(users.orgId, apiKeys.orgId)))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .get();
  return row;
}

/** Active keys, newest first (ties by id); with a page: at most `limit`, after `before` (the previous page's last key). */
export async function listActiveApiKeys(
  db: Database,
  orgId: number,
  page?: { limit: number; before?: { createdAt: string; id: string } | undefined },
): Promise<ApiKeyRow[]> {
  const before = page?.before;
  const query = db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.orgId, orgId),
        isNull(apiKeys.revokedAt),
        before
          ? or(lt(apiKeys.createdAt, before.createdAt), and(eq(apiKeys.createdAt, before.createdAt), lt(apiKeys.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return page ? query.limit(page.limit).all() : query.all();
}

export async function countActiveApiKeys(db: Database, orgId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.orgId, orgId), isNull(apiKeys.revokedAt)))
    .get();
  return row?.n ?? 0;
}

export async function findApiKey(db: Database, orgId: number, keyId: string): Promise<ApiKeyRow | undefined> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, keyId)))
    .get();
}

/** Soft delete: the row stays for the audit trail; the key stops authenticating at once. */
export async function revokeApiKey(db: Database, orgId: number, keyId: string, revokedAt: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt })
    .where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id })
    .all();
  return rows.length === 1;
}

/** Rotation in one batch: the new key exists exactly when the old one is revoked. */
export async function rotateApiKey(
  db: Database,
  orgId: number,
  oldKeyId: string,
  replacement: NewApiKey,
  revokedAt: string,
): Promise<ApiKeyRow | undefined> {
  const [revoked, inserted] = await db.batch([
    db
      .update(apiKeys)
      .set({ revokedAt })
      .where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, oldKeyId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id }),
    db
      .insert(apiKeys)
      .values({ ...replacement, orgId })
      .returning(),
  ]);
  if (revoked.length !== 1) {
    // The old key vanished between the read and the batch: undo the insert so no orphan key stays usable.
    await db
      .update(apiKeys)
      .set({ revokedAt })
      .where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, replacement.id)))
      .run();
    return undefined;
  }
  return inserted[0];
}
