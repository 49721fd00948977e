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
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_org_idx').on(t.orgId)],
);

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
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
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
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
  (t) => [index('verification_logs_org_idx').on(t.orgId, t.id), index('verification_logs_org_time_idx').on(t.orgId, t.createdAt, t.id)],
);

/**
 * The tamper-evident audit trail: one hash chain per organization. `seq` orders the chain; `prev_hash` links each entry
 * to the previous one's `entry_hash`; `hmac` proves the entry was written by a holder of AUDIT_HMAC_SECRET. Appends are
 * serialised per organization by the AuditLedger Durable Object (group commit: many entries per D1 batch, chained in
 * order), so the chain never forks.
 */
export const auditLogs = sqliteTable(
  'audit_logs',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    seq: integer('seq').notNull(),
    actorType: text('actor_type', { enum: ['user', 'api_key', 'agent', 'system', 'anonymous'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    resource: text('resource'),
    outcome: text('outcome', { enum: ['verified', 'blocked', 'success', 'failure'] }).notNull(),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: text('created_at').notNull(),
    details: text('details').notNull(),
    prevHash: text('prev_hash').notNull(),
    entryHash: text('entry_hash').notNull(),
    hmac: text('hmac').notNull(),
  },
  (t) => [uniqueIndex('audit_logs_org_seq_unique').on(t.orgId, t.seq), index('audit_logs_org_outcome_idx').on(t.orgId, t.outcome, t.seq)],
);

/**
 * Rows that were found in `audit_logs` beyond the ledger's head with a hash link that does not verify (a stray or forged
 * row). The ledger moves them here instead of deleting them, records the move in the chain, and continues.
 */
export const auditQuarantine = sqliteTable(
  'audit_quarantine',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    seq: integer('seq').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    resource: text('resource'),
    outcome: text('outcome').notNull(),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: text('created_at').notNull(),
    details: text('details').notNull(),
    prevHash: text('prev_hash').notNull(),
    entryHash: text('entry_hash').notNull(),
    hmac: text('hmac').notNull(),
    reason: text('reason').notNull(),
    quarantinedAt: text('quarantined_at').notNull(),
  },
  (t) => [index('audit_quarantine_org_idx').on(t.orgId, t.quarantinedAt)],
);

/** One row per API request, written after the response (waitUntil); metrics are aggregated from it. */
export const requestMetrics = sqliteTable(
  'request_metrics',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orgId: integer('org_id').notNull(),
    route: text('route').notNull(),
    engine: text('engine'),
    status: integer('status').notNull(),
    outcome: text('outcome'),
    latencyMs: real('latency_ms').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('request_metrics_org_idx').on(t.orgId, t.createdAt)],
);

export const agents = sqliteTable(
  'agents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['autonomous', 'semi_autonomous', 'assistant'] }).notNull(),
    description: text('description'),
    permissions: text('permissions', { mode: 'json' }).$type<string[]>().notNull(),
    maxCostPerDay: real('max_cost_per_day').notNull(),
    /** SHA-256 (hex) of the agent token; the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['active', 'suspended', 'revoked'] }).notNull(),
    createdByKeyId: text('created_by_key_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('agents_org_idx').on(t.orgId), uniqueIndex('agents_token_hash_unique').on(t.tokenHash)],
);

export const agentActivities = sqliteTable(
  'agent_activities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orgId: integer('org_id').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    type: text('type').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    cost: real('cost').notNull().default(0),
    conversationId: text('conversation_id'),
    stepNumber: integer('step_number'),
    auditId: text('audit_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('agent_activities_agent_idx').on(t.orgId, t.agentId, t.id)],
);

export const attestations = sqliteTable(
  'attestations',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    jwt: text('jwt').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull(),
    engine: text('engine'),
    verified: integer('verified', { mode: 'boolean' }).notNull(),
    chainId: text('chain_id'),
    chainIndex: integer('chain_index'),
    issuedAt: text('issued_at').notNull(),
    expiresAt: text('expires_at'),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('attestations_org_idx').on(t.orgId, t.issuedAt)],
);

export const batchJobs = sqliteTable(
  'batch_jobs',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status', { enum: ['queued', 'processing', 'completed', 'failed'] }).notNull(),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    verified: integer('verified').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    apiKeyId: text('api_key_id'),
    userId: text('user_id').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('batch_jobs_idempotency_unique').on(t.orgId, t.idempotencyKey)],
);

export const batchItems = sqliteTable(
  'batch_items',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => batchJobs.id),
    orgId: integer('org_id').notNull(),
    idx: integer('idx').notNull(),
    type: text('type').notNull(),
    query: text('query').notNull(),
    params: text('params', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    result: text('result', { mode: 'json' }).$type<unknown>(),
    error: text('error'),
  },
  (t) => [uniqueIndex('batch_items_job_idx_unique').on(t.jobId, t.idx)],
);

/**
 * Responses of creating POSTs sent with an `Idempotency-Key`, kept 24 hours so a retry gets the first answer instead
 * of a second effect. `scope` is the credential (API key id, or user id for bearer tokens); `key_hash` is SHA-256 of
 * the client's key, which is not stored; `response` is encrypted (it may hold a secret shown once, such as a new key).
 * `state` is `pending` while the first request runs.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    status: integer('status'),
    response: text('response'),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_unique').on(t.orgId, t.scope, t.keyHash),
    index('idempotency_keys_expires_idx').on(t.orgId, t.expiresAt),
  ],
);

/**
 * Webhook endpoints an organization registered (docs/webhooks.md). The signing secret is stored sealed (AES-GCM under
 * WEBHOOK_SECRET_KEY, prefixed with the sealing key's id), never in clear; after a rotation the previous secret also
 * signs until `previous_secret_expires_at`. Deleting is soft (`deleted_at`), so past deliveries keep their endpoint.
 */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    url: text('url').notNull(),
    description: text('description'),
    events: text('events', { mode: 'json' }).$type<string[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: text('previous_secret_expires_at'),
    status: text('status', { enum: ['active', 'disabled'] }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    deletedAt: text('deleted_at'),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.orgId, t.deletedAt)],
);

/**
 * One message to one endpoint: the exact signed body, its state and counters. `id` is the `webhook-id` header, the
 * same on every attempt and replay, so receivers can drop duplicates.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'retrying', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: text('next_attempt_at'),
    createdAt: text('created_at').notNull(),
    completedAt: text('completed_at'),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.orgId, t.endpointId, t.createdAt)],
);

/** Every HTTP attempt of a delivery, numbered from 1 across retries and replays. */
export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    orgId: integer('org_id').notNull(),
    attempt: integer('attempt').notNull(),
    startedAt: text('started_at').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms'),
  },
  (t) => [uniqueIndex('webhook_attempts_unique').on(t.orgId, t.deliveryId, t.attempt)],
);

/**
 * Verifying gateway: the OpenAI-compatible APIs an organization forwards chat completions to. The provider key is
 * sealed like webhook secrets (never stored or returned in clear); `models` is the allowlist callers may ask for.
 */
export const gatewayUpstreams = sqliteTable(
  'gateway_upstreams',
  {
    id: text('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    models: text('models', { mode: 'json' }).$type<string[]>().notNull(),
    apiKeySealed: text('api_key_sealed'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    deletedAt: text('deleted_at'),
  },
  (t) => [index('gateway_upstreams_org_idx').on(t.orgId, t.deletedAt)],
);

/** One row per organization and policy version: the current policy is the highest version; older ones stay for audits. */
export const gatewayPolicies = sqliteTable(
  'gateway_policies',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id),
    version: integer('version').notNull(),
    engines: text('engines', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('gateway_policies_version_unique').on(t.orgId, t.version)],
);
