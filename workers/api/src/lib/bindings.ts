import type { Env } from '../env.ts';
import { ApiError } from '../errors.ts';
import { dependencyUnavailable, positiveInt } from './deadline.ts';

/** Default deadlines (ms); each can be set per deployment with the variable of the same name. */
export const DEADLINE_DEFAULTS = {
  /** Durable Objects, D1, KV and the queue: local operations that normally answer in milliseconds. */
  DEPENDENCY_TIMEOUT_MS: 5_000,
  /** The code sandbox runs a bounded program (instruction budget); this is the outer bound on the call. */
  SANDBOX_TIMEOUT_MS: 15_000,
  /** Language-model providers (the provider package has the same default for its own HTTP calls). */
  PROVIDER_TIMEOUT_MS: 30_000,
} as const;

export interface Deadlines {
  dependencyMs: number;
  sandboxMs: number;
  providerMs: number;
}

const parsedDeadlines = new WeakMap<Env, Deadlines>();

/** The deadlines of this configuration, parsed once per env object (an isolate reuses it for every request). */
export function deadlinesOf(env: Env): Deadlines {
  let deadlines = parsedDeadlines.get(env);
  if (!deadlines) {
    deadlines = {
      dependencyMs: positiveInt(env.DEPENDENCY_TIMEOUT_MS, DEADLINE_DEFAULTS.DEPENDENCY_TIMEOUT_MS),
      sandboxMs: positiveInt(env.SANDBOX_TIMEOUT_MS, DEADLINE_DEFAULTS.SANDBOX_TIMEOUT_MS),
      providerMs: positiveInt(env.PROVIDER_TIMEOUT_MS, DEADLINE_DEFAULTS.PROVIDER_TIMEOUT_MS),
    };
    parsedDeadlines.set(env, deadlines);
  }
  return deadlines;
}

/**
 * Settles with `promise` or rejects with a 503 ApiError once `ms` have passed, whichever comes first. The timer only
 * advances while the isolate waits for I/O (workerd stops clocks during CPU work), which is exactly the case it is for:
 * a dependency that never answers. The abandoned promise is left to settle on its own; its result is ignored.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(dependencyUnavailable(what)), ms);
  });
  promise.catch(() => undefined); // a rejection after the deadline must not surface as an unhandled rejection
  // Cleared as soon as the race is decided, so no timer outlives the call.
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

type AnyFunction = (...args: unknown[]) => unknown;

/** Runs `call` under a deadline; unless `passErrors`, any failure of the dependency itself becomes a 503 too. */
function guarded(call: () => unknown, ms: number, what: string, passErrors = false): Promise<unknown> {
  let started: Promise<unknown>;
  try {
    started = Promise.resolve(call());
  } catch (error) {
    started = Promise.reject(error);
  }
  return withDeadline(started, ms, what).catch((error: unknown) => {
    if (passErrors || error instanceof ApiError) throw error;
    console.error(JSON.stringify({ level: 'error', event: 'dependency_failed', dependency: what, error: String(error) }));
    throw dependencyUnavailable(what);
  });
}

/** A proxy whose listed methods run under a deadline; every other member is the original, bound to its owner. */
function guardMethods<T extends object>(target: T, methods: ReadonlySet<string>, ms: number, what: string, passErrors = false): T {
  return new Proxy(target, {
    get(object, prop) {
      const member: unknown = Reflect.get(object, prop);
      if (typeof prop === 'string' && methods.has(prop) && typeof member === 'function') {
        return (...args: unknown[]) => guarded(() => Reflect.apply(member as AnyFunction, object, args), ms, what, passErrors);
      }
      return typeof member === 'function' ? (member as AnyFunction).bind(object) : member;
    },
  });
}

/**
 * A Durable Object stub whose every RPC method (and fetch) runs under the deadline. RPC members of a stub are
 * callables created on access, so every string property except the stub's own `id`/`name` is treated as a method.
 */
function guardStub<T extends object>(stub: T, ms: number, what: string): T {
  return new Proxy(stub, {
    get(object, prop) {
      const member: unknown = Reflect.get(object, prop);
      if (typeof prop !== 'string' || prop === 'id' || prop === 'name' || prop === 'then' || typeof member !== 'function') return member;
      return (...args: unknown[]) => guarded(() => Reflect.apply(member as AnyFunction, object, args), ms, what);
    },
  });
}

function guardNamespace<T extends object>(namespace: T, ms: number, what: string): T {
  return new Proxy(namespace, {
    get(object, prop) {
      const member: unknown = Reflect.get(object, prop);
      if ((prop === 'get' || prop === 'getByName') && typeof member === 'function') {
        return (...args: unknown[]) => {
          try {
            return guardStub(Reflect.apply(member as AnyFunction, object, args) as object, ms, what);
          } catch (error) {
            console.error(JSON.stringify({ level: 'error', event: 'dependency_failed', dependency: what, error: String(error) }));
            throw dependencyUnavailable(what);
          }
        };
      }
      return typeof member === 'function' ? (member as AnyFunction).bind(object) : member;
    },
  });
}

/**
 * D1 with a deadline on every statement and batch. Statements handed to `batch` must be the runtime's own objects, so
 * each wrapped statement remembers the one it wraps.
 */
function guardD1(db: D1Database, ms: number): D1Database {
  const original = new WeakMap<object, D1PreparedStatement>();
  const statement = (real: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(real, {
      get(object, prop) {
        const member: unknown = Reflect.get(object, prop);
        if (prop === 'bind' && typeof member === 'function') {
          return (...args: unknown[]) => statement(Reflect.apply(member as AnyFunction, object, args) as D1PreparedStatement);
        }
        if ((prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') && typeof member === 'function') {
          return (...args: unknown[]) => guarded(() => Reflect.apply(member as AnyFunction, object, args), ms, 'database');
        }
        return typeof member === 'function' ? (member as AnyFunction).bind(object) : member;
      },
    });
    original.set(wrapped, real);
    return wrapped;
  };
  return new Proxy(db, {
    get(object, prop) {
      const member: unknown = Reflect.get(object, prop);
      if (typeof member !== 'function') return member;
      if (prop === 'prepare') return (query: string) => statement(object.prepare(query));
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          guarded(() => object.batch(statements.map((s) => original.get(s) ?? s)), ms, 'database');
      }
      if (prop === 'exec') return (query: string) => guarded(() => object.exec(query), ms, 'database');
      return (member as AnyFunction).bind(object);
    },
  });
}

const KV_METHODS = new Set(['get', 'getWithMetadata', 'put', 'list', 'delete']);
const QUEUE_METHODS = new Set(['send', 'sendBatch']);
const AI_METHODS = new Set(['run']);

const cache = new WeakMap<Env, Env>();

/**
 * The request path's view of the bindings: every call to a Durable Object, D1, KV, the queue or Workers AI has a
 * deadline, and a dependency that fails or does not answer becomes a 503 with Retry-After (fail closed) instead of a
 * hung request or a 500. Wrapped once per env object (an isolate reuses it for every request). AI keeps its own error
 * handling (its callers map failures to their documented answers), so only the deadline is added there. The sandbox,
 * in either mode, is called only through services/sandbox.ts, which applies SANDBOX_TIMEOUT_MS itself.
 */
export function withDeadlines(env: Env): Env {
  const cached = cache.get(env);
  if (cached) return cached;
  const d = deadlinesOf(env);
  const wrapped: Env = {
    ...env,
    DB: guardD1(env.DB, d.dependencyMs),
    ISSUERS: guardMethods(env.ISSUERS, KV_METHODS, d.dependencyMs, 'key-value store'),
    RATE_LIMITER: guardNamespace(env.RATE_LIMITER, d.dependencyMs, 'rate limiter'),
    AUDIT_LEDGER: guardNamespace(env.AUDIT_LEDGER, d.dependencyMs, 'audit ledger'),
    AGENT_SESSION: guardNamespace(env.AGENT_SESSION, d.dependencyMs, 'agent session'),
    SQL_SCRATCH: guardNamespace(env.SQL_SCRATCH, d.dependencyMs, 'SQL scratch'),
    AUTH_THROTTLE: guardNamespace(env.AUTH_THROTTLE, d.dependencyMs, 'sign-in throttle'),
    ...(env.BATCH_QUEUE ? { BATCH_QUEUE: guardMethods(env.BATCH_QUEUE, QUEUE_METHODS, d.dependencyMs, 'queue') } : {}),
    ...(env.AI ? { AI: guardMethods(env.AI, AI_METHODS, d.providerMs, 'Workers AI', true) } : {}),
  };
  cache.set(env, wrapped);
  // The wrapped env carries the same variables: its deadlines are the ones just parsed.
  parsedDeadlines.set(wrapped, d);
  return wrapped;
}
