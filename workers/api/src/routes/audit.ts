import { AuditEntry, AuditLogIdParam, AuditLogsQuery, AuditLogsResponse, errorResponses, jsonContent } from '@verdict/contracts';
import { getAuditLog, listAuditLogs } from '@verdict/db';
import { ApiError } from '../errors.ts';
import { csvRow } from '../lib/csv.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { appendAudit, presentAuditEntry, syncAuditTrail } from '../services/audit.ts';
import { AUDIT_CSV_HEADER, auditCsvRow } from '../services/compliance.ts';

const bearerOnly = { kinds: ['bearer'] } as const;
const { 400: e400, 401: e401, 404: e404 } = errorResponses;
const EXPORT_LIMIT = 1000;

const listRoute = route({
  method: 'get',
  path: '/audit/logs',
  operationId: 'listAuditLogs',
  auth: bearerOnly,
  tags: ['Audit'],
  summary: "The organization's audit trail, newest first",
  request: { query: AuditLogsQuery },
  responses: {
    200: jsonContent(AuditLogsResponse, 'A page of entries; pass next_cursor as cursor for the next page'),
    400: e400,
    401: e401,
  },
});
const getRoute = route({
  method: 'get',
  path: '/audit/logs/{log_id}',
  operationId: 'getAuditLog',
  auth: bearerOnly,
  tags: ['Audit'],
  summary: 'One audit entry',
  request: { params: AuditLogIdParam },
  responses: { 200: jsonContent(AuditEntry, 'The entry'), 401: e401, 404: e404 },
});
const exportRoute = route({
  method: 'get',
  path: '/audit/export',
  operationId: 'exportAuditLogs',
  auth: bearerOnly,
  tags: ['Audit'],
  summary: 'The newest 1,000 audit entries as CSV',
  responses: { 200: { description: 'RFC 4180 CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } }, 401: e401 },
});

export const auditRouter = createRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const outcome = query.status;
    await syncAuditTrail(c.var.services, c.var.principal.orgId);
    const rows = await listAuditLogs(c.var.db, c.var.principal.orgId, {
      limit: query.limit,
      outcome,
      beforeSeq: query.cursor ? Number(query.cursor) : undefined,
    });
    const last = rows[rows.length - 1];
    const entries = rows.map(presentAuditEntry);
    return c.json(
      {
        items: entries,
        next_cursor: rows.length === query.limit && last ? String(last.seq) : null,
        entries,
        limit: query.limit,
      },
      200,
    );
  })
  .openapi(getRoute, async (c) => {
    await syncAuditTrail(c.var.services, c.var.principal.orgId);
    const row = await getAuditLog(c.var.db, c.var.principal.orgId, c.req.valid('param').log_id);
    if (!row) throw new ApiError('NOT_FOUND', 'No audit entry with this id in your organization.');
    return c.json(presentAuditEntry(row), 200);
  })
  .openapi(exportRoute, async (c) => {
    await syncAuditTrail(c.var.services, c.var.principal.orgId);
    const rows = await listAuditLogs(c.var.db, c.var.principal.orgId, { limit: EXPORT_LIMIT });
    await appendAudit(c.var.services, {
      action: 'admin.export',
      outcome: 'success',
      resource: 'audit/export',
      details: { rows: rows.length },
    });
    const body = csvRow(AUDIT_CSV_HEADER) + rows.map(auditCsvRow).join('');
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="audit-export.csv"',
    });
  });
