import { decodeStatsPlanRequest, STATS_PLAN_MEDIA_TYPE } from '@verdict/engines/stats/plan-wire.ts';
import { STATS_LIMITS } from '@verdict/engines/stats/prepare-stats.ts';
import { run } from '@verdict/engines/stats/runtime/stats-runtime.ts';
import { type PlanOutput, planWorkBound, type StatsPlan, type WireTable } from '@verdict/engines/stats/stats-plan.ts';

/**
 * Upper bound on a POST /stats/plan body in characters (bytes for the binary form): a table at the cells cap (100,000 cells, each a scaled integer
 * of up to 17 characters and a text code) with the texts of a file at its 1 MB cap, several times over.
 */
export const MAX_STATS_PLAN_REQUEST_CHARS = 8 * 1024 * 1024;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

export type StatsPlanAnswer = { ok: true; output: PlanOutput } | { ok: false; error: 'runtime' | 'timeout'; message: string };

/** The shape the runtime relies on; the API builds both parts, this only keeps a malformed call from reaching it. */
export function parseStatsPlanRequest(body: unknown): { plan: StatsPlan; table: WireTable } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { plan, table } = body as { plan?: unknown; table?: unknown };
  if (!plan || typeof plan !== 'object' || !table || typeof table !== 'object') return null;
  const p = plan as Partial<StatsPlan>;
  const t = table as Partial<WireTable>;
  if (!p.agg || typeof p.agg !== 'object' || (p.where !== null && !Array.isArray(p.where))) return null;
  if (p.groupBy !== null && typeof p.groupBy !== 'number') return null;
  if (!Number.isSafeInteger(t.n) || (t.n as number) < 0 || !Array.isArray(t.columns) || !Array.isArray(t.cols)) return null;
  return { plan: p as StatsPlan, table: t as WireTable };
}

/**
 * POST /stats/plan {plan, table} (JSON, or the binary form of plan-wire.ts) → a translated stats query, computed by the stats runtime
 * (packages/engines/src/stats/runtime) in this worker's own isolate:
 *   200 {ok: true, output: PlanOutput}
 *   200 {ok: false, error: 'timeout'}   the plan's work bound is over the cap (the API checks it first)
 *   200 {ok: false, error: 'runtime'}   the runtime failed on this input
 *   400 bad_request · 405 · 413 too_large
 * A plan is data (which aggregate, which columns, which conditions), never code: nothing from the query or the file is
 * evaluated. So it runs at native speed here rather than under QuickJS, which stays the boundary for generated
 * programs (POST /run). Its cost is bounded before it starts: the work units the plan may spend (rows × passes,
 * planWorkBound) are checked against the same cap the API checks.
 */
export async function handleStatsPlanRequest(request: Request): Promise<Response> {
  if (request.method !== 'POST') return json({ ok: false, error: 'method_not_allowed', message: 'Use POST' }, 405);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_STATS_PLAN_REQUEST_CHARS * 4) return json({ ok: false, error: 'too_large', message: 'Request body too large' }, 413);
  let body: unknown;
  // The API sends the binary form (plan-wire.ts: numeric columns as raw doubles); JSON is still read, as the contract says.
  if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith(STATS_PLAN_MEDIA_TYPE)) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > MAX_STATS_PLAN_REQUEST_CHARS)
      return json({ ok: false, error: 'too_large', message: 'Request body too large' }, 413);
    body = decodeStatsPlanRequest(bytes);
    if (!body) return json({ ok: false, error: 'bad_request', message: 'Malformed binary plan request' }, 400);
  } else {
    try {
      const text = await request.text();
      if (text.length > MAX_STATS_PLAN_REQUEST_CHARS)
        return json({ ok: false, error: 'too_large', message: 'Request body too large' }, 413);
      body = JSON.parse(text);
    } catch {
      return json({ ok: false, error: 'bad_request', message: 'Body must be JSON' }, 400);
    }
  }
  const input = parseStatsPlanRequest(body);
  if (!input) return json({ ok: false, error: 'bad_request', message: 'Expected {plan, table}' }, 400);
  return json(runStatsPlan(input.plan, input.table));
}

/** Runs a plan within the work cap; exception text never leaves the sandbox. */
export function runStatsPlan(plan: StatsPlan, table: WireTable): StatsPlanAnswer {
  try {
    if (planWorkBound(plan, table.n) > STATS_LIMITS.maxWork) return { ok: false, error: 'timeout', message: 'Execution budget exceeded' };
    return { ok: true, output: run(plan, table) };
  } catch {
    return { ok: false, error: 'runtime', message: 'Program raised an error' };
  }
}
