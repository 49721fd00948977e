import type { AgentRow, AuditLogRow, Database, DeferredWrites } from '@verdict/db';
import type { AgentSessionRpc, AuditLedgerRpc, AuthThrottleRpc, RateLimiterRpc, SqlScratchRpc } from './durable/rpc.ts';
import type { BatchMessage } from './queue/batch-message.ts';
import type { WebhookMessage } from './queue/webhook-message.ts';

/** Bindings and configuration of the API worker (wrangler.toml, `.dev.vars`, wrangler secrets). */
export interface Env {
  DB: D1Database;
  ISSUERS: KVNamespace;
  RATE_LIMITER: DurableObjectNamespace<RateLimiterRpc>;
  AUDIT_LEDGER: DurableObjectNamespace<AuditLedgerRpc>;
  ASSETS?: Fetcher;
  AGENT_SESSION: DurableObjectNamespace<AgentSessionRpc>;
  /** Sign-in, sign-up and agent-token guessing throttles (one object per email, client address or agent). */
  AUTH_THROTTLE: DurableObjectNamespace<AuthThrottleRpc>;
  SQL_SCRATCH: DurableObjectNamespace<SqlScratchRpc>;
  /**
   * The two sandboxes; read only by services/sandbox-transport.ts, which picks one by SANDBOX_MODE (engines call
   * services/sandbox.ts). SANDBOX: the sandbox Worker (service binding, development and tests). SANDBOX_CONTAINER: the
   * production container (Cloudflare Containers, class SandboxContainer; only its fetch is used).
   */
  SANDBOX?: Fetcher;
  SANDBOX_CONTAINER?: DurableObjectNamespace;
  /** Which sandbox serves generated code: "worker" (SANDBOX) or "container" (SANDBOX_CONTAINER). No fallback between them. */
  SANDBOX_MODE?: string;
  SANDBOX_CONTAINER_INSTANCES?: string;
  BATCH_QUEUE?: Queue<BatchMessage>;
  /** Webhook deliveries (docs/webhooks.md); the consumer retries with backoff through this queue. */
  WEBHOOK_QUEUE?: Queue<WebhookMessage>;
  /** Seals webhook signing secrets at rest; `_PREVIOUS` still opens values sealed before a rotation. */
  WEBHOOK_SECRET_KEY?: string;
  WEBHOOK_SECRET_KEY_PREVIOUS?: string;
  /** "true" admits http and private targets (tests, local development); ignored when ENVIRONMENT is production. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS?: string;
  /** Comma-separated seconds between attempts; see services/webhook-events.ts for the default schedule. */
  WEBHOOK_RETRY_DELAYS?: string;
  WEBHOOK_TIMEOUT_MS?: string;
  /** Debugging only (ignored in production): the request log also carries the JSON body, credentials removed. */
  LOG_REQUEST_BODIES?: string;
  /** OpenTelemetry export (off when the endpoint is unset); see lib/tracing.ts and docs/observability.md. */
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_HEADERS?: string;
  OTEL_SERVICE_NAME?: string;
  OTEL_TRACES_SAMPLER_ARG?: string;
  AI?: { run(model: string, input: unknown): Promise<unknown> };
  LLM_PROVIDER?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_MODEL?: string;
  ANTHROPIC_API_KEY?: string;
  ANTHROPIC_MODEL?: string;
  WORKERS_AI_MODEL?: string;
  AGENT_ENGINE_PRICES?: string;
  /** Secrets: required, no defaults in code. */
  JWT_SECRET?: string;
  AUDIT_HMAC_SECRET?: string;
  SERVICE_ATTESTATION_SECRET?: string;
  /** Plain configuration variables. */
  RATE_LIMIT_PER_MINUTE?: string;
  RATE_LIMIT_BURST?: string;
  /** Deadlines (ms) for calls on the request path; see lib/bindings.ts for the defaults. */
  DEPENDENCY_TIMEOUT_MS?: string;
  SANDBOX_TIMEOUT_MS?: string;
  PROVIDER_TIMEOUT_MS?: string;
  /** Throttle policies "capacity/seconds" (e.g. "10/900"); see services/throttle.ts for the defaults. */
  THROTTLE_SIGNIN_EMAIL?: string;
  THROTTLE_SIGNIN_CLIENT?: string;
  THROTTLE_SIGNUP_EMAIL?: string;
  THROTTLE_SIGNUP_CLIENT?: string;
  THROTTLE_AGENT_TOKEN?: string;
  THROTTLE_AGENT_CLIENT?: string;
  PLATFORM_ADMINS?: string;
  NODE_ID?: string;
  ENVIRONMENT?: string;
  /** `*` or comma-separated origins allowed to call the API from a browser (CORS); unset: none. */
  CORS_ALLOWED_ORIGINS?: string;
  /** Work units one logic check may spend (see docs/logic-dsl.md); unset: the engine's default. */
  LOGIC_WORK_BUDGET?: string;
}

export type AuthKind = 'api_key' | 'bearer';

/** Who is calling, established by `requireAuth`. */
export interface Principal {
  kind: AuthKind;
  orgId: number;
  userId: string;
  role: 'owner' | 'admin' | 'member';
  email: string;
  scopes: readonly string[];
  apiKeyId: string | null;
  isTest: boolean;
}

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new unique id with a readable prefix, e.g. `usr_…`. */
  next(prefix: string): string;
}

export interface AppVariables {
  requestId: string;
  principal: Principal;
  db: Database;
  clock: Clock;
  ids: IdGenerator;
  /** Set only on agent routes, by the X-Agent-Token middleware. */
  agent?: AgentRow;
  /** Set by verification routes for request metrics: the engine and the outcome (verified, blocked, failure). */
  engine?: string;
  outcome?: string;
  /** Rate-limit headers of a request whose tokens were already taken (with the API key's authorization). */
  rateHeaders?: Record<string, string>;
  /**
   * The request's service dependencies, built once by the envelope middleware (middleware/envelope.ts); the route's
   * authentication adds the principal.
   */
  services: ServiceDeps;
}

/** Who an audit entry names when the event does not say: the caller, or the system job acting for it. */
export interface AuditActor {
  type: AuditLogRow['actorType'];
  id: string | null;
}

/**
 * The one shape of dependencies every service takes, built once per request (middleware/envelope.ts) or queue
 * message and passed down: bindings (with deadlines), the database, clock and ids, and the facts of the request — its
 * id, the caller's address, the authenticated principal and organization once known. Services never see Hono.
 */
export interface ServiceDeps {
  env: Env;
  db: Database;
  clock: Clock;
  ids: IdGenerator;
  requestId: string;
  /** The caller's address (`cf-connecting-ip`), recorded in audit entries; null outside HTTP. */
  ip: string | null;
  /** Set once the route's authentication ran. */
  principal?: Principal | undefined;
  /** The organization the work belongs to: the principal's, or the one a queue message names. */
  orgId?: number | undefined;
  /** Default actor of audit entries. */
  actor: AuditActor;
  /**
   * Rows this request writes after its response (verification logs, request metrics, a key's last use): whoever made
   * the dependencies hands them to the isolate's coalescing writer once, when the request (or queue message) is done.
   */
  deferred: DeferredWrites;
  /** Keeps the isolate alive for work finished after the response (the deferred rows' flush). */
  waitUntil(work: Promise<unknown>): void;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
