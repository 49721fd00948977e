// The worst inputs under each cap of the math, logic, fact and process routes, as the HTTP requests a user would send
// (bench/caps-http.mjs sends them to the real API). The same inputs as the Node rows of bench/corpora.ts, so the two
// tables can be read side by side: there the engine alone, here the whole request.
import { factWorstCase } from '../packages/engines/src/fact/bench-fact.ts';
import { MAX_FACT_CONTEXT_CHARS } from '../packages/engines/src/fact/verify-fact.ts';
import { mulberry32, randomKSat } from '../packages/engines/src/logic/random-cnf.ts';
import { worstCases } from '../packages/engines/src/logic/worst-cases.ts';
import { CAPS } from '../packages/engines/src/math/limits.ts';
import { processWorstInputs } from '../packages/engines/src/process/bench-process.ts';
import { syntheticCsv } from '../packages/engines/src/stats/bench.ts';
import { MAX_CSV_BYTES } from '../packages/engines/src/stats/csv-scanner.ts';
import { STATS_LIMITS } from '../packages/engines/src/stats/prepare-stats.ts';
import { PASS_COST, selectionCost } from '../packages/engines/src/stats/stats-plan.ts';

export interface CapRequest {
  /** What is sent and why it is the worst case of its cap. */
  name: string;
  path: string;
  json?: Record<string, unknown>;
  /** A multipart upload instead of JSON (stats): the file's text and the other fields. */
  upload?: { file: string; fields: Record<string, string> };
}

/** Random 3-SAT at the satisfiability threshold (ratio 4.26) written in the DSL, as the logic route receives it. */
export function threeSatProgram(seed: number, vars: number): string {
  const rand = mulberry32(seed);
  const clauses = randomKSat(rand, vars, Math.round(vars * 4.26));
  const lit = (l: number) => (l > 0 ? `x${l}` : `(not x${-l})`);
  const decl = `(declare ${Array.from({ length: vars }, (_, i) => `x${i + 1}`).join(' ')} Bool)`;
  return `${decl}\n${clauses.map((c) => `(assert (or ${c.map(lit).join(' ')}))`).join('\n')}`;
}

export function capRequests(): CapRequest[] {
  const out: CapRequest[] = [];
  const ones = Math.floor((CAPS.maxLength - 1) / 2) + 1;
  const trig = Array.from({ length: 20 }, (_, k) => `sin(${k + 1}*x)^2+cos(${k + 1}*x)^2`).join('+');
  const math: [string, string][] = [
    [`flat sum of ${ones} ones`, `${'1+'.repeat(ones - 1)}1`],
    [`nesting ${CAPS.maxNesting - 1} levels`, `${'(1+'.repeat(CAPS.maxNesting - 1)}1${')'.repeat(CAPS.maxNesting - 1)}`],
    ['trig identity family, 20 terms', `${trig} = 20`],
    [`factorial(${CAPS.maxFactorial}) exact`, `factorial(${CAPS.maxFactorial}) > 0`],
    [`sum of ${CAPS.maxSumTerms} terms`, `sum(1/k^2, k, 1, ${CAPS.maxSumTerms}) = 1.6444`],
    ['precision trap at the interval cap', 'log(1 + 10^(-2000)) = 0'],
    ['hard integral', 'integrate(sin(x)^10*exp(x)/(1+x^2), x, 0, 1) = 0.5'],
    ['polynomial identity, degree 10 in 8 variables', '(a+b+c+d+e1+f+g+h)^10 = (h+g+f+e1+d+c+b+a)^10'],
  ];
  for (const [name, expression] of math) out.push({ name: `math: ${name}`, path: '/v1/verify/math', json: { expression } });
  for (const w of worstCases()) out.push({ name: `logic: ${w.name}`, path: '/v1/verify/logic', json: { query: w.query } });
  out.push({ name: 'logic: random 3-SAT, 100 variables, 426 clauses', path: '/v1/verify/logic', json: { query: threeSatProgram(7, 100) } });
  const sentence = 'The plant in Lyon produced 1,240 tonnes of steel in 2021, up from 980 tonnes the year before. ';
  const context = sentence.repeat(Math.floor(MAX_FACT_CONTEXT_CHARS / sentence.length));
  out.push({
    name: `fact: context of ${Math.round(context.length / 1000)} KB`,
    path: '/v1/verify/fact',
    json: { claim: 'The plant in Lyon produced 1,240 tonnes of steel in 2021.', context },
  });
  out.push({
    name: `fact: claim of 12 clauses against ${MAX_FACT_CONTEXT_CHARS.toLocaleString('en-US')} characters of clause-dense sentences`,
    path: '/v1/verify/fact',
    json: factWorstCase(),
  });
  for (const p of processWorstInputs()) {
    out.push({
      name: `process: milestones ${p.name}`,
      path: '/v1/verify/process',
      json: { trace: p.trace, mode: 'milestones', milestones: p.milestones },
    });
  }
  // Stats: the file cap, the cells cap and the work cap. A refusal for cells happens in the API before the sandbox is
  // called, so the first row is the API's own cost of reading a file at the cap.
  const column = (rows: number) => `x\n${Array.from({ length: rows }, (_, i) => String((i * 7919) % 1000)).join('\n')}\n`;
  let atFileCap = 'x\n';
  for (let i = 0; atFileCap.length < MAX_CSV_BYTES - 16; i++) atFileCap += `${(i * 7919) % 1000}\n`;
  const stats = (name: string, file: string, query: string) =>
    out.push({ name: `stats: ${name}`, path: '/v1/verify/stats', upload: { file, fields: { query } } });
  stats(`median of one column at the file cap (${Math.round(MAX_CSV_BYTES / 1024)} KB), past the cells cap`, atFileCap, 'median of x');
  stats(
    `median of one column of ${STATS_LIMITS.maxCells.toLocaleString('en-US')} cells (the cells cap)`,
    column(STATS_LIMITS.maxCells),
    'median of x',
  );
  // Two columns per row, as many rows as the cells cap and the file cap allow (a row of the sales table is ~30 bytes).
  const rows = Math.min(Math.floor(STATS_LIMITS.maxCells / 2), Math.floor(MAX_CSV_BYTES / 32));
  stats(
    `correlation over ${rows.toLocaleString('en-US')} rows of the sales table`,
    syntheticCsv(rows),
    'correlation between units and revenue',
  );
  // The work cap: 32 conditions on the two columns a correlation reads, over as many rows as the work bound allows.
  const conditions = Array.from({ length: 32 }, (_, i) => (i % 2 ? `a >= ${i}` : `b != ${i + 2000}`)).join(' and ');
  const workRows = Math.floor(STATS_LIMITS.maxWork / (selectionCost(32) + PASS_COST.paired));
  const workCsv = `a,b,c\n${Array.from({ length: workRows }, (_, i) => `${100 + (i % 997)},${(i * 7919) % 1009},y${i % 13}`).join('\n')}\n`;
  stats(
    `correlation under 32 conditions over ${workRows.toLocaleString('en-US')} rows (the work cap)`,
    workCsv,
    `correlation between a and b where ${conditions}`,
  );
  // A wide table at the file cap of which one column is read: the whole file is still scanned for ragged rows.
  const wideRow = (i: number) => Array.from({ length: 40 }, (_, k) => (k === 0 ? String((i * 7919) % 1000) : String(k))).join(',');
  let wide = `${Array.from({ length: 40 }, (_, k) => `c${k}`).join(',')}\n`;
  for (let i = 0; wide.length + 120 < MAX_CSV_BYTES; i++) wide += `${wideRow(i)}\n`;
  stats(`median of one column of a 40-column table at the file cap`, wide, 'median of c0');
  return out;
}
