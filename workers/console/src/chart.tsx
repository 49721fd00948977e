import type { Series } from './audit.ts';

/** Colour-blind-safe palette (Okabe–Ito), each at least 3:1 against white. */
const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000', '#8C6D1F'];
export const OUTCOME_COLOURS: Record<string, string> = { verified: '#00734A', failed: '#B3261E', blocked: '#5F6368' };

const W = 720;
const H = 240;
const PAD = { left: 40, right: 8, top: 8, bottom: 28 };

/**
 * Stacked bars, one per time bucket, drawn as SVG (no chart library: the console stays small). The same numbers are
 * in a table for screen readers and for copying.
 */
export function StackedBars(props: { series: Series; title: string; formatBucket(ms: number): string; colours?: Record<string, string> }) {
  const { buckets, counts } = props.series;
  const names = Object.keys(counts).sort((a, b) => a.localeCompare(b));
  const colour = (name: string, i: number) => props.colours?.[name] ?? PALETTE[i % PALETTE.length] ?? '#000';
  const totals = buckets.map((_, i) => names.reduce((sum, n) => sum + (counts[n]?.[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, buckets.length);
  const barW = Math.max(2, step * 0.7);
  const labelEvery = Math.ceil(buckets.length / 8);
  const total = totals.reduce((a, b) => a + b, 0);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${props.title}: ${total} in the period`} preserveAspectRatio="xMidYMid meet">
        {[0, 0.5, 1].map((f) => {
          const y = PAD.top + plotH * (1 - f);
          return (
            <g key={f}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} class="grid" />
              <text x={PAD.left - 6} y={y + 4} text-anchor="end" class="axis">
                {Math.round(max * f)}
              </text>
            </g>
          );
        })}
        {buckets.map((b, i) => {
          let y = PAD.top + plotH;
          const x = PAD.left + i * step + (step - barW) / 2;
          return (
            <g key={b}>
              {names.map((n, j) => {
                const v = counts[n]?.[i] ?? 0;
                if (!v) return null;
                const h = (v / max) * plotH;
                y -= h;
                return (
                  <rect key={n} x={x} y={y} width={barW} height={h} fill={colour(n, j)}>
                    <title>{`${props.formatBucket(b)} · ${n}: ${v}`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={H - 8} text-anchor="middle" class="axis">
                  {props.formatBucket(b)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul class="legend">
          {names.map((n, j) => (
            <li key={n}>
              <span class="swatch" style={{ background: colour(n, j) }} aria-hidden="true" /> {n} (
              {(counts[n] ?? []).reduce((a, b) => a + b, 0)})
            </li>
          ))}
        </ul>
        <details>
          <summary>Data table</summary>
          <div class="table-wrap">
            <table class="compact">
              <caption class="sr-only">{props.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  {names.map((n) => (
                    <th key={n} scope="col">
                      {n}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {buckets.map((b, i) =>
                  totals[i] ? (
                    <tr key={b}>
                      <th scope="row">{props.formatBucket(b)}</th>
                      {names.map((n) => (
                        <td key={n}>{counts[n]?.[i] ?? 0}</td>
                      ))}
                    </tr>
                  ) : null,
                )}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
