import './console.css';
import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Activity } from './pages/activity.tsx';
import { Agents } from './pages/agents.tsx';
import { Checker } from './pages/checker.tsx';
import { Keys } from './pages/keys.tsx';
import { Overview } from './pages/overview.tsx';
import { Playground } from './pages/playground.tsx';
import { PAGES, type PageId, useRoute } from './router.tsx';
import { type Session, type SessionApi, SessionContext, SignIn, sessionCaller } from './session.tsx';

const VIEWS: Record<PageId, () => preact.JSX.Element> = {
  overview: Overview,
  playground: Playground,
  keys: Keys,
  activity: Activity,
  agents: Agents,
  checker: Checker,
};

function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const page = useRoute();

  const value = useMemo<SessionApi | null>(() => {
    if (!session) return null;
    const signOut = (reason?: string) => {
      setNotice(reason ?? null);
      setSession(null);
    };
    return {
      session,
      signOut,
      setApiKey: (apiKey) => setSession({ ...session, apiKey }),
      api: sessionCaller(session, () => signOut('Your session ended (the access token expired or was refused). Sign in again.')),
    };
  }, [session]);

  // The access token lives one hour: end the session when it expires rather than failing call by call.
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(
      () => value?.signOut('Your session expired after an hour. Sign in again.'),
      Math.max(0, session.expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [session, value]);

  // Only a page change (or signing in) moves focus: a session update such as choosing an API key must not.
  const signedIn = session !== null;
  useEffect(() => {
    const label = PAGES.find((p) => p.id === page)?.label ?? '';
    document.title = signedIn ? `${label} · Verdict console` : 'Sign in · Verdict console';
    // Move focus to the new page's heading so keyboard and screen-reader users land on it.
    const heading = document.getElementById('page-title');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }, [page, signedIn]);

  if (!session || !value) {
    return (
      <SignIn
        notice={notice}
        onSession={(s) => {
          setNotice(null);
          setSession(s);
        }}
      />
    );
  }
  const View = VIEWS[page];
  return (
    <SessionContext.Provider value={value}>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">
          Verdict <span class="muted">console</span>
        </span>
        <span class="who small">
          {session.user.email} · {session.organization.name} · {session.user.role}
        </span>
        <button type="button" class="link" onClick={() => value.signOut('You signed out.')}>
          Sign out
        </button>
      </header>
      <div class="layout">
        <nav aria-label="Console pages">
          <ul>
            {PAGES.map((p) => (
              <li key={p.id}>
                <a href={`#/${p.id}`} aria-current={p.id === page ? 'page' : undefined}>
                  {p.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1}>
          <View key={page} />
        </main>
      </div>
    </SessionContext.Provider>
  );
}

const root = document.getElementById('app');
if (root) render(<App />, root);
