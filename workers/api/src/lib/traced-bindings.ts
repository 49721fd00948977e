import { type AttributeValue, withSpan } from './tracing.ts';

/**
 * Client spans around every binding call, found by shape so that a binding added later is traced too: D1 (statements
 * and batches), Durable Object namespaces (each stub method, i.e. each RPC), KV, queues and service bindings (fetch).
 * Only the operation is recorded — the SQL verb, the RPC method, the KV operation — never keys, values or parameters.
 * Applied only when tracing is configured; otherwise the bindings are untouched.
 */
type AnyFunction = (...args: unknown[]) => unknown;

const isFunction = (value: unknown): value is AnyFunction => typeof value === 'function';
const has = (value: object, ...names: string[]) => names.every((n) => isFunction(Reflect.get(value, n)));

function span(name: string, attributes: Record<string, AttributeValue>, call: () => unknown): Promise<unknown> {
  return withSpan(name, 3, attributes, async () => await call());
}

function sqlVerb(query: string): string {
  return /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
}

function traceD1(db: D1Database, binding: string): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>();
  const statement = (real: D1PreparedStatement, verb: string): D1PreparedStatement => {
    const wrapped = new Proxy(real, {
      get(target, prop) {
        const member: unknown = Reflect.get(target, prop);
        if (!isFunction(member)) return member;
        if (prop === 'bind') return (...args: unknown[]) => statement(Reflect.apply(member, target, args) as D1PreparedStatement, verb);
        if (prop === 'first' || prop === 'all' || prop === 'run' || prop === 'raw') {
          return (...args: unknown[]) =>
            span(`d1 ${verb}`, { 'db.system.name': 'cloudflare.d1', 'db.operation.name': verb, 'cloudflare.binding': binding }, () =>
              Reflect.apply(member, target, args),
            );
        }
        return member.bind(target);
      },
    });
    originals.set(wrapped, real);
    return wrapped;
  };
  return new Proxy(db, {
    get(target, prop) {
      const member: unknown = Reflect.get(target, prop);
      if (!isFunction(member)) return member;
      if (prop === 'prepare') return (query: string) => statement(target.prepare(query), sqlVerb(query));
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          span(
            'd1 batch',
            {
              'db.system.name': 'cloudflare.d1',
              'db.operation.name': 'batch',
              'db.operation.batch.size': statements.length,
              'cloudflare.binding': binding,
            },
            () => target.batch(statements.map((s) => originals.get(s) ?? s)),
          );
      }
      if (prop === 'exec')
        return (query: string) =>
          span('d1 exec', { 'db.system.name': 'cloudflare.d1', 'cloudflare.binding': binding }, () => target.exec(query));
      return member.bind(target);
    },
  });
}

function traceStub<T extends object>(stub: T, binding: string): T {
  return new Proxy(stub, {
    get(target, prop) {
      const member: unknown = Reflect.get(target, prop);
      if (typeof prop !== 'string' || prop === 'then' || prop === 'id' || prop === 'name' || !isFunction(member)) return member;
      return (...args: unknown[]) =>
        span(
          `do ${binding}.${prop}`,
          { 'rpc.system': 'cloudflare.durable_object', 'rpc.method': prop, 'cloudflare.binding': binding },
          () => Reflect.apply(member, target, args),
        );
    },
  });
}

function traceNamespace<T extends object>(namespace: T, binding: string): T {
  return new Proxy(namespace, {
    get(target, prop) {
      const member: unknown = Reflect.get(target, prop);
      if (!isFunction(member)) return member;
      if (prop === 'get' || prop === 'getByName')
        return (...args: unknown[]) => traceStub(Reflect.apply(member, target, args) as object, binding);
      return member.bind(target);
    },
  });
}

function traceMethods<T extends object>(target: T, methods: readonly string[], prefix: string, binding: string): T {
  return new Proxy(target, {
    get(object, prop) {
      const member: unknown = Reflect.get(object, prop);
      if (!isFunction(member)) return member;
      if (typeof prop === 'string' && methods.includes(prop)) {
        return (...args: unknown[]) =>
          span(`${prefix} ${prop}`, { 'cloudflare.binding': binding, 'cloudflare.operation': prop }, () =>
            Reflect.apply(member, object, args),
          );
      }
      return member.bind(object);
    },
  });
}

function traceBinding(value: unknown, binding: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (has(value, 'prepare', 'batch')) return traceD1(value as D1Database, binding);
  if (has(value, 'idFromName', 'get')) return traceNamespace(value, binding);
  if (has(value, 'getWithMetadata', 'put', 'list'))
    return traceMethods(value, ['get', 'getWithMetadata', 'put', 'list', 'delete'], 'kv', binding);
  if (has(value, 'send', 'sendBatch')) return traceMethods(value, ['send', 'sendBatch'], 'queue', binding);
  if (has(value, 'fetch') && binding !== 'ASSETS') return traceMethods(value, ['fetch'], 'service', binding);
  return value;
}

const cache = new WeakMap<object, object>();

/** The environment with traced bindings (built once per env object, i.e. once per isolate). */
export function tracedBindings<E extends object>(env: E): E {
  const cached = cache.get(env);
  if (cached) return cached as E;
  const traced = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, traceBinding(value, key)])) as E;
  cache.set(env, traced);
  return traced;
}
