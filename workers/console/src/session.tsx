import { createContext } from 'preact';
import { useContext, useState } from 'preact/hooks';
import { ApiProblem, call } from './api.ts';
import { ProblemBox } from './ui.tsx';

export interface User {
  id: string;
  email: string;
  org_id: string;
  role: 'owner' | 'admin' | 'member';
}

export interface Session {
  /** The bearer access token: in memory, and in this tab's sessionStorage so that a reload keeps the session. */
  token: string;
  user: User;
  organization: { id: string; name: string };
  expiresAt: number;
  /** An API key the user chose to use in this session (GET /v1/agents accepts keys only). Memory only. */
  apiKey: string | null;
}

export interface SessionApi {
  session: Session;
  signOut(reason?: string): void;
  setApiKey(key: string | null): void;
  /** Calls the API with the session's bearer token; a 401 ends the session. */
  api<T>(path: string, options?: Parameters<typeof call>[1]): Promise<T>;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside a signed-in page');
  return value;
}

interface TokenResponse {
  access_token: string;
  expires_in: number;
}

async function openSession(token: string, expiresAt: number): Promise<Session> {
  const me = await call<{ user: User; organization: { id: string; name: string } }>('/v1/auth/me', { token });
  return { token, user: me.user, organization: me.organization, expiresAt, apiKey: null };
}

/**
 * The session survives a reload through sessionStorage: this tab only (other tabs and windows do not see it), gone
 * when the tab closes, and only the access token and its expiry (never an API key). The risk, accepted in
 * docs/console.md: script running in this origin could read the token for the rest of its hour.
 */
const STORAGE_KEY = 'verdict.console.session';

export function rememberSession(session: Session): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ token: session.token, expiresAt: session.expiresAt }));
  } catch {
    // Storage disabled (a privacy setting): the session stays in memory and a reload signs out, as before.
  }
}

export function forgetSession(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** The stored session, checked with the API (GET /v1/auth/me); null when there is none or it no longer holds. */
export async function restoreSession(): Promise<Session | null> {
  let stored: { token?: unknown; expiresAt?: unknown } | null = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const { token, expiresAt } = stored ?? {};
  // A token about to expire is not worth restoring: the session would end within seconds.
  if (typeof token !== 'string' || typeof expiresAt !== 'number' || expiresAt < Date.now() + 10_000) {
    forgetSession();
    return null;
  }
  try {
    return await openSession(token, expiresAt);
  } catch (e) {
    // Refused (revoked, expired, another deployment's key): forget it. A network failure keeps it for the next load.
    if (e instanceof ApiProblem && e.status === 401) forgetSession();
    return null;
  }
}

/** Sign in, or create an account and organization (POST /v1/auth/signin | /v1/auth/signup). */
export function SignIn(props: { onSession(s: Session): void; notice: string | null }) {
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const json: Record<string, string> = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    if (mode === 'signup') json.organization_name = String(form.get('organization_name') ?? '');
    setBusy(true);
    setError(null);
    try {
      const token = await call<TokenResponse>(`/v1/auth/${mode}`, { json });
      props.onSession(await openSession(token.access_token, Date.now() + token.expires_in * 1000));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const title = mode === 'signin' ? 'Sign in' : 'Create an account';
  return (
    <main id="main" class="signin">
      <h1>
        Verdict <span class="muted">console</span>
      </h1>
      <p class="muted">Try claims, manage keys, and audit what your organization's agents did.</p>
      {props.notice && (
        <p class="notice" role="status">
          {props.notice}
        </p>
      )}
      <form onSubmit={submit} class="card stack" aria-labelledby="signin-title">
        <h2 id="signin-title">{title}</h2>
        <label>
          Email
          <input name="email" type="email" autocomplete="username" required maxLength={254} />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autocomplete={mode === 'signin' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'signup' ? 12 : 1}
            maxLength={256}
          />
        </label>
        {mode === 'signup' && (
          <label>
            Organization name
            <input name="organization_name" required maxLength={200} autocomplete="organization" />
          </label>
        )}
        {error !== null && <ProblemBox error={error} context={mode === 'signin' ? 'Sign-in failed' : 'Sign-up failed'} />}
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Please wait…' : title}
        </button>
        <button type="button" class="link" onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}>
          {mode === 'signin' ? 'No account yet? Create one' : 'Have an account? Sign in'}
        </button>
      </form>
      <p class="muted small">
        The access token is kept for this tab only (sessionStorage): a reload keeps you signed in, closing the tab or signing out forgets
        it. Passwords need 12 characters or more.
      </p>
    </main>
  );
}

/** Wraps `call` with the session's credentials; the caller signs out on a 401 from a bearer call. */
export function sessionCaller(session: Session, onUnauthorized: () => void): SessionApi['api'] {
  return async <T,>(path: string, options: Parameters<typeof call>[1] = {}) => {
    try {
      return await call<T>(path, { token: session.token, ...options });
    } catch (e) {
      if (e instanceof ApiProblem && e.status === 401 && !options.apiKey) onUnauthorized();
      throw e;
    }
  };
}
