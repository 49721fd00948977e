import { useState } from 'preact/hooks';
import { ApiProblem } from '../api.ts';
import { type Granularity, verificationSeries } from '../audit.ts';
import { fetchAuditEntries } from '../audit-fetch.ts';
import { OUTCOME_COLOURS, StackedBars } from '../chart.tsx';
import { useSession } from '../session.tsx';
import { Empty, Loading, ProblemBox, useAsync } from '../ui.tsx';

interface OrgMetrics {
  total_requests: number;
  avg_latency_ms: number;
  p95_latency_ms: number;
  verified: number;
  blocked: number;
  errors: number;
  by_engine: Record<string, number>;
}

const WINDOWS: Record<Granularity, { count: number; label: string }> = {
  hour: { count: 24, label: 'last 24 hours, per hour' },
  day: { count: 14, label: 'last 14 days, per day' },
};

/** GET /v1/metrics/{own org} for totals; the audit trail for counts over time (the API keeps no time series). */
export function Overview() {
  const { api, session } = useSession();
  const [granularity, setGranularity] = useState<Granularity>('hour');
  const [by, setBy] = useState<'outcome' | 'engine'>('outcome');
  const [now, setNow] = useState(() => Date.now());
  const metrics = useAsync(() => api<OrgMetrics>(`/v1/metrics/${encodeURIComponent(session.organization.id)}`), [now]);
  const windowMs = WINDOWS[granularity].count * (granularity === 'hour' ? 3_600_000 : 86_400_000);
  const audit = useAsync(() => fetchAuditEntries(api, { sinceMs: now - windowMs, maxPages: 10 }), [granularity, now]);
  const series =
    audit.data && !audit.loading
      ? verificationSeries(audit.data.entries, { nowMs: now, granularity, count: WINDOWS[granularity].count, by })
      : null;
  const empty = series && Object.values(series.counts).every((row) => row.every((v) => v === 0));
  const fmt = (ms: number) =>
    granularity === 'hour'
      ? new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
      : new Date(ms).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

  return (
    <section aria-labelledby="page-title">
      <div class="row spread">
        <h1 id="page-title">Overview · {session.organization.name}</h1>
        <button type="button" onClick={() => setNow(Date.now())}>
          Refresh
        </button>
      </div>
      {metrics.loading && !metrics.data && <Loading />}
      {metrics.error instanceof ApiProblem && metrics.error.status === 403 ? (
        <p class="notice">Organization totals are visible to owners and admins; the chart below is built from the audit trail.</p>
      ) : (
        metrics.error !== null && <ProblemBox error={metrics.error} />
      )}
      {metrics.data && (
        <dl class="tiles">
          {[
            ['Requests', metrics.data.total_requests],
            ['Verified', metrics.data.verified],
            ['Blocked', metrics.data.blocked],
            ['Server errors', metrics.data.errors],
            ['Avg latency', `${metrics.data.avg_latency_ms} ms`],
            ['p95 latency', `${metrics.data.p95_latency_ms} ms`],
          ].map(([label, value]) => (
            <div key={String(label)}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <section class="card stack" aria-labelledby="chart-title">
        <h2 id="chart-title">Verifications over time</h2>
        <div class="row filters">
          <label>
            Period
            <select value={granularity} onChange={(e) => setGranularity(e.currentTarget.value as Granularity)}>
              <option value="hour">{WINDOWS.hour.label}</option>
              <option value="day">{WINDOWS.day.label}</option>
            </select>
          </label>
          <label>
            Split by
            <select value={by} onChange={(e) => setBy(e.currentTarget.value as 'outcome' | 'engine')}>
              <option value="outcome">outcome (verified / failed / blocked)</option>
              <option value="engine">engine</option>
            </select>
          </label>
        </div>
        {audit.loading && <Loading />}
        {audit.error !== null && <ProblemBox error={audit.error} />}
        {empty && (
          <Empty title="No verifications in this period">
            <p>
              Try a claim in the <a href="#/playground">Playground</a> or call the API with a key.
            </p>
          </Empty>
        )}
        {series && !empty && (
          <StackedBars
            series={series}
            title={`Verifications by ${by}, ${WINDOWS[granularity].label}`}
            formatBucket={fmt}
            colours={by === 'outcome' ? OUTCOME_COLOURS : undefined}
          />
        )}
        {audit.data?.truncated && <p class="small muted">Built from the newest {audit.data.entries.length} audit entries.</p>}
      </section>
      {metrics.data && Object.keys(metrics.data.by_engine).length > 0 && (
        <section class="card stack" aria-labelledby="engines-title">
          <h2 id="engines-title">Requests per engine (all time)</h2>
          <ul class="hbars">
            {Object.entries(metrics.data.by_engine)
              .sort((a, b) => b[1] - a[1])
              .map(([engine, n]) => (
                <li key={engine}>
                  <span>{engine}</span>
                  <span class="bar" role="presentation">
                    <span style={{ width: `${(100 * n) / Math.max(1, ...Object.values(metrics.data?.by_engine ?? {}))}%` }} />
                  </span>
                  <span>{n}</span>
                </li>
              ))}
          </ul>
        </section>
      )}
    </section>
  );
}
