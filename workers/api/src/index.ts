import { createApp } from './app.ts';
import type { Env } from './env.ts';
import { consumeBatchQueue } from './queue/batch-consumer.ts';
import type { BatchMessage } from './queue/batch-message.ts';

export { AgentSession } from './durable/agent-session.ts';
export { AuditLedger } from './durable/audit-ledger.ts';
export { AuthThrottle } from './durable/auth-throttle.ts';
export { RateLimiter } from './durable/rate-limiter.ts';
export { SqlScratch } from './durable/sql-scratch.ts';

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  queue: (batch, env) => consumeBatchQueue(batch, env),
} satisfies ExportedHandler<Env, BatchMessage>;
