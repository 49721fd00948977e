import { useEffect, useState } from 'preact/hooks';
import { ApiProblem } from '../api.ts';
import type { AuditEntry, AuditPage } from '../audit.ts';
import { useSession } from '../session.tsx';
import { Badge, download, Empty, formatTime, JsonBlock, Loading, ProblemBox, useAsync } from '../ui.tsx';
import { toneOf } from '../verdict.ts';

interface LogsResponse {
  organization_name: string;
  total_logs: number;
  logs: Array<{ id: number; query: string; is_verified: boolean; domain: string; timestamp: string }>;
}

export function Activity() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Activity</h1>
      <RecentVerifications />
      <AuditTrail />
    </section>
  );
}

/** GET /v1/logs: the newest verifications (the API caps a page at 100), filtered here by domain and result. */
function RecentVerifications() {
  const { api } = useSession();
  const logs = useAsync(() => api<LogsResponse>('/v1/logs?limit=100'), []);
  const [domain, setDomain] = useState('');
  const [result, setResult] = useState('');
  const domains = [...new Set(logs.data?.logs.map((l) => l.domain) ?? [])].sort((a, b) => a.localeCompare(b));
  const rows = (logs.data?.logs ?? []).filter((l) => (!domain || l.domain === domain) && (!result || String(l.is_verified) === result));
  return (
    <section class="card stack" aria-labelledby="logs-title">
      <div class="row spread">
        <h2 id="logs-title">Recent verifications</h2>
        <button type="button" onClick={logs.reload}>
          Refresh
        </button>
      </div>
      <div class="row filters">
        <label>
          Engine
          <select value={domain} onChange={(e) => setDomain(e.currentTarget.value)}>
            <option value="">all</option>
            {domains.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
        <label>
          Result
          <select value={result} onChange={(e) => setResult(e.currentTarget.value)}>
            <option value="">all</option>
            <option value="true">verified</option>
            <option value="false">not verified</option>
          </select>
        </label>
      </div>
      {logs.loading && !logs.data && <Loading />}
      {logs.error !== null && <ProblemBox error={logs.error} />}
      {logs.data && rows.length === 0 && (
        <Empty title={logs.data.logs.length ? 'Nothing matches these filters' : 'No verifications yet'}>
          <p>Run a claim in the Playground, or call the API with a key: it shows up here.</p>
        </Empty>
      )}
      {rows.length > 0 && (
        <div class="table-wrap">
          <table data-testid="logs-table">
            <caption class="sr-only">Recent verifications, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Engine</th>
                <th scope="col">Query</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((l) => (
                <tr key={l.id}>
                  <td>{formatTime(l.timestamp)}</td>
                  <td>{l.domain}</td>
                  <td class="clip">
                    <code>{l.query}</code>
                  </td>
                  <td>{l.is_verified ? <Badge word="VERIFIED" tone="pass" /> : <Badge word="NOT VERIFIED" tone="fail" />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {logs.data && (
        <p class="small muted">
          {logs.data.total_logs} verifications recorded for {logs.data.organization_name}.
        </p>
      )}
    </section>
  );
}

const PAGE_SIZE = 25;

/** GET /v1/audit/logs with the API's status filter and cursor paging; each entry's chain checked by the compliance route. */
function AuditTrail() {
  const { api } = useSession();
  const [status, setStatus] = useState('');
  const [action, setAction] = useState('');
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useAsync(() => {
    const q = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (status) q.set('status', status);
    if (cursor) q.set('cursor', cursor);
    return api<AuditPage>(`/v1/audit/logs?${q}`);
  }, [status, cursor]);
  const [exportError, setExportError] = useState<unknown>(null);
  // While a page loads, the previous page's rows are not shown under the new page number.
  const entries = page.loading ? [] : (page.data?.entries ?? []).filter((e) => !action || e.action.includes(action));

  const exportCsv = async () => {
    setExportError(null);
    try {
      download('audit-export.csv', await api<string>('/v1/audit/export', { text: true }), 'text/csv');
    } catch (e) {
      setExportError(e);
    }
  };

  return (
    <section class="card stack" aria-labelledby="audit-title">
      <div class="row spread">
        <h2 id="audit-title">Audit trail</h2>
        <span class="row">
          <button type="button" onClick={page.reload}>
            Refresh
          </button>
          <button type="button" onClick={exportCsv}>
            Export CSV (newest 1,000)
          </button>
        </span>
      </div>
      {exportError !== null && <ProblemBox error={exportError} context="Export failed" />}
      <div class="row filters">
        <label>
          Outcome
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value);
              setCursors([null]);
            }}
          >
            <option value="">all</option>
            <option value="verified">verified</option>
            <option value="blocked">blocked</option>
          </select>
        </label>
        <label>
          Action contains
          <input value={action} onInput={(e) => setAction(e.currentTarget.value)} placeholder="e.g. verification, api_key" />
        </label>
      </div>
      {page.loading && <Loading />}
      {page.error !== null && <ProblemBox error={page.error} />}
      {page.data && !page.loading && entries.length === 0 && (
        <Empty title="No audit entries here">
          <p>Entries appear for every sign-in, key change, verification and agent action.</p>
        </Empty>
      )}
      {entries.length > 0 && (
        <div class="table-wrap">
          <table data-testid="audit-table">
            <caption class="sr-only">Audit entries, newest first</caption>
            <thead>
              <tr>
                {['#', 'When', 'Actor', 'Action', 'Outcome', 'Chain', 'Details'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <AuditRow key={e.id} entry={e} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav class="row" aria-label="Audit pages">
        <button type="button" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          Newer
        </button>
        <span class="small muted">Page {cursors.length}</span>
        <button type="button" disabled={!page.data?.next_cursor} onClick={() => setCursors([...cursors, page.data?.next_cursor ?? null])}>
          Older
        </button>
      </nav>
    </section>
  );
}

interface ChainCheck {
  valid: boolean;
  hash_valid: boolean;
  hmac_valid: boolean;
  chain_valid: boolean;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { api } = useSession();
  const [check, setCheck] = useState<ChainCheck | 'forbidden' | 'error' | null>(null);
  useEffect(() => {
    let live = true;
    api<ChainCheck>(`/v1/admin/compliance/verify/${encodeURIComponent(entry.id)}`).then(
      (c) => live && setCheck(c),
      (e: unknown) => live && setCheck(e instanceof ApiProblem && e.status === 403 ? 'forbidden' : 'error'),
    );
    return () => {
      live = false;
    };
  }, [entry.id, api]);
  return (
    <tr data-audit-id={entry.id}>
      <td>{entry.seq}</td>
      <td>{formatTime(entry.timestamp)}</td>
      <td>
        {entry.actor.type}
        {entry.actor.id ? <span class="muted small"> {entry.actor.id}</span> : null}
      </td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        <Badge
          word={entry.outcome}
          tone={entry.outcome === 'success' ? 'info' : toneOf(entry.outcome === 'failure' ? 'FAILED' : entry.outcome)}
        />
      </td>
      <td data-chain>
        {check === null ? (
          <span class="muted small">checking…</span>
        ) : check === 'forbidden' ? (
          <span class="muted small" title="Checking the chain needs the admin:all scope (owner or admin)">
            owner/admin only
          </span>
        ) : check === 'error' ? (
          <span class="small">could not check</span>
        ) : check.valid ? (
          <Badge word="chain ok" tone="pass" />
        ) : (
          <span title={`hash ${check.hash_valid}, hmac ${check.hmac_valid}, chain ${check.chain_valid}`}>
            <Badge word="BROKEN" tone="fail" />
          </span>
        )}
      </td>
      <td>
        <details>
          <summary>view</summary>
          <JsonBlock
            value={{
              resource: entry.resource,
              details: entry.details,
              ip: entry.ip,
              request_id: entry.request_id,
              entry_hash: entry.entry_hash,
            }}
          />
        </details>
      </td>
    </tr>
  );
}
