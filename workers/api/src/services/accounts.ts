import { addUser, createOrganizationWithOwner, findOrganization, findUser, findUserByEmail, type UserRow } from '@verdict/db';
import { ApiError } from '../errors.ts';
import type { ServiceDeps } from './deps.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/crypto.ts';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from './tokens.ts';

type Deps = ServiceDeps;

export function publicUser(user: UserRow) {
  return { id: user.id, email: user.email, org_id: String(user.orgId), role: user.role };
}

async function tokenResponse(deps: Deps, user: UserRow) {
  const accessToken = await issueAccessToken(deps.env, { userId: user.id, orgId: user.orgId, role: user.role }, deps.clock.now());
  return { access_token: accessToken, token_type: 'bearer' as const, expires_in: ACCESS_TOKEN_TTL_SECONDS, user: publicUser(user) };
}

export async function signup(deps: Deps, input: { email: string; password: string; organization_name: string }) {
  if (await findUserByEmail(deps.db, input.email)) {
    throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists.');
  }
  const passwordHash = await hashPassword(input.password);
  let created;
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
  await deps.audit({
    orgId: created.organization.id,
    actor: { type: 'user', id: created.user.id },
    action: 'auth.signup',
    outcome: 'success',
    resource: `organization:${created.organization.id}`,
    details: { email: created.user.email },
  });
  return tokenResponse(deps, created.user);
}

export async function signin(deps: Deps, input: { email: string; password: string }) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new ApiError('INVALID_CREDENTIALS', 'Invalid email or password.');
  }
  const ok = (await verifyPassword(input.password, user.passwordHash)) && user.status === 'active';
  // Failures are recorded in the account's organization; an unknown email has no organization to record it in.
  await deps.audit({ orgId: user.orgId, actor: { type: 'user', id: user.id }, action: 'auth.signin', outcome: ok ? 'success' : 'failure' });
  if (!ok) throw new ApiError('INVALID_CREDENTIALS', 'Invalid email or password.');
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

/** Adds a user to an existing organization (used by tests and the admin tooling to exercise admin/member roles). */
export async function inviteUser(deps: Deps, orgId: number, input: { email: string; password: string; role: 'admin' | 'member' }) {
  if (await findUserByEmail(deps.db, input.email)) throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists.');
  return addUser(deps.db, orgId, {
    id: deps.ids.next('usr'),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    createdAt: deps.clock.now().toISOString(),
  });
}
