import { createApp } from './app.ts';
import type { Env } from './env.ts';
import { tracedFetch, tracedQueue } from './lib/trace-entry.ts';
import { consumeBatchQueue } from './queue/batch-consumer.ts';
import type { BatchMessage } from './queue/batch-message.ts';
import { consumeWebhookQueue, WEBHOOK_QUEUE_NAME } from './queue/webhook-consumer.ts';
import type { WebhookMessage } from './queue/webhook-message.ts';

export { AgentSession } from './durable/agent-session.ts';
export { AuditLedger } from './durable/audit-ledger.ts';
export { AuthThrottle } from './durable/auth-throttle.ts';
export { RateLimiter } from './durable/rate-limiter.ts';
export { SandboxContainer } from './durable/sandbox-container.ts';
export { SqlScratch } from './durable/sql-scratch.ts';

const app = createApp();

function consumeQueue(batch: MessageBatch<BatchMessage | WebhookMessage>, env: Env): Promise<void> {
  return batch.queue === WEBHOOK_QUEUE_NAME
    ? consumeWebhookQueue(batch as MessageBatch<WebhookMessage>, env)
    : consumeBatchQueue(batch as MessageBatch<BatchMessage>, env);
}

// The worker consumes two queues and tells them apart by name. Without an OTLP endpoint (the default) no tracing code
// runs at all: the request goes straight to the app.
export default {
  fetch: (request, env, ctx) =>
    env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? tracedFetch(request, env, ctx, (traced) => app.fetch(request, traced, ctx))
      : app.fetch(request, env, ctx),
  queue: (batch, env, ctx) =>
    env.OTEL_EXPORTER_OTLP_ENDPOINT ? tracedQueue(batch, env, ctx, (traced) => consumeQueue(batch, traced)) : consumeQueue(batch, env),
} satisfies ExportedHandler<Env, BatchMessage | WebhookMessage>;
