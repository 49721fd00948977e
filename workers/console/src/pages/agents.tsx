import { useState } from 'preact/hooks';
import { agentDigest } from '../audit.ts';
import { fetchAuditEntries } from '../audit-fetch.ts';
import { useSession } from '../session.tsx';
import { Badge, Empty, formatShortTime, formatTime, Loading, ProblemBox, useAsync } from '../ui.tsx';

interface Agent {
  agent_id: number;
  name: string;
  type: string;
  status: string;
  permissions: string[];
  max_cost_per_day: number;
  created_at: string;
}

/**
 * GET /v1/agents (the API accepts an API key with agent:write there, not a bearer token) and the agents' entries in
 * the audit trail, from which today's spend and the latest decisions are read.
 */
export function Agents() {
  const { session, setApiKey } = useSession();
  if (!session.apiKey) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title">Agents</h1>
        <form
          class="card stack"
          onSubmit={(e) => {
            e.preventDefault();
            const key = String(new FormData(e.currentTarget as HTMLFormElement).get('key') ?? '').trim();
            if (key) setApiKey(key);
          }}
        >
          <p>
            The API lists agents for an <strong>API key</strong> with the <code>agent:write</code> scope. Paste one, or create one on the{' '}
            <a href="#/keys">API keys</a> page and choose “Use for the Agents page”. It is kept in this page's memory only.
          </p>
          <label>
            API key
            <input name="key" type="password" autocomplete="off" class="mono" required pattern="svc_[A-Za-z0-9_\-]{10,200}" />
          </label>
          <div>
            <button type="submit" class="primary">
              Use this key
            </button>
          </div>
        </form>
      </section>
    );
  }
  return <AgentList apiKey={session.apiKey} onForget={() => setApiKey(null)} />;
}

function AgentList(props: { apiKey: string; onForget(): void }) {
  const { api } = useSession();
  const [now] = useState(() => Date.now());
  const agents = useAsync(() => api<{ agents: Agent[] }>('/v1/agents', { apiKey: props.apiKey }), [props.apiKey]);
  const audit = useAsync(() => fetchAuditEntries(api, { sinceMs: now - 24 * 3_600_000, maxPages: 5 }), []);
  return (
    <section aria-labelledby="page-title">
      <div class="row spread">
        <h1 id="page-title">Agents</h1>
        <span class="row">
          <button type="button" onClick={() => (agents.reload(), audit.reload())}>
            Refresh
          </button>
          <button type="button" class="link" onClick={props.onForget}>
            Use another key
          </button>
        </span>
      </div>
      {agents.loading && !agents.data && <Loading />}
      {agents.error !== null && <ProblemBox error={agents.error} />}
      {audit.error !== null && <ProblemBox error={audit.error} context="Spend and decisions unavailable" />}
      {agents.data && agents.data.agents.length === 0 && (
        <Empty title="No agents registered">
          <p>
            Register one with <code>POST /v1/agents/register</code> and an API key carrying <code>agent:write</code>; its budget, spend and
            decisions then appear here.
          </p>
        </Empty>
      )}
      <div class="cards">
        {agents.data?.agents.map((a) => {
          const digest = audit.data ? agentDigest(audit.data.entries, a.agent_id, now) : null;
          return <AgentCard key={a.agent_id} agent={a} digest={digest} />;
        })}
      </div>
      {audit.data?.truncated && <p class="small muted">Spend is read from the newest {audit.data.entries.length} audit entries.</p>}
    </section>
  );
}

function AgentCard({ agent, digest }: { agent: Agent; digest: ReturnType<typeof agentDigest> | null }) {
  const spent = digest?.spentToday ?? 0;
  const share = agent.max_cost_per_day > 0 ? Math.min(1, spent / agent.max_cost_per_day) : spent > 0 ? 1 : 0;
  return (
    <article class="card stack" aria-labelledby={`agent-${agent.agent_id}`} data-agent-id={agent.agent_id}>
      <h2 id={`agent-${agent.agent_id}`}>
        {agent.name} <span class="muted small">#{agent.agent_id}</span>
      </h2>
      <p class="small">
        {agent.type} · {agent.status} · {agent.permissions.length ? `engines: ${agent.permissions.join(', ')}` : 'any engine'} · registered{' '}
        {formatTime(agent.created_at)}
      </p>
      <div>
        <p class="small" id={`budget-${agent.agent_id}`}>
          Spend today (UTC): <strong>${spent.toFixed(2)}</strong> of ${agent.max_cost_per_day.toFixed(2)}
        </p>
        <div class={`bar${share >= 0.9 ? ' hot' : ''}`} aria-hidden="true">
          <span style={{ width: `${(share * 100).toFixed(1)}%` }} />
        </div>
      </div>
      {digest && digest.recent.length === 0 && <p class="muted small">No activity in the last 24 hours.</p>}
      {digest && digest.recent.length > 0 && (
        <div class="table-wrap">
          <table class="compact">
            <caption>Recent activity and decisions</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Action</th>
                <th scope="col">Decision</th>
                <th scope="col">Rule</th>
              </tr>
            </thead>
            <tbody>
              {digest.recent.map((r) => (
                <tr key={r.id}>
                  <td>{formatShortTime(r.timestamp)}</td>
                  <td>
                    <code>{r.action}</code> {r.engine && <span class="muted small">{r.engine}</span>}
                  </td>
                  <td>
                    <Badge
                      word={r.decision}
                      tone={
                        r.decision === 'allowed' || r.decision === 'allow'
                          ? 'pass'
                          : r.decision === 'require_approval'
                            ? 'unknown'
                            : 'blocked'
                      }
                    />
                  </td>
                  <td>{r.rule ? <code>{r.rule}</code> : <span class="muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
