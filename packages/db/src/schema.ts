import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Tenant data. Every table below except `organizations` carries `org_id`, and every query in this package filters on it:
 * an organization never sees another's rows.
 */
export const organizations = sqliteTable('organizations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  createdAt: text('created_at').notNull(),
});

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id').notNull().references(() => organizations.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_org_idx').on(t.orgId)],
);

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id').notNull().references(() => organizations.id),
    userId: text('user_id').notNull().references(() => users.id),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the full key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    /** First characters of the key, shown in listings so people can tell keys apart. */
    displayPrefix: text('display_prefix').notNull(),
    scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull(),
    ipAllowlist: text('ip_allowlist', { mode: 'json' }).$type<string[] | null>(),
    isTest: integer('is_test', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
    lastUsedAt: text('last_used_at'),
    revokedAt: text('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash), index('api_keys_org_idx').on(t.orgId)],
);

export const verificationLogs = sqliteTable(
  'verification_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orgId: integer('org_id').notNull().references(() => organizations.id),
    query: text('query').notNull(),
    isVerified: integer('is_verified', { mode: 'boolean' }).notNull(),
    domain: text('domain').notNull(),
    status: text('status').notNull(),
    latencyMs: real('latency_ms').notNull().default(0),
    apiKeyId: text('api_key_id'),
    agentId: integer('agent_id'),
    isTest: integer('is_test', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('verification_logs_org_idx').on(t.orgId, t.id)],
);

