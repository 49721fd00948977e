/** `client.attestation.*` (spec 4.4). For offline verification without the service, see `verifyAttestationOffline`. */
import { type CallOptions, segment, type Transport, type VerdictResponse } from './http.ts';
import type { AttestationRecord, AttestationVerification, DecodedAttestationView, RevokedAttestation } from './types.ts';

export const ATTESTATION_JWT_MEDIA_TYPE = 'application/service-attestation+jwt';
export const ATTESTATION_JSON_MEDIA_TYPE = 'application/service-attestation+json';

/** `json`: the stored record; `jwt`: the compact JWT text; `decoded`: header/payload/signature view. */
export type AttestationFormat = 'json' | 'jwt' | 'decoded';

export class AttestationApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  get(id: string, options?: CallOptions & { accept?: 'json' }): Promise<VerdictResponse<AttestationRecord>>;
  get(id: string, options: CallOptions & { accept: 'jwt' }): Promise<VerdictResponse<string>>;
  get(id: string, options: CallOptions & { accept: 'decoded' }): Promise<VerdictResponse<DecodedAttestationView>>;
  get(
    id: string,
    options: CallOptions & { accept?: AttestationFormat } = {},
  ): Promise<VerdictResponse<AttestationRecord | string | DecodedAttestationView>> {
    const { accept = 'json', ...call } = options;
    const path = `/attestation/${segment(id)}`;
    if (accept === 'jwt')
      return this.http
        .request<string>({ method: 'GET', path, accept: ATTESTATION_JWT_MEDIA_TYPE, responseType: 'text' }, call)
        .then(trimmed);
    if (accept === 'decoded') return this.http.request({ method: 'GET', path, accept: ATTESTATION_JSON_MEDIA_TYPE }, call);
    return this.http.request({ method: 'GET', path }, call);
  }

  /** Server-side verification (issuer registry and revocation list of the service). An invalid token is a 200 with `valid: false`. */
  verify(jwt: string, options?: CallOptions): Promise<VerdictResponse<AttestationVerification>> {
    return this.http.request({ method: 'POST', path: '/attestation/verify', json: { jwt } }, options);
  }

  /** Owner/admin only. */
  revoke(id: string, options: CallOptions & { reason?: string } = {}): Promise<VerdictResponse<RevokedAttestation>> {
    const { reason, ...call } = options;
    return this.http.request(
      { method: 'POST', path: `/attestation/${segment(id)}/revoke`, json: reason === undefined ? {} : { reason } },
      call,
    );
  }
}

function trimmed(response: VerdictResponse<string>): VerdictResponse<string> {
  return { ...response, data: response.data.trim() };
}
