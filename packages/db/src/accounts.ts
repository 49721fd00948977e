import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { organizations, users } from './schema.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/**
 * Creates an organization and its owner in one D1 batch (a single transaction): there is never an organization without
 * its owner, nor an owner without an organization. Throws when the email is taken (unique index), leaving nothing behind.
 */
export async function createOrganizationWithOwner(
  db: Database,
  input: { organizationName: string; userId: string; email: string; passwordHash: string; createdAt: string },
): Promise<{ organization: OrganizationRow; user: UserRow }> {
  const [orgRows, userRows] = await db.batch([
    db.insert(organizations).values({ name: input.organizationName, createdAt: input.createdAt }).returning(),
    db
      .insert(users)
      .values({
        id: input.userId,
        // The organization is inserted by the previous statement of the same batch (one transaction, one connection),
        // so its id is the connection's last insert rowid. Boundary: drizzle types the SQL fragment, not the integer it yields.
        orgId: sql`last_insert_rowid()` as unknown as number,
        email: input.email,
        passwordHash: input.passwordHash,
        role: 'owner',
        createdAt: input.createdAt,
      })
      .returning(),
  ]);
  const organization = orgRows[0];
  const user = userRows[0];
  if (!organization || !user) throw new Error('signup batch returned no rows');
  return { organization, user };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  // Sign-in is the one lookup that precedes knowing the organization: the email is globally unique.
  return db.select().from(users).where(eq(users.email, email)).get();
}

export async function findUser(db: Database, orgId: number, userId: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)))
    .get();
}

export async function findOrganization(db: Database, orgId: number): Promise<OrganizationRow | undefined> {
  return db.select().from(organizations).where(eq(organizations.id, orgId)).get();
}
