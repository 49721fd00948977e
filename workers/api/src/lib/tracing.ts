import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A small OpenTelemetry tracer: spans kept per request and exported as one OTLP/HTTP JSON POST (`/v1/traces`) when the
 * request is done. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; then every request gets a root span, and the
 * current span travels with the request's async work (AsyncLocalStorage), so wrapped bindings and engines open child
 * spans without being handed anything. W3C `traceparent` is read from the request and sent to the sandbox.
 * Written here rather than taken from an OpenTelemetry SDK wrapper: that adds about 80 KiB gzip to the Worker for the
 * same request → engine → dependency spans (docs/observability.md).
 * Timing: workerd advances clocks only at I/O, so spans of calls (D1, Durable Objects, sandbox, KV, queues) measure
 * real time, while pure CPU work inside a span shows as almost zero.
 */
export type AttributeValue = string | number | boolean;

export interface Span {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: 1 | 2 | 3 | 4 | 5;
  startMs: number;
  endMs: number | null;
  attributes: Record<string, AttributeValue>;
  error: boolean;
}

export interface TracingConfig {
  endpoint: string;
  headers: Record<string, string>;
  serviceName: string;
  ratio: number;
}

export interface TraceEnv {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_EXPORTER_OTLP_HEADERS?: string;
  OTEL_SERVICE_NAME?: string;
  OTEL_TRACES_SAMPLER_ARG?: string;
}

/** The exporter's configuration, or null (tracing off, the default). */
export function tracingConfig(env: TraceEnv): TracingConfig | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint || !/^https?:\/\//.test(endpoint)) return null;
  const headers: Record<string, string> = {};
  // The standard format: comma-separated key=value pairs, values URL-encoded.
  for (const pair of (env.OTEL_EXPORTER_OTLP_HEADERS ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) headers[pair.slice(0, at).trim().toLowerCase()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    headers,
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'verdict-api',
    ratio: Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1,
  };
}

function randomHex(bytes: number): string {
  let out = '';
  for (const b of crypto.getRandomValues(new Uint8Array(bytes))) out += b.toString(16).padStart(2, '0');
  return out;
}

export class Trace {
  readonly spans: Span[] = [];
  constructor(
    readonly traceId: string,
    /** The caller's span when the request carried a `traceparent`. */
    readonly remoteParent: string | null,
  ) {}

  start(name: string, kind: Span['kind'], parent: Span | null, attributes: Record<string, AttributeValue> = {}): Span {
    const span: Span = {
      traceId: this.traceId,
      spanId: randomHex(8),
      parentSpanId: parent ? parent.spanId : this.remoteParent,
      name,
      kind,
      startMs: Date.now(),
      endMs: null,
      attributes: { ...attributes },
      error: false,
    };
    this.spans.push(span);
    return span;
  }
}

export function end(span: Span, error = false, attributes: Record<string, AttributeValue> = {}): void {
  if (span.endMs !== null) return;
  span.endMs = Date.now();
  span.error = span.error || error;
  Object.assign(span.attributes, attributes);
}

export interface Active {
  trace: Trace;
  span: Span;
  root: Span;
}

const active = new AsyncLocalStorage<Active>();

export function currentSpan(): Active | undefined {
  return active.getStore();
}

/** Adds attributes to the request's root span (route, organization, engine, outcome), if the request is traced. */
export function annotateRoot(attributes: Record<string, AttributeValue | null | undefined>): void {
  const current = active.getStore();
  if (!current) return;
  for (const [key, value] of Object.entries(attributes)) if (value !== null && value !== undefined) current.root.attributes[key] = value;
}

/**
 * Runs `work` in a child span of the current one; without a traced request it just runs `work`. A rejection marks
 * the span as an error and is rethrown unchanged.
 */
export async function withSpan<T>(
  name: string,
  kind: Span['kind'],
  attributes: Record<string, AttributeValue>,
  work: () => Promise<T> | T,
): Promise<T> {
  const current = active.getStore();
  if (!current) return work();
  const span = current.trace.start(name, kind, current.span, attributes);
  try {
    const value = await active.run({ ...current, span }, work);
    end(span);
    return value;
  } catch (error) {
    end(span, true);
    throw error;
  }
}

/** The W3C `traceparent` for a call made from the current span, or null when the request is not traced. */
export function outgoingTraceparent(): string | null {
  const current = active.getStore();
  return current ? `00-${current.trace.traceId}-${current.span.spanId}-01` : null;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/**
 * Decides whether this request is traced: a valid incoming `traceparent` is continued (its sampled flag decides),
 * otherwise the configured ratio does.
 */
export function startTrace(traceparent: string | null, config: TracingConfig): Trace | null {
  const match = traceparent ? TRACEPARENT.exec(traceparent.trim().toLowerCase()) : null;
  if (match?.[1] && match[2] && !/^0+$/.test(match[1]) && !/^0+$/.test(match[2])) {
    return (Number.parseInt(match[3] ?? '00', 16) & 1) === 1 ? new Trace(match[1], match[2]) : null;
  }
  const draw = (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32;
  return draw < config.ratio ? new Trace(randomHex(16), null) : null;
}

/** Runs a request (or queue batch) inside its root span and returns what `work` returns; the caller exports the trace. */
export function runTraced<T>(trace: Trace, root: Span, work: () => Promise<T>): Promise<T> {
  return active.run({ trace, span: root, root }, work);
}

const nanos = (ms: number) => `${BigInt(Math.round(ms)) * 1_000_000n}`;

function attribute(key: string, value: AttributeValue) {
  if (typeof value === 'string') return { key, value: { stringValue: value } };
  if (typeof value === 'boolean') return { key, value: { boolValue: value } };
  return Number.isInteger(value) ? { key, value: { intValue: String(value) } } : { key, value: { doubleValue: value } };
}

/** The OTLP/JSON `ExportTraceServiceRequest` for one trace (ids as hex, times as nanosecond strings). */
export function otlpPayload(trace: Trace, resource: Record<string, AttributeValue>) {
  return {
    resourceSpans: [
      {
        resource: { attributes: Object.entries(resource).map(([k, v]) => attribute(k, v)) },
        scopeSpans: [
          {
            scope: { name: 'verdict', version: '1' },
            spans: trace.spans.map((span) => ({
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              kind: span.kind,
              startTimeUnixNano: nanos(span.startMs),
              endTimeUnixNano: nanos(span.endMs ?? span.startMs),
              attributes: Object.entries(span.attributes).map(([k, v]) => attribute(k, v)),
              status: { code: span.error ? 2 : 1 },
            })),
          },
        ],
      },
    ],
  };
}

/** POSTs the trace to the collector; a failing collector costs this trace only and never the request. */
export async function exportTrace(
  config: TracingConfig,
  trace: Trace,
  resource: Record<string, AttributeValue>,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  try {
    const response = await fetcher(`${config.endpoint}/v1/traces`, {
      method: 'POST',
      headers: { ...config.headers, 'content-type': 'application/json' },
      body: JSON.stringify(otlpPayload(trace, resource)),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) console.error(JSON.stringify({ level: 'warn', event: 'trace_export_failed', status: response.status }));
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', event: 'trace_export_failed', error: error instanceof Error ? error.name : 'unknown' }));
  }
}
