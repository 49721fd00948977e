import './console.css';
import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Activity } from './pages/activity.tsx';
import { Agents } from './pages/agents.tsx';
import { Checker } from './pages/checker.tsx';
import { Keys } from './pages/keys.tsx';
import { Overview } from './pages/overview.tsx';
import { Playground } from './pages/playground.tsx';
import { Webhooks } from './pages/webhooks.tsx';
import { PAGES, type PageId, useRoute } from './router.tsx';
import {
  forgetSession,
  rememberSession,
  restoreSession,
  type Session,
  type SessionApi,
  SessionContext,
  SignIn,
  sessionCaller,
} from './session.tsx';
import { Loading } from './ui.tsx';

const VIEWS: Record<PageId, () => preact.JSX.Element> = {
  overview: Overview,
  playground: Playground,
  keys: Keys,
  activity: Activity,
  agents: Agents,
  webhooks: Webhooks,
  checker: Checker,
};

/**
 * The skip link moves focus to the content. It is a button, not a link to `#main`: pages live in the URL fragment
 * (`#/keys`), and that fragment would have opened the Overview instead of skipping to the current page's content.
 */
function skipToContent() {
  const main = document.getElementById('main');
  main?.focus();
  main?.scrollIntoView();
}

function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A reload first tries the session this tab kept (sessionStorage), checked with the API.
  const [restoring, setRestoring] = useState(true);
  const page = useRoute();

  useEffect(() => {
    void restoreSession().then((restored) => {
      if (restored) setSession(restored);
      setRestoring(false);
    });
  }, []);

  const value = useMemo<SessionApi | null>(() => {
    if (!session) return null;
    const signOut = (reason?: string) => {
      forgetSession();
      setNotice(reason ?? null);
      setSession(null);
    };
    return {
      session,
      signOut,
      // The API key stays in memory only: it is not part of what a reload restores.
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

  if (restoring) {
    return (
      <main id="main" class="signin">
        <Loading label="Restoring your session…" />
      </main>
    );
  }
  if (!session || !value) {
    return (
      <SignIn
        notice={notice}
        onSession={(s) => {
          rememberSession(s);
          setNotice(null);
          setSession(s);
        }}
      />
    );
  }
  const View = VIEWS[page];
  return (
    <SessionContext.Provider value={value}>
      <button type="button" class="skip" onClick={skipToContent}>
        Skip to content
      </button>
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
