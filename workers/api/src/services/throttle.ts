import type { BucketPolicy, RateDecision } from '../durable/token-bucket.ts';
import type { Env } from '../env.ts';
import { ApiError } from '../errors.ts';
import { sha256Hex } from '../lib/crypto.ts';

/**
 * Guessing throttles, "attempts/seconds": a bucket of that many attempts that refills completely over that many
 * seconds. Each can be set per deployment with the variable of the same name.
 */
export const THROTTLE_DEFAULTS = {
  /** Failed sign-ins per account. */
  THROTTLE_SIGNIN_EMAIL: '10/900',
  /** Failed sign-ins per client address, over all accounts. */
  THROTTLE_SIGNIN_CLIENT: '30/300',
  /** Sign-ups per email address (sign-up tells whether an address is registered, so it is an oracle too). */
  THROTTLE_SIGNUP_EMAIL: '5/3600',
  /** Sign-ups per client address. */
  THROTTLE_SIGNUP_CLIENT: '10/3600',
  /** Invalid agent tokens per agent id. */
  THROTTLE_AGENT_TOKEN: '10/60',
  /** Invalid agent tokens per client address, over all agents. */
  THROTTLE_AGENT_CLIENT: '30/60',
} as const;

export type ThrottleName = keyof typeof THROTTLE_DEFAULTS;

export function throttlePolicy(env: Env, name: ThrottleName): BucketPolicy {
  const parse = (text: string | undefined) => {
    const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
    const attempts = Number(match?.[1]);
    const seconds = Number(match?.[2]);
    return attempts > 0 && seconds > 0 ? { capacity: attempts, refillPerSecond: attempts / seconds } : null;
  };
  return parse(env[name]) ?? (parse(THROTTLE_DEFAULTS[name]) as BucketPolicy);
}

/**
 * The caller's address. Only Cloudflare's edge sets CF-Connecting-IP (it overwrites any value a client sends), so it is
 * trusted only when the Worker is reached through that edge; without it every caller shares the bucket `unknown`.
 */
export function clientAddress(header: string | undefined): string {
  const value = header?.trim();
  return value && value.length <= 64 && /^[0-9A-Fa-f:.]+$/.test(value) ? value.toLowerCase() : 'unknown';
}

/** Object names: subjects are hashed where they are personal data (emails). */
export async function throttleSubject(kind: 'signin' | 'signup', by: 'email', email: string): Promise<string>;
export async function throttleSubject(kind: 'signin' | 'signup' | 'agent-token', by: 'client', address: string): Promise<string>;
export async function throttleSubject(kind: 'agent-token', by: 'agent', agentId: string): Promise<string>;
export async function throttleSubject(kind: string, by: string, value: string): Promise<string> {
  return `${kind}:${by}:${by === 'email' ? await sha256Hex(value.trim().toLowerCase()) : value}`;
}

export function throttle(env: Env, subject: string) {
  return env.AUTH_THROTTLE.getByName(subject);
}

export function tooManyAttempts(decisions: RateDecision[], what: string): ApiError {
  const wait = Math.max(1, ...decisions.map((d) => d.retryAfterSeconds));
  return new ApiError('RATE_LIMITED', `Too many ${what}; try again later.`, { headers: { 'retry-after': String(wait) } });
}
