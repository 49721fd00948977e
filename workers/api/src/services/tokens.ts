import { SignJWT } from 'jose';
import type { Env } from '../env.ts';
import { ApiError } from '../errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const encoder = new TextEncoder();

/** The HS256 key for access tokens. A missing or short secret is a deployment error: refuse, never fall back. */
export function jwtKey(env: Env): Uint8Array {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < 32) {
    throw new ApiError('SERVICE_MISCONFIGURED', 'The service is not configured to issue or check access tokens.');
  }
  return encoder.encode(secret);
}

export async function issueAccessToken(env: Env, claims: { userId: string; orgId: number; role: string }, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ org: claims.orgId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(jwtKey(env));
}
