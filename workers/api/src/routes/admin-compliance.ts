import {
  AuditVerification,
  AuditVerifyParam,
  errorResponses,
  jsonContent,
  OrganizationIdParam,
  PeriodQuery,
  Soc2Report,
  ThreatSummary,
} from '@verdict/contracts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';
import { appendAudit, syncAuditTrail, verifyAuditEntry } from '../services/audit.ts';
import { ownOrganization, streamAuditCsv } from '../services/compliance.ts';
import { soc2Report, threatSummary } from '../services/reports.ts';

const adminAll = { kinds: ['bearer', 'api_key'], scopes: ['admin:all'] } as const;
const { 400: e400, 401: e401, 403: e403, 404: e404 } = errorResponses;

const exportRoute = route({
  method: 'get',
  path: '/admin/compliance/export/csv',
  operationId: 'exportComplianceCsv',
  auth: adminAll,
  tags: ['Admin'],
  summary: 'The full audit trail as CSV (streamed)',
  responses: {
    200: { description: 'RFC 4180 CSV with a header row', content: { 'text/csv': { schema: { type: 'string' } } } },
    401: e401,
    403: e403,
  },
});
const verifyRoute = route({
  method: 'get',
  path: '/admin/compliance/verify/{audit_log_id}',
  operationId: 'verifyAuditEntry',
  auth: adminAll,
  tags: ['Admin'],
  summary: 'Verify one audit entry: hash, HMAC and chain links',
  request: { params: AuditVerifyParam },
  responses: { 200: jsonContent(AuditVerification, 'The verification'), 401: e401, 403: e403, 404: e404 },
});
const soc2Route = route({
  method: 'get',
  path: '/admin/compliance/report/soc2/{organization_id}',
  operationId: 'getSoc2Report',
  auth: adminAll,
  tags: ['Admin'],
  summary: 'SOC 2 Type II style report over a period',
  request: { params: OrganizationIdParam, query: PeriodQuery },
  responses: { 200: jsonContent(Soc2Report, 'The report'), 400: e400, 401: e401, 403: e403 },
});
const threatsRoute = route({
  method: 'get',
  path: '/admin/security/threats/{organization_id}',
  operationId: 'getThreatSummary',
  auth: adminAll,
  tags: ['Admin'],
  summary: 'Threat summary for a window (default 24 h)',
  request: { params: OrganizationIdParam, query: PeriodQuery },
  responses: { 200: jsonContent(ThreatSummary, 'The summary'), 400: e400, 401: e401, 403: e403 },
});

export const adminComplianceRouter = createRouter()
  .openapi(exportRoute, async (c) => {
    const deps = c.var.services;
    await appendAudit(deps, { action: 'admin.export', outcome: 'success', resource: 'admin/compliance/export/csv' });
    await syncAuditTrail(deps, c.var.principal.orgId);
    return c.body(streamAuditCsv(deps), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="audit-trail.csv"',
    });
  })
  .openapi(verifyRoute, async (c) => c.json(await verifyAuditEntry(c.var.services, c.req.valid('param').audit_log_id), 200))
  .openapi(soc2Route, async (c) => {
    const deps = c.var.services;
    ownOrganization(deps, c.req.valid('param').organization_id);
    const report = await soc2Report(deps, c.req.valid('query'));
    await appendAudit(deps, {
      action: 'admin.report',
      outcome: 'success',
      resource: 'soc2',
      details: { overall_status: report.overall_status },
    });
    return c.json(report, 200);
  })
  .openapi(threatsRoute, async (c) => {
    const deps = c.var.services;
    ownOrganization(deps, c.req.valid('param').organization_id);
    return c.json(await threatSummary(deps, c.req.valid('query')), 200);
  });
