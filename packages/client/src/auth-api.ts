/** `client.auth.*`: sign-up/sign-in and API keys (spec 4.5). Key management needs a bearer token. */
import { type CallOptions, segment, type Transport, type VerdictResponse } from './http.ts';
import type {
  ApiKeyList,
  CreateApiKeyRequest,
  CreatedApiKey,
  MeResponse,
  RevokedApiKey,
  RotatedApiKey,
  SigninRequest,
  SignupRequest,
  TokenResponse,
} from './types.ts';

export class AuthApi {
  private readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  /** Creates a user (role owner) and its organization; answers 201 with an access token. No credential is sent. */
  signup(body: SignupRequest, options?: CallOptions): Promise<VerdictResponse<TokenResponse>> {
    return this.http.request({ method: 'POST', path: '/auth/signup', json: body, auth: 'none' }, options);
  }

  /** No credential is sent. Use `client.withCredentials({ bearerToken: data.access_token })` afterwards. */
  signin(body: SigninRequest, options?: CallOptions): Promise<VerdictResponse<TokenResponse>> {
    return this.http.request({ method: 'POST', path: '/auth/signin', json: body, auth: 'none' }, options);
  }

  me(options?: CallOptions): Promise<VerdictResponse<MeResponse>> {
    return this.http.request({ method: 'GET', path: '/auth/me' }, options);
  }

  /** The full key is in `data.key` and is shown only this once. */
  createApiKey(body: CreateApiKeyRequest, options?: CallOptions): Promise<VerdictResponse<CreatedApiKey>> {
    return this.http.request({ method: 'POST', path: '/auth/api-keys', json: body }, options);
  }

  listApiKeys(options?: CallOptions): Promise<VerdictResponse<ApiKeyList>> {
    return this.http.request({ method: 'GET', path: '/auth/api-keys' }, options);
  }

  /** Soft delete: the key stops working and leaves the list. */
  revokeApiKey(keyId: string, options?: CallOptions): Promise<VerdictResponse<RevokedApiKey>> {
    return this.http.request({ method: 'DELETE', path: `/auth/api-keys/${segment(keyId)}` }, options);
  }

  /** `POST /admin/keys/rotate`: a new key with the same name, scopes and allowlist; the old one is revoked. */
  rotateKey(keyId: string, options?: CallOptions): Promise<VerdictResponse<RotatedApiKey>> {
    return this.http.request({ method: 'POST', path: '/admin/keys/rotate', json: { key_id: keyId } }, options);
  }
}
