import { AgentsApi } from './agents-api.ts';
import { AttestationApi } from './attestation-api.ts';
import { AdminApi, AuditApi } from './audit-api.ts';
import { AuthApi } from './auth-api.ts';
import { type CallOptions, type FetchLike, Transport, type VerdictResponse } from './http.ts';
import { BadgesApi, LogsApi, MetricsApi } from './observability-api.ts';
import type { HealthResponse } from './types.ts';
import { VerifyApi } from './verify-api.ts';

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface VerdictClientOptions {
  /** Origin of the service, without `/v1` (e.g. `http://127.0.0.1:8787`). A trailing `/v1` is tolerated. */
  baseUrl: string;
  /**
   * Sent as `X-API-Key`. Defaults to `process.env.SERVICE_API_KEY` where a `process` global exists (spec 5.8);
   * pass `null` to send no key even when the variable is set.
   */
  apiKey?: string | null;
  /** Sent as `Authorization: Bearer …` (from `auth.signin`); needed for /auth/me, API keys and /audit. */
  bearerToken?: string;
  /** Default `X-Agent-Token` for `agents.verify`, `agents.toolCall` and `agents.activity`. */
  agentToken?: string;
  /** A fetch implementation (default: the global fetch). */
  fetch?: FetchLike;
  /** Per-request timeout covering connection and body, default 60 000 ms; 0 disables it. */
  timeoutMs?: number;
  /** Sent as `User-Agent` where the runtime allows it. */
  userAgent?: string;
}

/** Reads SERVICE_API_KEY without importing any Node module, so the SDK still loads in browsers and Workers. */
function environmentApiKey(): string | undefined {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  const value = proc?.env?.SERVICE_API_KEY;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Typed client of the Verdict HTTP API. Every method resolves to a `VerdictResponse<T>`
 * (`{ data, status, requestId, attestation, headers }`) and rejects with `VerdictApiError` (non-2xx) or
 * `VerdictNetworkError` (no response, timeout, abort).
 *
 * @example
 * const client = new VerdictClient({ baseUrl: 'http://127.0.0.1:8787', apiKey: 'svc_live_…' });
 * const { data, attestation } = await client.verify.math({ expression: '2+2=4', options: { include_attestation: true } });
 */
export class VerdictClient {
  readonly verify: VerifyApi;
  readonly auth: AuthApi;
  readonly agents: AgentsApi;
  readonly attestation: AttestationApi;
  readonly audit: AuditApi;
  readonly admin: AdminApi;
  readonly metrics: MetricsApi;
  readonly badges: BadgesApi;
  readonly logs: LogsApi;
  private readonly http: Transport;
  private readonly options: VerdictClientOptions;

  constructor(options: VerdictClientOptions) {
    // Plain JavaScript callers can pass anything: the check holds beyond the type.
    const baseUrl: unknown = (options as Partial<VerdictClientOptions> | undefined)?.baseUrl;
    if (typeof baseUrl !== 'string' || !/^https?:\/\//i.test(baseUrl)) {
      throw new TypeError('VerdictClient: baseUrl must be an http(s) URL such as http://127.0.0.1:8787');
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new TypeError('VerdictClient: timeoutMs must be a non-negative number');
    this.options = options;
    this.http = new Transport({
      baseUrl: options.baseUrl,
      timeoutMs,
      fetch: options.fetch,
      userAgent: options.userAgent,
      credentials: {
        apiKey: options.apiKey === null ? undefined : (options.apiKey ?? environmentApiKey()),
        bearerToken: options.bearerToken,
        agentToken: options.agentToken,
      },
    });
    this.verify = new VerifyApi(this.http);
    this.auth = new AuthApi(this.http);
    this.agents = new AgentsApi(this.http);
    this.attestation = new AttestationApi(this.http);
    this.audit = new AuditApi(this.http);
    this.admin = new AdminApi(this.http);
    this.metrics = new MetricsApi(this.http);
    this.badges = new BadgesApi(this.http);
    this.logs = new LogsApi(this.http);
  }

  /** The normalised origin requests go to (`/v1` is appended per call). */
  get baseUrl(): string {
    return this.http.baseUrl;
  }

  /** A new client with the same settings and some credentials replaced (e.g. the bearer token after `auth.signin`). */
  withCredentials(credentials: Pick<VerdictClientOptions, 'apiKey' | 'bearerToken' | 'agentToken'>): VerdictClient {
    return new VerdictClient({ ...this.options, ...credentials });
  }

  /** `GET /v1/health`; no credential is sent. */
  health(options?: CallOptions): Promise<VerdictResponse<HealthResponse>> {
    return this.http.request({ method: 'GET', path: '/health', auth: 'none' }, options);
  }
}
