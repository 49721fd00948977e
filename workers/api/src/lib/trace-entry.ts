import type { Env } from '../env.ts';
import { SERVICE_VERSION } from '../routes/health.ts';
import { tracedBindings } from './traced-bindings.ts';
import { end, exportTrace, runTraced, startTrace, type TracingConfig, tracingConfig } from './tracing.ts';

/**
 * Tracing at the Worker's entry points. With OTEL_EXPORTER_OTLP_ENDPOINT unset (the default) both wrappers call the
 * handler with the environment untouched, at the cost of one check.
 */
function resource(env: Env, config: TracingConfig) {
  return {
    'service.name': config.serviceName,
    'service.version': SERVICE_VERSION,
    'service.instance.id': env.NODE_ID ?? 'local',
    'deployment.environment.name': env.ENVIRONMENT ?? 'development',
    'cloud.provider': 'cloudflare',
  };
}

export async function tracedFetch(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  handler: (env: Env) => Promise<Response> | Response,
): Promise<Response> {
  const config = tracingConfig(env);
  const trace = config ? startTrace(request.headers.get('traceparent'), config) : null;
  if (!config || !trace) return handler(env);
  const url = new URL(request.url);
  const root = trace.start(`${request.method} ${url.pathname}`, 2, null, {
    'http.request.method': request.method,
    'url.path': url.pathname,
  });
  try {
    const response = await runTraced(trace, root, async () => handler(tracedBindings(env)));
    end(root, response.status >= 500, { 'http.response.status_code': response.status });
    // The route pattern (set by the request log) names the span, so spans group by route, not by id in the path.
    const route = root.attributes['http.route'];
    if (typeof route === 'string') root.name = `${request.method} ${route}`;
    return response;
  } catch (error) {
    end(root, true);
    throw error;
  } finally {
    ctx.waitUntil(exportTrace(config, trace, resource(env, config)));
  }
}

export async function tracedQueue<B extends MessageBatch>(
  batch: B,
  env: Env,
  ctx: ExecutionContext,
  handler: (env: Env) => Promise<void>,
): Promise<void> {
  const config = tracingConfig(env);
  const trace = config ? startTrace(null, config) : null;
  if (!config || !trace) return handler(env);
  const root = trace.start(`queue ${batch.queue}`, 5, null, {
    'messaging.system': 'cloudflare.queues',
    'messaging.destination.name': batch.queue,
    'messaging.batch.message_count': batch.messages.length,
  });
  try {
    await runTraced(trace, root, () => handler(tracedBindings(env)));
    end(root);
  } catch (error) {
    end(root, true);
    throw error;
  } finally {
    ctx.waitUntil(exportTrace(config, trace, resource(env, config)));
  }
}
