/**
 * Evidence for a person, one small renderer per engine. Each reads fields only when present (result shapes evolve),
 * and anything it does not know is still shown by OtherFields and the raw JSON.
 */
import type { JSX } from 'preact';
import { highlightRanges } from './highlight.ts';

type Result = Record<string, unknown>;
type Values = Partial<Record<string, string>>;

const rec = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const show = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '—' : JSON.stringify(v));

function Pairs(props: { caption: string; data: Record<string, unknown>; keyLabel?: string; valueLabel?: string }) {
  return (
    <table class="pairs">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.keyLabel ?? 'Variable'}</th>
          <th scope="col">{props.valueLabel ?? 'Value'}</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(props.data).map(([k, v]) => (
          <tr key={k}>
            <th scope="row">
              <code>{k}</code>
            </th>
            <td>
              <code>{show(v)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MathEvidence({ r }: { r: Result }) {
  const counterexample = rec(r.counterexample);
  const solutions = arr(r.solutions);
  return (
    <div class="stack">
      {typeof r.left_side === 'string' && (
        <p>
          <code>{r.left_side}</code> = <code>{show(r.right_side)}</code>
          {typeof r.simplified_difference === 'string' && (
            <span class="muted">
              {' '}
              · left − right simplifies to <code>{r.simplified_difference}</code>
            </span>
          )}
        </p>
      )}
      {r.value !== undefined && r.left_side === undefined && (
        <p>
          Value: <code class="big">{show(r.exact ?? r.value)}</code>
          {typeof r.simplified === 'string' && r.simplified !== '' && <span class="muted"> (simplified {r.simplified})</span>}
        </p>
      )}
      {counterexample && <Pairs caption="Counterexample: the two sides differ at these values" data={counterexample} />}
      {!counterexample && r.counterexample !== undefined && r.counterexample !== null && (
        <p>
          Counterexample: <code>{show(r.counterexample)}</code>
        </p>
      )}
      {solutions.length > 0 && (
        <p class="small">
          The sides are equal only at:{' '}
          {solutions
            .map((s) =>
              rec(s)
                ? Object.entries(rec(s) ?? {})
                    .map(([k, v]) => `${k} = ${show(v)}`)
                    .join(', ')
                : show(s),
            )
            .join('; ')}
        </p>
      )}
      {typeof r.method === 'string' && <p class="muted small">Method: {r.method}</p>}
      {typeof r.warning === 'string' && <p class="warning">Warning: {r.warning}</p>}
    </div>
  );
}

function LogicEvidence({ r }: { r: Result }) {
  const model = rec(r.model);
  if (model)
    return Object.keys(model).length ? (
      <Pairs caption="Model: an assignment that satisfies every assertion" data={model} />
    ) : (
      <p>Satisfiable with no variables to assign.</p>
    );
  if (r.model !== undefined && r.model !== null)
    return (
      <p>
        Model: <code>{show(r.model)}</code>
      </p>
    );
  if (r.status === 'UNSAT') return <p>No assignment satisfies all the assertions (complete search).</p>;
  return typeof r.code === 'string' ? <p class="muted small">Code: {r.code}</p> : null;
}

function CodeEvidence({ r, values }: { r: Result; values: Values }) {
  const findings = arr(r.vulnerabilities)
    .map(rec)
    .filter((f): f is Record<string, unknown> => f !== null);
  const lines = (values.code ?? '').split('\n');
  const byLine = new Map<number, Record<string, unknown>[]>();
  for (const f of findings) if (typeof f.line === 'number') byLine.set(f.line, [...(byLine.get(f.line) ?? []), f]);
  return (
    <div class="stack">
      <p>
        {findings.length === 0 ? 'No findings.' : `${findings.length} finding${findings.length === 1 ? '' : 's'}, shown on their lines:`}
      </p>
      <ol class="source" aria-label="Source with findings">
        {lines.map((text, i) => {
          const here = byLine.get(i + 1) ?? [];
          return (
            <li key={i} class={here.length ? `flagged sev-${show(here[0]?.severity)}` : undefined} value={i + 1}>
              <code>{text || ' '}</code>
              {here.map((f, j) => (
                <p key={j} class="finding">
                  <span class={`sev sev-${show(f.severity)}`}>{show(f.severity)}</span> {show(f.message)}{' '}
                  <span class="muted small">{[f.type, f.rule_id, f.cwe].filter((x) => typeof x === 'string').join(' · ')}</span>
                </p>
              ))}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function SqlEvidence({ r, values }: { r: Result; values: Values }) {
  const issues = arr(r.issues)
    .map(rec)
    .filter((i): i is Record<string, unknown> => i !== null);
  return (
    <div class="stack">
      <pre class="query" title="The query">
        {values.query}
      </pre>
      {issues.length > 0 ? (
        <ul class="issues" aria-label="Issues in the query">
          {issues.map((issue, i) => {
            const pos = rec(issue.position);
            return (
              <li key={i}>
                <code class="code-tag">{show(issue.code)}</code> {show(issue.message)}
                {pos && (
                  <span class="muted small">
                    {' '}
                    (line {show(pos.line)}, column {show(pos.column)})
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : r.is_valid === false ? (
        // Invalid without itemised issues: the message is the issue.
        <ul class="issues" aria-label="Issues in the query">
          <li>{show(r.message)}</li>
        </ul>
      ) : (
        <p>No issues found.</p>
      )}
      <p class="muted small">
        {[
          r.statement_type && `statement: ${show(r.statement_type)}`,
          r.dialect && `dialect: ${show(r.dialect)}`,
          arr(r.tables).length > 0 && `tables: ${arr(r.tables).join(', ')}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

function FactEvidence({ r, values }: { r: Result; values: Values }) {
  const context = values.context ?? '';
  const segments = highlightRanges(context, r);
  return (
    <div class="stack">
      {typeof r.confidence === 'number' && <p class="muted small">Confidence {Math.round(r.confidence * 100)}%</p>}
      <p class="small muted">The context, with the evidence highlighted:</p>
      <blockquote class="context">
        {segments.map((s, i) => (s.marked ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
      </blockquote>
      {typeof r.contradiction === 'string' && <p>Contradiction on: {r.contradiction}</p>}
    </div>
  );
}

function StatsEvidence({ r, values }: { r: Result; values: Values }) {
  return (
    <div class="stack">
      {r.computed_value !== undefined && (
        <p>
          <span class="big">{show(r.computed_value)}</span> <span class="muted">for “{values.query}”</span>
        </p>
      )}
      {typeof r.code === 'string' && (
        <details open>
          <summary>The program that computed it (run in the sandbox)</summary>
          <pre class="query">{r.code}</pre>
        </details>
      )}
      {arr(r.columns).length > 0 && <p class="muted small">Columns read: {arr(r.columns).join(', ')}</p>}
    </div>
  );
}

function ConsensusEvidence({ r }: { r: Result }) {
  const chain = arr(r.verification_chain)
    .map(rec)
    .filter((c): c is Record<string, unknown> => c !== null);
  return (
    <div class="stack">
      <p>
        Answer <code class="big">{show(r.final_answer)}</code> · confidence {show(r.confidence)}% · {show(r.engines_used)} engines ·{' '}
        {r.meets_requirement === false ? 'below the minimum confidence' : 'meets the minimum confidence'}
      </p>
      {chain.length > 0 && (
        <table>
          <caption>Each engine's answer</caption>
          <thead>
            <tr>
              {['Engine', 'Method', 'Result', 'Confidence', 'Latency', 'Succeeded'].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chain.map((c, i) => (
              <tr key={i}>
                <td>{show(c.engine)}</td>
                <td>{show(c.method)}</td>
                <td>
                  <code>{show(c.result)}</code>
                </td>
                <td>{show(c.confidence)}</td>
                <td>{typeof c.latency_ms === 'number' ? `${c.latency_ms} ms` : '—'}</td>
                <td>{c.success === true ? 'yes' : c.success === false ? 'no' : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const RENDERERS: Record<string, (p: { r: Result; values: Values }) => JSX.Element | null> = {
  math: MathEvidence,
  logic: LogicEvidence,
  code: CodeEvidence,
  sql: SqlEvidence,
  fact: FactEvidence,
  stats: StatsEvidence,
  consensus: ConsensusEvidence,
};

/** Fields shown by the verdict line, the renderers or the attestation panel; the rest are listed generically. */
const SHOWN = new Set([
  ...[
    'status',
    'verdict',
    'message',
    'reasoning',
    'error',
    'attestation',
    'attestation_chain',
    'is_valid',
    'is_safe',
    'result',
    'original',
  ],
  ...[
    'left_side',
    'right_side',
    'simplified_difference',
    'counterexample',
    'solutions',
    'method',
    'warning',
    'value',
    'exact',
    'simplified',
  ],
  ...['model', 'vulnerabilities', 'issues', 'statement_type', 'dialect', 'tables', 'confidence', 'evidence', 'spans', 'contradiction'],
  ...['computed_value', 'code', 'columns', 'final_answer', 'engines_used', 'agreement_status', 'verification_chain', 'meets_requirement'],
]);

export function Evidence(props: { engine: string; result: Result; values: Values }) {
  const Renderer = RENDERERS[props.engine];
  const others = Object.entries(props.result).filter(([k, v]) => !SHOWN.has(k) && v !== undefined);
  return (
    <div class="evidence stack">
      {Renderer && <Renderer r={props.result} values={props.values} />}
      {others.length > 0 && (
        <dl class="fields">
          {others.map(([k, v]) => [
            <dt key={`t${k}`}>{k}</dt>,
            <dd key={`d${k}`}>{typeof v === 'object' ? <code>{JSON.stringify(v)}</code> : show(v)}</dd>,
          ])}
        </dl>
      )}
    </div>
  );
}
