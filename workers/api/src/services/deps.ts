import type { Context } from 'hono';
import type { AppEnv, AppVariables, Env } from '../env.ts';
import { type AuditInput, appendAudit } from './audit.ts';

/** What services need from a request, without depending on Hono: storage, clock, ids, config and the audit trail. */
export interface ServiceDeps extends Pick<AppVariables, 'db' | 'clock' | 'ids' | 'requestId'> {
  env: Env;
  audit(input: AuditInput): Promise<{ id: string; seq: number }>;
}

export function servicesFor(c: Context<AppEnv>): ServiceDeps {
  return {
    db: c.var.db,
    clock: c.var.clock,
    ids: c.var.ids,
    requestId: c.var.requestId,
    env: c.env,
    audit: (input) => appendAudit(c, input),
  };
}
