import type { AuditLogRow } from '@verdict/db';
import type { Env } from '../env.ts';
import { randomIds, systemClock } from '../middleware/envelope.ts';
import { appendAuditDirect } from '../services/audit.ts';
import type { SecurityReport } from './rpc.ts';

/**
 * Refused requests (rate-limited calls, failed sign-ins, invalid agent tokens) are counted in the Durable Object that
 * refused them and reach the audit trail as one aggregated event per window, from the object's alarm. A flood of refused
 * requests therefore costs no audit append on the request path and cannot fill another tenant's trail row by row.
 */
/** How long refusals are collected before their aggregated event is written. */
export const REPORT_WINDOW_MS = 10_000;

export function ensureReportTables(sql: SqlStorage): void {
  sql.exec(
    'CREATE TABLE IF NOT EXISTS reports (key TEXT PRIMARY KEY, org_id INTEGER NOT NULL, actor_type TEXT NOT NULL, actor_id TEXT, action TEXT NOT NULL, outcome TEXT NOT NULL, resource TEXT, details TEXT NOT NULL, count INTEGER NOT NULL, first_ms INTEGER NOT NULL, last_ms INTEGER NOT NULL)',
  );
  sql.exec('CREATE TABLE IF NOT EXISTS report_alarm (id INTEGER PRIMARY KEY CHECK (id = 1), at_ms INTEGER NOT NULL)');
}

/** Counts one refusal. Synchronous: call it inside the same section that decided the refusal. */
export function countRefusal(storage: DurableObjectStorage, report: SecurityReport, nowMs: number): void {
  const sql = storage.sql;
  const key = [report.orgId, report.action, report.actorType, report.actorId ?? '', report.resource ?? ''].join('|');
  sql.exec(
    `INSERT INTO reports (key, org_id, actor_type, actor_id, action, outcome, resource, details, count, first_ms, last_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)
     ON CONFLICT(key) DO UPDATE SET count = count + 1, last_ms = excluded.last_ms`,
    key,
    report.orgId,
    report.actorType,
    report.actorId,
    report.action,
    report.outcome,
    report.resource,
    JSON.stringify(report.details ?? {}),
    nowMs,
    nowMs,
  );
  // Set once per window: re-arming on every refusal would push the alarm out forever under a steady flood.
  if (sql.exec('SELECT 1 FROM report_alarm WHERE id = 1').toArray().length === 0) {
    sql.exec('INSERT INTO report_alarm (id, at_ms) VALUES (1, ?)', nowMs + REPORT_WINDOW_MS);
    void storage.setAlarm(nowMs + REPORT_WINDOW_MS);
  }
}

/**
 * Writes one aggregated audit event per collected key and removes what was written. Refusals counted while an append
 * is in flight stay for the next window; after a failed append the alarm is armed again for the rest.
 */
export async function flushRefusals(storage: DurableObjectStorage, env: Env): Promise<number> {
  const sql = storage.sql;
  sql.exec('DELETE FROM report_alarm');
  const rows = sql
    .exec<{
      key: string;
      org_id: number;
      actor_type: AuditLogRow['actorType'];
      actor_id: string | null;
      action: string;
      outcome: 'failure' | 'blocked';
      resource: string | null;
      details: string;
      count: number;
      first_ms: number;
      last_ms: number;
    }>('SELECT * FROM reports')
    .toArray();
  let written = 0;
  try {
    for (const row of rows) {
      await appendAuditDirect(
        env,
        {
          orgId: row.org_id,
          actor: { type: row.actor_type, id: row.actor_id },
          action: row.action,
          outcome: row.outcome,
          resource: row.resource,
          details: {
            ...(JSON.parse(row.details) as Record<string, unknown>),
            aggregated: true,
            count: row.count,
            first_at: new Date(row.first_ms).toISOString(),
            last_at: new Date(row.last_ms).toISOString(),
          },
        },
        { requestId: `refusals:${row.key}`, ids: randomIds, clock: systemClock },
      );
      sql.exec('UPDATE reports SET count = count - ? WHERE key = ?', row.count, row.key);
      sql.exec('DELETE FROM reports WHERE key = ? AND count <= 0', row.key);
      written++;
    }
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'refusal_report_failed', error: String(error) }));
  } finally {
    const left = sql.exec<{ n: number }>('SELECT count(*) AS n FROM reports').one().n;
    if (left > 0 && sql.exec('SELECT 1 FROM report_alarm WHERE id = 1').toArray().length === 0) {
      const at = Date.now() + REPORT_WINDOW_MS;
      sql.exec('INSERT INTO report_alarm (id, at_ms) VALUES (1, ?)', at);
      await storage.setAlarm(at);
    }
  }
  return written;
}
