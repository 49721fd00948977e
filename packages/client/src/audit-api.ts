/** `client.audit.*` (bearer token, own organization) and `client.admin.*` (scope `admin:all`), spec 4.6 and 4.8. */
import { type CallOptions, segment, type Transport, type VerdictResponse } from './http.ts';
import type { AuditEntry, AuditLogsQuery, AuditLogsResponse, AuditVerification, PeriodQuery, Soc2Report, ThreatSummary } from './types.ts';

export class AuditApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  /** One page, newest first. Pass `data.next_cursor` as `cursor` for the next page (null when there is none). */
  logs(query: AuditLogsQuery = {}, options?: CallOptions): Promise<VerdictResponse<AuditLogsResponse>> {
    return this.http.request({ method: 'GET', path: '/audit/logs', query: { ...query } }, options);
  }

  /**
   * Every entry matching `query`, newest first, fetching pages of `limit` (default 200, the maximum) lazily.
   * Stop early by breaking out of the `for await` loop; `maxEntries` caps the total.
   */
  async *iterateLogs(
    query: Omit<AuditLogsQuery, 'cursor'> & { maxEntries?: number } = {},
    options?: CallOptions,
  ): AsyncGenerator<AuditEntry, void, undefined> {
    const { maxEntries = Number.POSITIVE_INFINITY, ...rest } = query;
    let cursor: string | undefined;
    let yielded = 0;
    for (;;) {
      const page = await this.logs({ limit: 200, ...rest, ...(cursor === undefined ? {} : { cursor }) }, options);
      for (const entry of page.data.items) {
        if (yielded >= maxEntries) return;
        yielded++;
        yield entry;
      }
      // A cursor that does not move would loop forever on a misbehaving server; treat it as the end.
      if (page.data.next_cursor === null || page.data.next_cursor === cursor || page.data.items.length === 0) return;
      cursor = page.data.next_cursor;
    }
  }

  log(logId: string, options?: CallOptions): Promise<VerdictResponse<AuditEntry>> {
    return this.http.request({ method: 'GET', path: `/audit/logs/${segment(logId)}` }, options);
  }

  /** The newest 1,000 entries as RFC 4180 CSV text. */
  exportCsv(options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.http.request({ method: 'GET', path: '/audit/export', accept: 'text/csv', responseType: 'text' }, options);
  }
}

export class AdminApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  /** The full audit trail as CSV text. */
  complianceExportCsv(options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.http.request({ method: 'GET', path: '/admin/compliance/export/csv', accept: 'text/csv', responseType: 'text' }, options);
  }

  /** Hash, HMAC and chain-link check of one audit entry. */
  verifyAuditEntry(auditLogId: string, options?: CallOptions): Promise<VerdictResponse<AuditVerification>> {
    return this.http.request({ method: 'GET', path: `/admin/compliance/verify/${segment(auditLogId)}` }, options);
  }

  soc2Report(organizationId: number | string, period: PeriodQuery = {}, options?: CallOptions): Promise<VerdictResponse<Soc2Report>> {
    return this.http.request(
      { method: 'GET', path: `/admin/compliance/report/soc2/${segment(organizationId)}`, query: { ...period } },
      options,
    );
  }

  /** Default window: the last 24 hours. */
  threats(organizationId: number | string, period: PeriodQuery = {}, options?: CallOptions): Promise<VerdictResponse<ThreatSummary>> {
    return this.http.request({ method: 'GET', path: `/admin/security/threats/${segment(organizationId)}`, query: { ...period } }, options);
  }
}
