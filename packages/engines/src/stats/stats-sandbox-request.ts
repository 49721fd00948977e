import type { ParsedCsv } from './parse-csv.ts';

export interface StatsSandboxRequest {
  code: string;
  input: { rows: ParsedCsv['rows']; columns: string[] };
  library: 'simple-statistics';
}

/**
 * Wraps a checked program for the sandbox's POST /run: the table travels as data in `input`, and `rows`/`columns`
 * become plain bindings. checkProgramSafety forbids redeclaring them, so the prefix cannot clash with the program.
 */
export function buildStatsSandboxRequest(program: string, table: ParsedCsv): StatsSandboxRequest {
  return {
    code: `const rows = input.rows;\nconst columns = input.columns;\n${program}`,
    input: { rows: table.rows, columns: table.columns },
    library: 'simple-statistics',
  };
}
