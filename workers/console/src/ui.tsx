import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiProblem, adviceFor } from './api.ts';
import { TONE_LABELS, type Tone } from './verdict.ts';

/** A problem from the API (or anything thrown), with what to do about it. */
export function ProblemBox(props: { error: unknown; context?: string }) {
  const problem = props.error instanceof ApiProblem ? props.error : null;
  const message = problem ? problem.detail || problem.title : props.error instanceof Error ? props.error.message : 'Something went wrong.';
  const advice = problem ? adviceFor(problem) : null;
  return (
    <div class="problem" role="alert">
      <p>
        <strong>{props.context ?? (problem ? `${problem.status || 'Network'} ${problem.title}` : 'Error')}</strong>
        {problem && <code class="code-tag">{problem.code}</code>}
      </p>
      <p>{message}</p>
      {advice && <p class="advice">{advice}</p>}
      {problem?.requestId && <p class="muted small">Request id: {problem.requestId}</p>}
    </div>
  );
}

export function Empty(props: { title: string; children?: ComponentChildren }) {
  return (
    <div class="empty">
      <p>
        <strong>{props.title}</strong>
      </p>
      {props.children}
    </div>
  );
}

export function Loading(props: { label?: string }) {
  return (
    <p class="loading" role="status">
      {props.label ?? 'Loading…'}
    </p>
  );
}

export function Badge(props: { word: string; tone: Tone }) {
  return (
    <span class={`badge tone-${props.tone}`} title={TONE_LABELS[props.tone]}>
      {props.word}
    </span>
  );
}

/** Copies `text`; says so in a live region so screen-reader users hear it too. */
export function CopyButton(props: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span class="copy">
      <button type="button" onClick={copy}>
        {props.label ?? 'Copy'}
      </button>
      <span role="status" class="small muted">
        {state === 'copied' ? 'Copied.' : state === 'failed' ? 'Copy failed: select the text and copy it.' : ''}
      </span>
    </span>
  );
}

export interface Async<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/**
 * Runs `load` when `deps` change; stale answers from an earlier run are dropped. `loading` is true from the very render
 * in which the deps changed (not one effect later), so a view never shows the previous answer as if it were current;
 * `data` still holds the previous answer for views that keep it on screen while refreshing.
 */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): Async<T> {
  const [tick, setTick] = useState(0);
  const current = [...deps, tick];
  const [state, setState] = useState<{ data: T | null; error: unknown; for: unknown[] | null }>({ data: null, error: null, for: null });
  const run = useRef(0);
  useEffect(() => {
    const id = ++run.current;
    const key = current;
    load().then(
      (data) => id === run.current && setState({ data, error: null, for: key }),
      (error: unknown) => id === run.current && setState({ data: null, error, for: key }),
    );
  }, current);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const loaded = state.for !== null && state.for.length === current.length && state.for.every((v, i) => Object.is(v, current[i]));
  return { data: state.data, error: loaded ? state.error : null, loading: !loaded, reload };
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

/** A time of day for today's events, a date and time otherwise: compact tables stay readable. */
export function formatShortTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toDateString() === new Date().toDateString()
    ? d.toLocaleTimeString(undefined, { timeStyle: 'medium' })
    : d.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
}

/** JSON for people: indented, with a cap so a huge value cannot freeze the page. */
export function JsonBlock(props: { value: unknown; label?: string }) {
  const text = String(JSON.stringify(props.value, null, 2));
  return (
    <pre class="json" title={props.label}>
      {text.length > 100_000 ? `${text.slice(0, 100_000)}\n…` : text}
    </pre>
  );
}

/** Saves `text` as a file through a temporary object URL. */
export function download(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
