export interface StatsInterpretation {
  status: 'SUCCESS' | 'ERROR';
  computed_value: number | Record<string, number> | null;
  message: string;
}

const MAX_KEYS = 1_000;

function isNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/**
 * Turns the sandbox's JSON output into the /verify/stats answer. Only finite numbers, or flat objects of finite
 * numbers (group-by results, regression slope/intercept, Welch t/df), count as results; anything else is an ERROR
 * with a generic message, never the program's own text.
 */
export function interpretStatsOutput(output: unknown): StatsInterpretation {
  if (isNumber(output)) return { status: 'SUCCESS', computed_value: output, message: 'Computed in the secure sandbox' };
  if (output === null || output === undefined) {
    return { status: 'ERROR', computed_value: null, message: 'No numeric values matched the query' };
  }
  if (typeof output === 'object' && !Array.isArray(output)) {
    const entries = Object.entries(output as Record<string, unknown>);
    if (entries.length === 0) return { status: 'ERROR', computed_value: null, message: 'No rows matched the query' };
    if (entries.length > MAX_KEYS) return { status: 'ERROR', computed_value: null, message: 'Result has too many groups' };
    const numeric = entries.filter((e): e is [string, number] => isNumber(e[1]));
    if (numeric.length === 0) return { status: 'ERROR', computed_value: null, message: 'No numeric values matched the query' };
    // fromEntries defines own data properties, so a key such as "__proto__" stays an ordinary key.
    const value = Object.fromEntries(numeric) as Record<string, number>;
    const skipped = entries.length - numeric.length;
    const message =
      skipped > 0
        ? `Computed in the secure sandbox; ${skipped} group(s) had too few numeric values and were omitted`
        : 'Computed in the secure sandbox';
    return { status: 'SUCCESS', computed_value: value, message };
  }
  return { status: 'ERROR', computed_value: null, message: 'Program did not produce a numeric result' };
}
