import { useState } from 'preact/hooks';
import { useSession } from '../session.tsx';
import { CopyButton, Empty, formatTime, Loading, ProblemBox, useAsync } from '../ui.tsx';

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  ip_allowlist: string[] | null;
  is_test: boolean;
  created_at: string;
  last_used_at: string | null;
}

interface CreatedKey {
  id: string;
  name: string;
  key: string;
  scopes: string[];
  rotated_from?: string;
}

// metrics:read makes a metrics key (Prometheus scrapes, nothing else); like admin:all, only owners and admins may grant it.
const SCOPES = ['verify:read', 'agent:write', 'attestation:read', 'metrics:read', 'admin:all'] as const;
const ADMIN_ONLY = new Set<string>(['admin:all', 'metrics:read']);
const DEFAULT_SCOPES = new Set<string>(['verify:read', 'agent:write', 'attestation:read']);

/** GET/POST /v1/auth/api-keys, DELETE /v1/auth/api-keys/{id}, POST /v1/admin/keys/rotate. */
export function Keys() {
  const { api, session, setApiKey } = useSession();
  const list = useAsync(() => api<{ keys: ApiKey[]; total: number }>('/v1/auth/api-keys'), []);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{ id: string; action: 'revoke' | 'rotate' } | null>(null);
  const canAdmin = session.user.role === 'owner' || session.user.role === 'admin';

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      list.reload();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const create = (event: Event) => {
    event.preventDefault();
    const formEl = event.currentTarget as HTMLFormElement;
    const form = new FormData(formEl);
    const scopes = SCOPES.filter((s) => form.get(`scope:${s}`) === 'on');
    const ips = String(form.get('ip_allowlist') ?? '')
      .split(/[\s,]+/)
      .filter(Boolean);
    const json: Record<string, unknown> = { name: String(form.get('name') ?? ''), scopes };
    if (ips.length) json.ip_allowlist = ips;
    if (form.get('test') === 'on') json.test = true;
    return act(async () => {
      setCreated(await api<CreatedKey>('/v1/auth/api-keys', { json }));
      formEl.reset();
    });
  };

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">API keys</h1>
      {created && (
        <div class="card stack shown-once" role="status">
          <h2>{created.rotated_from ? `Key “${created.name}” rotated` : `Key “${created.name}” created`}</h2>
          <p>
            Copy it now: <strong>this is the only time the full key is shown.</strong>
          </p>
          <code class="secret" data-testid="new-key">
            {created.key}
          </code>
          <div class="row">
            <CopyButton text={created.key} label="Copy key" />
            {created.scopes.includes('agent:write') && (
              <button type="button" onClick={() => setApiKey(created.key)} disabled={session.apiKey === created.key}>
                {session.apiKey === created.key ? 'Used by this console session' : 'Use for the Agents page (this session only)'}
              </button>
            )}
            <button type="button" class="link" onClick={() => setCreated(null)}>
              Done, hide it
            </button>
          </div>
        </div>
      )}
      {error !== null && <ProblemBox error={error} />}
      <form class="card stack" onSubmit={create} aria-labelledby="create-title">
        <h2 id="create-title">Create a key</h2>
        <label>
          Name
          <input name="name" required maxLength={100} placeholder="e.g. staging agent" />
        </label>
        <fieldset>
          <legend>Scopes</legend>
          {SCOPES.map((s) => (
            <label key={s} class="inline">
              <input type="checkbox" name={`scope:${s}`} defaultChecked={DEFAULT_SCOPES.has(s)} disabled={ADMIN_ONLY.has(s) && !canAdmin} />{' '}
              {s}
            </label>
          ))}
        </fieldset>
        <label>
          IP allowlist <span class="small muted">(optional: IPs or CIDR ranges, separated by spaces, commas or lines)</span>
          <textarea name="ip_allowlist" rows={2} class="mono" placeholder="203.0.113.7, 10.0.0.0/8" />
        </label>
        <label class="inline">
          <input type="checkbox" name="test" /> Test key (<code>svc_test_</code>: its traffic is marked as test)
        </label>
        <div>
          <button type="submit" class="primary" disabled={busy}>
            Create key
          </button>
        </div>
      </form>
      <h2>Active keys</h2>
      {list.loading && !list.data && <Loading />}
      {list.error !== null && <ProblemBox error={list.error} />}
      {list.data && list.data.keys.length === 0 && (
        <Empty title="No active keys">
          <p>Create one above to call the API from your code or agents.</p>
        </Empty>
      )}
      {list.data && list.data.keys.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Active API keys</caption>
            <thead>
              <tr>
                {['Name', 'Prefix', 'Scopes', 'IP allowlist', 'Created', 'Last used', 'Actions'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.keys.map((k) => (
                <tr key={k.id} data-key-id={k.id}>
                  <th scope="row">
                    {k.name} {k.is_test && <span class="badge tone-info">test</span>}
                  </th>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>{k.scopes.join(', ')}</td>
                  <td>{k.ip_allowlist?.length ? k.ip_allowlist.join(', ') : <span class="muted">any</span>}</td>
                  <td>{formatTime(k.created_at)}</td>
                  <td>{formatTime(k.last_used_at)}</td>
                  <td class="actions">
                    {confirming?.id === k.id ? (
                      <span class="row">
                        <span>{confirming.action === 'revoke' ? `Revoke ${k.name}?` : `Rotate ${k.name}?`}</span>
                        <button
                          type="button"
                          class="danger"
                          disabled={busy}
                          onClick={() =>
                            act(async () => {
                              if (confirming.action === 'revoke') {
                                await api(`/v1/auth/api-keys/${encodeURIComponent(k.id)}`, { method: 'DELETE' });
                                // A revoked key's secret is useless: stop showing it.
                                if (created?.id === k.id) setCreated(null);
                              } else setCreated(await api<CreatedKey>('/v1/admin/keys/rotate', { json: { key_id: k.id } }));
                              if (session.apiKey?.startsWith(k.prefix)) setApiKey(null);
                            })
                          }
                        >
                          Yes, {confirming.action}
                        </button>
                        <button type="button" onClick={() => setConfirming(null)}>
                          Cancel
                        </button>
                      </span>
                    ) : (
                      <span class="row">
                        <button type="button" onClick={() => setConfirming({ id: k.id, action: 'rotate' })} aria-label={`Rotate ${k.name}`}>
                          Rotate
                        </button>
                        <button
                          type="button"
                          class="danger"
                          onClick={() => setConfirming({ id: k.id, action: 'revoke' })}
                          aria-label={`Revoke ${k.name}`}
                        >
                          Revoke
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
