import { createApp } from './app.ts';
import type { Env } from './env.ts';
import { type BatchMessage, consumeBatchQueue } from './queue/batch-consumer.ts';

export { AgentSession } from './durable/agent-session.ts';
export { AuditLedger } from './durable/audit-ledger.ts';
export { RateLimiter } from './durable/rate-limiter.ts';
export { SandboxContainer } from './durable/sandbox-container.ts';
export { SqlScratch } from './durable/sql-scratch.ts';

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  queue: (batch, env) => consumeBatchQueue(batch, env),
} satisfies ExportedHandler<Env, BatchMessage>;
