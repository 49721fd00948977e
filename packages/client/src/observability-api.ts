/** `client.metrics.*`, `client.badges.*` and `client.logs.*` (spec 4.6, 4.7, 4.9). */
import { type CallOptions, segment, type Transport, type VerdictResponse } from './http.ts';
import type { GlobalMetrics, LogsResponse, OrganizationMetrics } from './types.ts';

export class MetricsApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  /** Owner/admin credential. */
  global(options?: CallOptions): Promise<VerdictResponse<GlobalMetrics>> {
    return this.http.request({ method: 'GET', path: '/metrics' }, options);
  }

  organization(organizationId: number | string, options?: CallOptions): Promise<VerdictResponse<OrganizationMetrics>> {
    return this.http.request({ method: 'GET', path: `/metrics/${segment(organizationId)}` }, options);
  }

  /** Prometheus text exposition format 0.0.4. */
  prometheus(options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.http.request({ method: 'GET', path: '/metrics/prometheus', accept: 'text/plain', responseType: 'text' }, options);
  }
}

export interface CustomBadgeQuery {
  label?: string;
  message?: string;
  /** `#RRGGBB` */
  color?: string;
  logo?: boolean;
}

/** Every badge method resolves to the SVG document as text. */
export class BadgesApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  private svg(path: string, query: Record<string, string | boolean | undefined>, options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.http.request({ method: 'GET', path, query, accept: 'image/svg+xml', responseType: 'text' }, options);
  }

  verified(query: { verified?: boolean } = {}, options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.svg('/badge/verified', { verified: query.verified }, options);
  }

  status(status: string, options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.svg(`/badge/status/${segment(status)}`, {}, options);
  }

  attestation(attestationId: string, options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.svg(`/badge/attestation/${segment(attestationId)}`, {}, options);
  }

  engine(engine: string, query: { verified?: boolean } = {}, options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.svg(`/badge/engine/${segment(engine)}`, { verified: query.verified }, options);
  }

  custom(query: CustomBadgeQuery = {}, options?: CallOptions): Promise<VerdictResponse<string>> {
    return this.svg('/badge/custom', { ...query }, options);
  }
}

export class LogsApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  /** The organization's most recent verifications (default 10, most recent first). */
  list(query: { limit?: number } = {}, options?: CallOptions): Promise<VerdictResponse<LogsResponse>> {
    return this.http.request({ method: 'GET', path: '/logs', query: { limit: query.limit } }, options);
  }
}
