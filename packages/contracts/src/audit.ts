import * as z from 'zod';
import './openapi-zod.ts';
import { legacyList, listEnvelope } from './list.ts';

export const AuditLogsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(['verified', 'blocked']).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'cursor must be the next_cursor of a previous page')
    .optional(),
});

export const AuditEntry = z
  .object({
    id: z.string(),
    organization_id: z.number().int(),
    seq: z.number().int(),
    actor: z.object({ type: z.string(), id: z.string().nullable() }),
    action: z.string().openapi({ example: 'verification.math' }),
    resource: z.string().nullable(),
    outcome: z.enum(['verified', 'blocked', 'success', 'failure']),
    request_id: z.string().nullable(),
    ip: z.string().nullable(),
    timestamp: z.string(),
    details: z.unknown().openapi({ type: 'object', description: 'Event details (secrets redacted); their fields depend on the action' }),
    prev_hash: z.string(),
    entry_hash: z.string(),
    hmac: z.string(),
  })
  .openapi('AuditEntry');

export const AuditLogsResponse = z
  .object({ ...listEnvelope(AuditEntry), entries: legacyList(AuditEntry, 'entries'), limit: z.number().int() })
  .openapi('AuditLogs');

export const AuditLogIdParam = z.object({ log_id: z.string().min(1).max(100) });
export const AuditVerifyParam = z.object({ audit_log_id: z.string().min(1).max(100) });
export const OrganizationIdParam = z.object({ organization_id: z.string().regex(/^\d{1,15}$/) });

export const AuditVerification = z
  .object({
    audit_log_id: z.string(),
    valid: z.boolean(),
    hash_valid: z.boolean(),
    hmac_valid: z.boolean(),
    chain_valid: z.boolean(),
    previous_hash: z.string(),
    entry_hash: z.string(),
    checked_at: z.string(),
  })
  .openapi('AuditVerification');

export const PeriodQuery = z.object({
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});

export const Soc2Report = z
  .object({
    report_type: z.literal('SOC 2 Type II'),
    organization_id: z.number().int(),
    organization_name: z.string(),
    period: z.object({ from: z.string(), to: z.string() }),
    generated_at: z.string(),
    overall_status: z.enum(['effective', 'exceptions_noted']),
    controls: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.enum(['effective', 'exception', 'not_tested']),
        evidence: z.record(z.string(), z.unknown()),
        findings: z.array(z.string()),
      }),
    ),
  })
  .openapi('Soc2Report');

export const ThreatSummary = z
  .object({
    organization_id: z.number().int(),
    window: z.object({ from: z.string(), to: z.string() }),
    generated_at: z.string(),
    totals: z.record(z.string(), z.number()),
    anomalies: z.array(
      z.object({ actor_type: z.string(), actor_id: z.string().nullable(), events: z.number(), baseline: z.number(), reason: z.string() }),
    ),
    recent_blocked: z.array(z.object({ id: z.string(), action: z.string(), timestamp: z.string(), rule: z.string().nullable() })),
  })
  .openapi('ThreatSummary');
