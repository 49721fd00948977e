import { useState } from 'preact/hooks';
import { useSession } from '../session.tsx';
import { Badge, CopyButton, Empty, formatTime, Loading, ProblemBox, useAsync } from '../ui.tsx';
import type { Tone } from '../verdict.ts';

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  status: 'active' | 'disabled';
  created_at: string;
}

interface Delivery {
  id: string;
  event_type: string;
  status: 'pending' | 'retrying' | 'succeeded' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
}

/** The events an endpoint can subscribe to (docs/webhooks.md); the API refuses any other. */
const EVENTS = [
  ['batch.completed', 'an asynchronous batch finished'],
  ['agent.blocked', 'a guard blocked an agent'],
  ['attestation.revoked', 'an attestation was revoked'],
  ['audit.chain_broken', 'the audit chain failed a check'],
] as const;

const DELIVERY_TONES: Record<Delivery['status'], Tone> = { succeeded: 'pass', failed: 'fail', retrying: 'unknown', pending: 'info' };

/**
 * GET/POST /v1/webhooks, POST /v1/webhooks/{id}/test, GET /v1/webhooks/{id}/deliveries. The routes need `admin:all`,
 * which owners and admins hold; members see the API's 403 with its explanation.
 */
export function Webhooks() {
  const { api } = useSession();
  const list = useAsync(() => api<{ webhooks: Endpoint[] }>('/v1/webhooks'), []);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [tested, setTested] = useState<string | null>(null);

  const create = async (event: Event) => {
    event.preventDefault();
    const formEl = event.currentTarget as HTMLFormElement;
    const form = new FormData(formEl);
    const events = EVENTS.map(([name]) => name).filter((name) => form.get(`event:${name}`) === 'on');
    const description = String(form.get('description') ?? '').trim();
    const json: Record<string, unknown> = { url: String(form.get('url') ?? '').trim(), events };
    if (description) json.description = description;
    setBusy(true);
    setError(null);
    try {
      const created = await api<Endpoint & { secret: string }>('/v1/webhooks', { json });
      setSecret({ url: created.url, secret: created.secret });
      setSelected(created.id);
      formEl.reset();
      list.reload();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const sendTest = async (endpoint: Endpoint) => {
    setBusy(true);
    setError(null);
    try {
      await api(`/v1/webhooks/${encodeURIComponent(endpoint.id)}/test`, { method: 'POST' });
      setTested(endpoint.id);
      setSelected(endpoint.id);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const endpoints = list.data?.webhooks ?? [];
  const current = endpoints.find((e) => e.id === selected) ?? null;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Webhooks</h1>
      <p class="muted">
        Verdict POSTs signed events (Standard Webhooks) to your endpoints and retries failed deliveries with backoff. Check the signature
        with the endpoint's secret (<code>docs/webhooks.md</code>).
      </p>
      {secret && (
        <div class="card stack shown-once" role="status">
          <h2>Endpoint created</h2>
          <p>
            Signing secret for <code>{secret.url}</code>: <strong>this is the only time it is shown.</strong>
          </p>
          <code class="secret" data-testid="webhook-secret">
            {secret.secret}
          </code>
          <div class="row">
            <CopyButton text={secret.secret} label="Copy secret" />
            <button type="button" class="link" onClick={() => setSecret(null)}>
              Done, hide it
            </button>
          </div>
        </div>
      )}
      {error !== null && <ProblemBox error={error} />}
      <form class="card stack" onSubmit={create} aria-labelledby="create-webhook-title">
        <h2 id="create-webhook-title">Add an endpoint</h2>
        <label>
          URL <span class="small muted">(HTTPS; private and loopback addresses are refused in production)</span>
          <input name="url" type="url" required maxLength={2048} placeholder="an HTTPS URL, e.g. on hooks.example.com" />
        </label>
        <fieldset>
          <legend>Events</legend>
          {EVENTS.map(([name, what]) => (
            <label key={name} class="inline">
              <input type="checkbox" name={`event:${name}`} defaultChecked /> <code>{name}</code> <span class="small muted">{what}</span>
            </label>
          ))}
        </fieldset>
        <label>
          Description <span class="small muted">(optional)</span>
          <input name="description" maxLength={500} />
        </label>
        <div>
          <button type="submit" class="primary" disabled={busy}>
            Add endpoint
          </button>
        </div>
      </form>
      <h2>Endpoints</h2>
      {list.loading && !list.data && <Loading />}
      {list.error !== null && <ProblemBox error={list.error} />}
      {list.data && endpoints.length === 0 && (
        <Empty title="No endpoints yet">
          <p>Add one above to be told when batches finish, agents are blocked or attestations are revoked.</p>
        </Empty>
      )}
      {endpoints.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Webhook endpoints</caption>
            <thead>
              <tr>
                {['URL', 'Events', 'Status', 'Created', 'Actions'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {endpoints.map((e) => (
                <tr key={e.id} data-webhook-id={e.id}>
                  <th scope="row">
                    <code>{e.url}</code>
                    {e.description && <div class="small muted">{e.description}</div>}
                  </th>
                  <td>{e.events.join(', ')}</td>
                  <td>
                    <Badge word={e.status} tone={e.status === 'active' ? 'pass' : 'unknown'} />
                  </td>
                  <td>{formatTime(e.created_at)}</td>
                  <td class="actions">
                    <span class="row">
                      <button type="button" disabled={busy} onClick={() => sendTest(e)} aria-label={`Send a test event to ${e.url}`}>
                        Send test event
                      </button>
                      <button
                        type="button"
                        onClick={() => setSelected(e.id)}
                        aria-pressed={selected === e.id}
                        aria-label={`Show deliveries of ${e.url}`}
                      >
                        Deliveries
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {current && <Deliveries endpoint={current} justTested={tested === current.id} />}
    </section>
  );
}

function Deliveries(props: { endpoint: Endpoint; justTested: boolean }) {
  const { api } = useSession();
  const id = props.endpoint.id;
  const deliveries = useAsync(
    () => api<{ deliveries: Delivery[] }>(`/v1/webhooks/${encodeURIComponent(id)}/deliveries?limit=20`),
    [id, props.justTested],
  );
  const rows = deliveries.data?.deliveries ?? [];
  return (
    <section class="card stack" aria-labelledby="deliveries-title">
      <div class="row">
        <h2 id="deliveries-title">
          Deliveries to <code>{props.endpoint.url}</code>
        </h2>
        <button type="button" onClick={deliveries.reload}>
          Refresh
        </button>
      </div>
      {props.justTested && (
        <p role="status" class="small">
          A <code>webhook.test</code> event was queued; its delivery appears below (refresh to follow its attempts).
        </p>
      )}
      {deliveries.loading && !deliveries.data && <Loading />}
      {deliveries.error !== null && <ProblemBox error={deliveries.error} />}
      {deliveries.data && rows.length === 0 && (
        <Empty title="No deliveries yet">
          <p>Send a test event, or wait for one of the subscribed events.</p>
        </Empty>
      )}
      {rows.length > 0 && (
        <div class="table-wrap">
          <table class="compact">
            <caption class="sr-only">Recent deliveries, newest first</caption>
            <thead>
              <tr>
                {['Event', 'Status', 'Attempts', 'Last answer', 'Next attempt', 'Created'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} data-delivery-id={d.id}>
                  <th scope="row">
                    <code>{d.event_type}</code>
                  </th>
                  <td>
                    <Badge word={d.status} tone={DELIVERY_TONES[d.status]} />
                  </td>
                  <td>{d.attempts}</td>
                  <td>{d.last_status_code !== null ? `HTTP ${d.last_status_code}` : (d.last_error ?? '—')}</td>
                  <td>{formatTime(d.next_attempt_at)}</td>
                  <td>{formatTime(d.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
