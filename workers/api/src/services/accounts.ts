import { addUser, createOrganizationWithOwner, findOrganization, findUser, findUserByEmail, type UserRow } from '@verdict/db';
import { ApiError } from '../errors.ts';
import type { AppVariables, Env } from '../env.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../lib/crypto.ts';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken } from './tokens.ts';

type Deps = Pick<AppVariables, 'db' | 'clock' | 'ids'> & { env: Env };

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
  return { ...(await tokenResponse(deps, created.user)), organization: created.organization };
}

export async function signin(deps: Deps, input: { email: string; password: string }) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new ApiError('INVALID_CREDENTIALS', 'Invalid email or password.');
  }
  const ok = await verifyPassword(input.password, user.passwordHash);
  if (!ok || user.status !== 'active') throw new ApiError('INVALID_CREDENTIALS', 'Invalid email or password.');
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
