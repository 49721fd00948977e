import { createOrganizationWithOwner, findOrganization, findUser, findUserByEmail, type UserRow } from '@verdict/db';
import { ApiError } from '../errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/crypto.ts';
import { weakPasswordReason } from '../lib/password-policy.ts';
import { appendAudit } from './audit.ts';
import type { ServiceDeps } from './deps.ts';
import { throttle, throttlePolicy, throttleSubject, tooManyAttempts } from './throttle.ts';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from './tokens.ts';

type Deps = ServiceDeps;

export function publicUser(user: UserRow) {
  return { id: user.id, email: user.email, org_id: String(user.orgId), role: user.role };
}

async function tokenResponse(deps: Deps, user: UserRow) {
  const accessToken = await issueAccessToken(deps.env, { userId: user.id, orgId: user.orgId, role: user.role }, deps.clock.now());
  return { access_token: accessToken, token_type: 'bearer' as const, expires_in: ACCESS_TOKEN_TTL_SECONDS, user: publicUser(user) };
}

function requireStrongPassword(password: string, email: string): void {
  const reason = weakPasswordReason(password, { email });
  if (reason) throw new ApiError('WEAK_PASSWORD', `This password is too easy to guess: ${reason}.`);
}

/**
 * Sign-up is throttled per email and per client address before any work (it also tells whether an address is
 * registered, so it is a guessing oracle like sign-in).
 */
export async function signup(deps: Deps, input: { email: string; password: string; organization_name: string }, client: string) {
  const nowMs = deps.clock.now().getTime();
  const [byEmail, byClient] = await Promise.all([
    throttleSubject('signup', 'email', input.email).then((name) => throttle(deps.env, name)),
    throttleSubject('signup', 'client', client).then((name) => throttle(deps.env, name)),
  ]);
  const decisions = await Promise.all([
    byEmail.take(nowMs, throttlePolicy(deps.env, 'THROTTLE_SIGNUP_EMAIL')),
    byClient.take(nowMs, throttlePolicy(deps.env, 'THROTTLE_SIGNUP_CLIENT')),
  ]);
  const denied = decisions.filter((d) => !d.allowed);
  if (denied.length > 0) throw tooManyAttempts(denied, 'sign-up attempts');
  requireStrongPassword(input.password, input.email);
  if (await findUserByEmail(deps.db, input.email)) {
    throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists.');
  }
  const passwordHash = await hashPassword(input.password);
  let created: Awaited<ReturnType<typeof createOrganizationWithOwner>>;
  try {
    created = await createOrganizationWithOwner(deps.db, {
      organizationName: input.organization_name,
      userId: deps.ids.next('usr'),
      email: input.email,
      passwordHash,
      createdAt: deps.clock.now().toISOString(),
    });
  } catch (error) {
    // Two concurrent signups with one email: the unique index rejects the second batch as a whole.
    if (String(error).includes('UNIQUE')) throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists.');
    throw error;
  }
  await appendAudit(deps, {
    orgId: created.organization.id,
    actor: { type: 'user', id: created.user.id },
    action: 'auth.signup',
    outcome: 'success',
    resource: `organization:${created.organization.id}`,
    details: { email: created.user.email },
  });
  return tokenResponse(deps, created.user);
}

/**
 * Sign-in, throttled per account and per client address. A locked subject is refused (429) before any password work,
 * so guessing gains nothing while locked. Both failure paths — unknown email and wrong password — do the same work
 * (two throttle checks, one lookup, one PBKDF2 run, two throttle charges) and nothing else: a wrong password for a
 * known account reaches its organization's audit trail as an aggregated event written later by the throttle object.
 */
export async function signin(deps: Deps, input: { email: string; password: string }, client: string) {
  const nowMs = deps.clock.now().getTime();
  const emailPolicy = throttlePolicy(deps.env, 'THROTTLE_SIGNIN_EMAIL');
  const clientPolicy = throttlePolicy(deps.env, 'THROTTLE_SIGNIN_CLIENT');
  const [byEmail, byClient] = await Promise.all([
    throttleSubject('signin', 'email', input.email).then((name) => throttle(deps.env, name)),
    throttleSubject('signin', 'client', client).then((name) => throttle(deps.env, name)),
  ]);
  const checks = await Promise.all([byEmail.check(nowMs, emailPolicy), byClient.check(nowMs, clientPolicy)]);
  const locked = checks.filter((d) => !d.allowed);
  if (locked.length > 0) throw tooManyAttempts(locked, 'sign-in attempts');

  const user = await findUserByEmail(deps.db, input.email);
  const ok: boolean = user
    ? (await verifyPassword(input.password, user.passwordHash)) && user.status === 'active'
    : await burnPasswordCheck(input.password).then(() => false);
  if (!ok || !user) {
    await Promise.all([
      byEmail.take(
        nowMs,
        emailPolicy,
        user
          ? {
              orgId: user.orgId,
              actorType: 'user',
              actorId: user.id,
              action: 'auth.signin',
              outcome: 'failure',
              resource: `user:${user.id}`,
              details: { reason: 'invalid_credentials' },
            }
          : undefined,
      ),
      byClient.take(nowMs, clientPolicy),
    ]);
    throw new ApiError('INVALID_CREDENTIALS', 'Invalid email or password.');
  }
  await byEmail.reset();
  await appendAudit(deps, { orgId: user.orgId, actor: { type: 'user', id: user.id }, action: 'auth.signin', outcome: 'success' });
  return tokenResponse(deps, user);
}

export async function me(deps: Deps, orgId: number, userId: string) {
  const [user, organization] = await Promise.all([findUser(deps.db, orgId, userId), findOrganization(deps.db, orgId)]);
  if (!user || !organization) throw new ApiError('UNAUTHORIZED', 'Invalid bearer token.');
  return {
    user: publicUser(user),
    organization: { id: String(organization.id), name: organization.name, created_at: organization.createdAt },
  };
}
