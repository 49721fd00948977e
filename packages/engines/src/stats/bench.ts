import { readCsvHeader } from './csv-scanner.ts';
import { readStatsTable } from './read-stats-table.ts';
import { planRoles } from './stats-plan.ts';
import { buildPlanSandboxRequest } from './stats-sandbox-request.ts';
import { translateStatsQuery } from './translate-stats-query.ts';

export type SandboxRun = (code: string, input: unknown, library: 'simple-statistics' | null) => Promise<unknown>;

export interface StatsBenchResult {
  name: string;
  rows: number;
  iterations: number;
  msPerCall: number;
}

const REGIONS = ['EU', 'US', 'APAC', 'LATAM'];

/** Deterministic synthetic CSV (a seeded LCG, no Math.random) of the fixture's shape. */
export function syntheticCsv(rows: number, seed = 42): string {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const lines = ['id,region,units,unit_price,revenue,age'];
  for (let i = 1; i <= rows; i++) {
    const units = 1 + Math.floor(next() * 20);
    const price = Math.round(next() * 10000) / 100;
    lines.push(`${i},${REGIONS[i % 4]},${units},${price},${Math.round(units * price * 100) / 100},${18 + Math.floor(next() * 60)}`);
  }
  return lines.join('\n');
}

const QUERIES = [
  'mean of revenue',
  'median revenue by region',
  'correlation between units and revenue',
  '95th percentile of revenue where age > 40',
];

/**
 * Measures `run` (a sandbox call: in-process executor, HTTP, or a service binding) for an empty program and for
 * translated stats queries over `sizes` synthetic rows. `now` is injected so the caller picks the clock.
 */
export async function benchStats(
  run: SandboxRun,
  now: () => number,
  options: { sizes?: number[]; minMs?: number; maxIterations?: number } = {},
): Promise<StatsBenchResult[]> {
  const sizes = options.sizes ?? [1_000, 25_000];
  const minMs = options.minMs ?? 300;
  const maxIterations = options.maxIterations ?? 1_000;
  const results: StatsBenchResult[] = [];
  const loop = async (name: string, rows: number, fn: () => Promise<unknown>) => {
    await fn();
    const start = now();
    let iterations = 0;
    while (iterations < maxIterations && (iterations === 0 || now() - start < minMs)) {
      await fn();
      iterations++;
    }
    results.push({ name, rows, iterations, msPerCall: (now() - start) / iterations });
  };
  await loop('sandbox overhead (empty program)', 0, () => run('0', null, null));
  await loop('sandbox overhead (+ simple-statistics)', 0, () => run('0', null, 'simple-statistics'));
  for (const size of sizes) {
    const text = syntheticCsv(size);
    const header = readCsvHeader(text);
    for (const q of QUERIES) {
      const translated = translateStatsQuery(q, header.columns);
      if (!translated) throw new Error(`bench query failed: ${q}`);
      const options = { format: 'decimal_point' as const, maxCells: Number.POSITIVE_INFINITY, roles: planRoles(translated.plan) };
      let table = readStatsTable(text, header, options);
      await loop(`read typed columns for: ${q}`, size, async () => {
        table = readStatsTable(text, header, options);
      });
      const req = buildPlanSandboxRequest(translated.plan, table.wire);
      await loop(q, size, () => run(req.code, req.input, req.library));
    }
  }
  return results;
}
