/**
 * Bench functions are written by different people and return different shapes. This flattens the common ones into
 * `{ caseName: number }`:
 *   - `{ name: number }` (attestation)
 *   - `[{ name, msPerCall | msPerOp | ms | opsPerSec, rows? }]` (stats)
 *   - `{ name: { msPerOp | ... } }`
 *   - `{ results: <any of the above> }`
 * Anything else is reported as unrecognised rather than guessed at.
 */
const VALUE_KEYS = ['msPerOp', 'msPerCall', 'ms_per_op', 'meanMs', 'ms', 'opsPerSec', 'opsPerSecond', 'ops_per_sec', 'value'];

export type FlatResults = Record<string, number>;

function entryValue(entry: Record<string, unknown>): number | undefined {
  for (const key of VALUE_KEYS) {
    const v = entry[key];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
  }
  return undefined;
}

function labelOf(entry: Record<string, unknown>, fallback: string): string {
  const base = typeof entry.name === 'string' ? entry.name : typeof entry.case === 'string' ? entry.case : fallback;
  const rows = entry.rows;
  if (typeof rows === 'number' && rows > 0 && !base.includes(String(rows))) return `${base} [${rows.toLocaleString('en-US')} rows]`;
  const lines = entry.lines;
  if (typeof lines === 'number' && !base.includes(String(lines))) return `${base} [${lines} lines]`;
  return base;
}

export function normalizeResults(raw: unknown): { results: FlatResults; unrecognised?: string } {
  const results: FlatResults = {};
  if (Array.isArray(raw)) {
    raw.forEach((item, i) => {
      if (item && typeof item === 'object') {
        const entry = item as Record<string, unknown>;
        const v = entryValue(entry);
        if (v !== undefined) results[labelOf(entry, `case ${i + 1}`)] = v;
      }
    });
  } else if (raw && typeof raw === 'object') {
    const obj = raw as Record<string, unknown>;
    if ('results' in obj && (Array.isArray(obj.results) || (obj.results && typeof obj.results === 'object'))) {
      return normalizeResults(obj.results);
    }
    for (const [name, value] of Object.entries(obj)) {
      if (typeof value === 'number' && Number.isFinite(value)) results[name] = value;
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        const v = entryValue(value as Record<string, unknown>);
        if (v !== undefined) results[labelOf({ ...(value as Record<string, unknown>), name }, name)] = v;
      }
    }
  }
  if (Object.keys(results).length === 0) {
    return { results, unrecognised: `no numeric results in ${JSON.stringify(raw)?.slice(0, 300) ?? String(raw)}` };
  }
  return { results };
}
