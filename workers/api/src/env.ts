import type { Database } from '@verdict/db';

/** Bindings and configuration of the API worker (wrangler.toml, `.dev.vars`, wrangler secrets). */
export interface Env {
  DB: D1Database;
  ISSUERS: KVNamespace;
  RATE_LIMITER: DurableObjectNamespace<import('./durable/rate-limiter.ts').RateLimiter>;
  ASSETS?: Fetcher;
  /** Secrets: required, no defaults in code. */
  JWT_SECRET?: string;
  AUDIT_HMAC_SECRET?: string;
  SERVICE_ATTESTATION_SECRET?: string;
  /** Plain configuration variables. */
  RATE_LIMIT_PER_MINUTE?: string;
  RATE_LIMIT_BURST?: string;
  PLATFORM_ADMINS?: string;
  NODE_ID?: string;
  ENVIRONMENT?: string;
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
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
