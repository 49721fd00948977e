// Engine figures over the committed corpora and at the documented caps, measured in Node (the same V8 as workerd) as
// process CPU time per call: p50/p99 over each corpus after one warm pass, and every worst case under the caps (the
// minimum of three runs, i.e. the least-disturbed one). The SAT row compares our CDCL solver with MiniSat 2.2
// (C++, linked against the Debian package's library) on the same instances, in-process on both sides.
// Bundled by scripts/bench.mjs with esbuild and run in its process; never part of a product bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputTooComplexError } from '../packages/engines/src/budget.ts';
import { createCodeEngine } from '../packages/engines/src/code/engine.ts';
import { MAX_CODE_LENGTH } from '../packages/engines/src/code/limits.ts';
import { nodeCodeRuntime } from '../packages/engines/src/code/test-support/node-wasm.ts';
import { factWorstCase } from '../packages/engines/src/fact/bench-fact.ts';
import { MAX_FACT_CONTEXT_CHARS, verifyFact } from '../packages/engines/src/fact/verify-fact.ts';
import { extractClaims } from '../packages/engines/src/gateway/extract.ts';
import { IMAGE_DECODE_BUDGET } from '../packages/engines/src/image/decode/index.ts';
import { imageWorstCases } from '../packages/engines/src/image/image-worst-cases.ts';
import { verifyImage } from '../packages/engines/src/image/verify-image.ts';
import { measureSatVsMinisat } from '../packages/engines/src/logic/minisat-peer.ts';
import { verifyLogic } from '../packages/engines/src/logic/verify-logic.ts';
import { worstCases } from '../packages/engines/src/logic/worst-cases.ts';
import { verifyMath } from '../packages/engines/src/math/index.ts';
import { CAPS } from '../packages/engines/src/math/limits.ts';
import { processWorstCases } from '../packages/engines/src/process/bench-process.ts';
import { loadDialectParser } from '../packages/engines/src/sql/dialect-parsers.ts';
import type { SqlDialect } from '../packages/engines/src/sql/dialects.ts';
import { SQL_CAPS } from '../packages/engines/src/sql/sql-caps.ts';
import { worstSqlQueries, worstSqlSchema, worstSqlViewSchema } from '../packages/engines/src/sql/sql-worst-cases.ts';
import { verifySqlWithParser } from '../packages/engines/src/sql/verify-sql.ts';

export interface Row {
  group: string;
  name: string;
  value?: number;
  unit?: string;
  note?: string;
}

// The bundle lives under packages/engines (so the engines' own dependencies resolve); corpora are read from there.
const ENGINES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'src');

function cpuMs(fn: () => unknown): number {
  const t0 = process.cpuUsage();
  fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
}

async function cpuMsAsync(fn: () => Promise<unknown>): Promise<number> {
  const t0 = process.cpuUsage();
  await fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1000;
}

const quantile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? Number.NaN;
};

/** Refusals under a cap are answers too: the cost of reaching them is what is measured. */
function swallowCap(fn: () => unknown): () => unknown {
  return () => {
    try {
      return fn();
    } catch (error) {
      if (error instanceof InputTooComplexError) return error;
      throw error;
    }
  };
}

function corpusRow(group: string, label: string, calls: (() => unknown)[]): Row {
  for (const c of calls) c(); // warm pass: JIT and per-isolate caches
  const ms = calls.map((c) => cpuMs(c));
  return {
    group,
    name: `${label} p50 / p99 (${calls.length} cases)`,
    value: quantile(ms, 0.5),
    unit: 'ms CPU',
    note: `p99 ${quantile(ms, 0.99).toFixed(2)} ms, max ${Math.max(...ms).toFixed(2)} ms`,
  };
}

function worstRow(group: string, name: string, call: () => unknown, cap = 50): Row {
  call();
  const ms = Math.min(cpuMs(call), cpuMs(call), cpuMs(call));
  return { group, name: `worst: ${name}`, value: ms, unit: 'ms CPU', note: ms <= cap ? `≤ ${cap} ms budget ✓` : `> ${cap} ms budget ✗` };
}

function mathRows(): Row[] {
  const { cases } = JSON.parse(readFileSync(join(ENGINES, 'math', 'corpus', 'cases.json'), 'utf8')) as { cases: { claim: string }[] };
  const rows = [
    corpusRow(
      'math',
      'corpus',
      cases.map((c) => swallowCap(() => verifyMath({ expression: c.claim }))),
    ),
  ];
  const ones = Math.floor((CAPS.maxLength - 1) / 2) + 1;
  const flatSum = `${'1+'.repeat(ones - 1)}1`;
  const nested = `${'(1+'.repeat(CAPS.maxNesting - 1)}1${')'.repeat(CAPS.maxNesting - 1)}`;
  const trig = Array.from({ length: 20 }, (_, k) => `sin(${k + 1}*x)^2+cos(${k + 1}*x)^2`).join('+');
  const tower = Array.from({ length: 30 }, () => '3').join('^');
  const worst: [string, string, { domain?: 'real' | 'complex'; assumptions?: string[] }?][] = [
    [`flat sum of ${ones} ones (${flatSum.length} chars)`, flatSum],
    [`nesting ${CAPS.maxNesting - 1} levels`, nested],
    ['trig identity family, 20 terms', `${trig} = 20`],
    [`factorial(${CAPS.maxFactorial}) exact`, `factorial(${CAPS.maxFactorial}) > 0`],
    [`sum of ${CAPS.maxSumTerms} terms`, `sum(1/k^2, k, 1, ${CAPS.maxSumTerms}) = 1.6444`],
    ['precision trap at the interval cap', 'log(1 + 10^(-2000)) = 0'],
    ['hard integral', 'integrate(sin(x)^10*exp(x)/(1+x^2), x, 0, 1) = 0.5'],
    ['limit by a deep series expansion', 'limit((tan(sin(x)) - sin(tan(x)))/x^7, x, 0) = 1/30'],
    ['infinite series, alternating with repeated factors', 'sum((-1)^k/((2*k+1)^2*(3*k+1)^2*(5*k+2)), k, 0, inf) = 1'],
    [
      'infinite series, 12 linear factors',
      'sum(1/((12*k+1)*(12*k+5)*(12*k+7)*(12*k+11)*(11*k+3)*(7*k+1)*(5*k+4)*(9*k+2)*(10*k+7)*(8*k+3)*(6*k+5)*(4*k+3)), k, 0, inf) = 1',
    ],
    ['polynomial identity, degree 10 in 8 variables', `(a+b+c+d+e1+f+g+h)^10 = (h+g+f+e1+d+c+b+a)^10`],
    ['modular power, exponent 2^63 - 1', 'mod(7^(2^63-1), 10^9+7) = 124921567'],
    ['power tower of 30 threes modulo a prime', `mod(${tower}, 1000000007) = 1`],
    [
      'branch identity under 8 assumptions',
      'log(a*b*c*d) = log(a) + log(b) + log(c) + log(d)',
      { domain: 'complex', assumptions: ['a > 0', 'b > 0', 'c > 0', 'd > 0', 'a < 10', 'b < 10', 'c != 3', '-1 < d < 5'] },
    ],
  ];
  for (const [name, expression, context] of worst)
    rows.push(
      worstRow(
        'math',
        name,
        swallowCap(() => verifyMath({ expression, ...(context ? { context } : {}) })),
      ),
    );
  return rows;
}

function logicRows(): Row[] {
  const { cases } = JSON.parse(readFileSync(join(ENGINES, 'logic', 'corpus', 'cases.json'), 'utf8')) as { cases: { query: string }[] };
  const rows = [
    corpusRow(
      'logic',
      'corpus',
      cases.map((c) => swallowCap(() => verifyLogic({ query: c.query }))),
    ),
  ];
  for (const w of worstCases())
    rows.push(
      worstRow(
        'logic',
        w.name,
        swallowCap(() => verifyLogic({ query: w.query })),
      ),
    );
  // Five rounds, not three: on a shared machine one disturbed round moved the median of three by a whole unit.
  const sat = measureSatVsMinisat(100, 5);
  if ('skipped' in sat) rows.push({ group: 'logic', name: 'SAT vs MiniSat 2.2', note: `skipped: ${sat.skipped}` });
  else {
    rows.push({
      group: 'logic',
      name: `SAT vs MiniSat 2.2, ${sat.instances} random 3-SAT (50–100 vars, ratio 4.26)`,
      value: sat.ratioMedian,
      unit: '× MiniSat',
      note: `min ${sat.ratioMin.toFixed(2)}×; ours ${sat.oursMs.map((x) => x.toFixed(0)).join('/')} ms, MiniSat ${sat.minisatMs.map((x) => x.toFixed(0)).join('/')} ms per round`,
    });
    const lr = sat.languageRatio;
    rows.push({
      group: 'logic',
      name: 'language route vs MiniSat 2.2, the same instances as DSL text (parse, encode, solve, model check)',
      value: lr.median,
      unit: '× MiniSat',
      note: `min ${lr.min.toFixed(2)}× / max ${lr.max.toFixed(2)}×; route ${sat.languageMs.map((x) => x.toFixed(0)).join('/')} ms per round; target ≤ 5× ${lr.median <= 5 ? '✓' : '✗'}`,
    });
  }
  return rows;
}

async function sqlRows(): Promise<Row[]> {
  const corpus = JSON.parse(readFileSync(join(ENGINES, 'sql', 'corpus', 'cases.json'), 'utf8')) as {
    schemas: Record<string, string>;
    cases: { dialect: SqlDialect; query: string; policy?: { allow_writes?: boolean } | null }[];
  };
  const parsers = new Map<SqlDialect, Awaited<ReturnType<typeof loadDialectParser>>>();
  for (const c of corpus.cases) if (!parsers.has(c.dialect)) parsers.set(c.dialect, await loadDialectParser(c.dialect));
  const call = (dialect: SqlDialect, query: string, schema_ddl: string, allow_writes = false) => {
    const parser = parsers.get(dialect) ?? null;
    return swallowCap(() => parser && verifySqlWithParser(parser, dialect, { query, schema_ddl, dialect, allow_writes }));
  };
  const rows = [
    corpusRow(
      'sql',
      'corpus, grammar + names + safety (all dialects)',
      corpus.cases.map((c) => call(c.dialect, c.query, corpus.schemas[c.dialect] ?? '', c.policy?.allow_writes === true)),
    ),
  ];
  for (const dialect of ['sqlite', 'postgresql'] as SqlDialect[]) {
    if (!parsers.has(dialect)) parsers.set(dialect, await loadDialectParser(dialect));
    let salt = 0;
    // A new schema text each call, so the catalogue cache (keyed by schema hash) does not hide the parse.
    rows.push(
      worstRow('sql', `${dialect} schema at the ${SQL_CAPS.schemaChars.toLocaleString('en-US')}-character cap, uncached`, () =>
        call(dialect, 'SELECT id FROM t0', worstSqlSchema(String(salt++)))(),
      ),
    );
    rows.push(
      worstRow('sql', `${dialect} view schema at the cap, uncached`, () =>
        call(dialect, 'SELECT id FROM v0', worstSqlViewSchema(String(salt++)))(),
      ),
    );
    const schema = worstSqlSchema('fixed');
    for (const [name, query] of Object.entries(worstSqlQueries()))
      rows.push(worstRow('sql', `${dialect} ${name} at its cap`, call(dialect, query, schema)));
  }
  return rows;
}

function factRows(): Row[] {
  const cases = JSON.parse(readFileSync(join(ENGINES, 'fact', 'corpus', 'cases.json'), 'utf8')) as { claim: string; context: string }[];
  const rows = [
    corpusRow(
      'fact',
      'corpus',
      cases.map((c) => swallowCap(() => verifyFact({ claim: c.claim, context: c.context }))),
    ),
  ];
  const sentence = 'The plant in Lyon produced 1,240 tonnes of steel in 2021, up from 980 tonnes the year before. ';
  // At the context cap: beyond it the engine refuses before reading (INPUT_TOO_COMPLEX), which costs nothing.
  const context = sentence.repeat(Math.floor(MAX_FACT_CONTEXT_CHARS / sentence.length));
  rows.push(
    worstRow(
      'fact',
      `context of ${Math.round(context.length / 1000)} KB`,
      swallowCap(() => verifyFact({ claim: 'The plant in Lyon produced 1,240 tonnes of steel in 2021.', context })),
    ),
  );
  const worst = factWorstCase();
  rows.push(worstRow('fact', 'claim of 12 clauses against a context at the cap of clause-dense sentences', () => verifyFact(worst)));
  return rows;
}

/**
 * Gateway claim extraction at its work cap (the API's MAX_EXTRACTION_WORK reads the first 50,000 characters): text
 * built to make each rule scan the most — unclosed LaTeX openers, arithmetic runs, sentences — with and without
 * documents (statements). The engines' own worst cases are their rows above.
 */
function gatewayRows(): Row[] {
  const size = 50_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  const options = { maxClaims: 16, maxWork: 500_000, hasSchema: true };
  const cases: [string, string, boolean][] = [
    ['unclosed `$` and `\\(` openers', fill('$a \\(b '), false],
    ['back-to-back arithmetic claims', fill('12 × 34 = 408. '), false],
    ['operators without a claim', fill('1 + ( 2 - '), false],
    ['sentences checked as statements', fill('The plant in Lyon produced steel. '), true],
    ['code fences opened and closed', fill('```python\nx = 1\n```\n'), false],
  ];
  return cases.map(([name, text, hasContext]) =>
    worstRow('gateway', `extraction: ${name}, ${size.toLocaleString('en-US')} characters`, () =>
      extractClaims(text, { ...options, hasContext }),
    ),
  );
}

function processRows(): Row[] {
  return processWorstCases().map((c) => worstRow('process', `milestones ${c.name}`, c.call));
}

async function codeRows(): Promise<Row[]> {
  const engine = createCodeEngine(nodeCodeRuntime());
  const dir = join(ENGINES, 'code', 'corpus', 'python');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.py'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  for (const code of files) await engine.verifyCode({ code, language: 'python' });
  const ms: number[] = [];
  for (const code of files) ms.push(await cpuMsAsync(() => engine.verifyCode({ code, language: 'python' }).catch(() => undefined)));
  const rows: Row[] = [
    {
      group: 'code',
      name: `corpus p50 / p99 (${files.length} Python files)`,
      value: quantile(ms, 0.5),
      unit: 'ms CPU',
      note: `p99 ${quantile(ms, 0.99).toFixed(2)} ms, max ${Math.max(...ms).toFixed(2)} ms`,
    },
  ];
  const py =
    'def handler(request, db):\n    rows = db.execute("SELECT * FROM t WHERE id = ?", (request.id,))\n    return [r[0] for r in rows]\n';
  const js =
    'function handler(req, db) {\n  const rows = db.query("SELECT * FROM t WHERE id = ?", [req.id]);\n  return rows.map((r) => r.id);\n}\n';
  for (const [language, unit] of [
    ['python', py],
    ['javascript', js],
  ] as const) {
    const code = unit.repeat(Math.floor(MAX_CODE_LENGTH / unit.length));
    const call = () => engine.verifyCode({ code, language }).catch((e: unknown) => e);
    await call();
    const runs = [await cpuMsAsync(call), await cpuMsAsync(call), await cpuMsAsync(call)];
    const best = Math.min(...runs);
    rows.push({
      group: 'code',
      name: `worst: ${language} at the ${MAX_CODE_LENGTH.toLocaleString('en-US')}-character cap (${code.split('\n').length} lines)`,
      value: best,
      unit: 'ms CPU',
      note: best <= 50 ? '≤ 50 ms budget ✓' : '> 50 ms budget ✗',
    });
  }
  return rows;
}

/** The image engine decodes every file in full; its worst cases are the costliest 10 MB uploads per codec. */
export async function imageRows(): Promise<Row[]> {
  const dir = join(ENGINES, 'image', 'corpus', 'files');
  const files = readdirSync(dir).map((f) => new Uint8Array(readFileSync(join(dir, f))));
  const claim = 'a 640x480 landscape image, not animated';
  for (const f of files) await verifyImage({ bytes: f, claim });
  const ms: number[] = [];
  for (const f of files) ms.push(await cpuMsAsync(() => verifyImage({ bytes: f, claim })));
  const rows: Row[] = [
    {
      group: 'image',
      name: `corpus p50 / p99 (${files.length} files)`,
      value: quantile(ms, 0.5),
      unit: 'ms CPU',
      note: `p99 ${quantile(ms, 0.99).toFixed(2)} ms, max ${Math.max(...ms).toFixed(2)} ms`,
    },
  ];
  for (const c of imageWorstCases()) {
    let status = '';
    let units = 0;
    const run = async () => {
      const r = await verifyImage({ bytes: c.bytes, claim });
      status = r.container.status;
      units = r.container.work_units;
    };
    await run();
    const best = Math.min(await cpuMsAsync(run), await cpuMsAsync(run), await cpuMsAsync(run));
    rows.push({
      group: 'image',
      name: `worst: ${c.name} (${(c.bytes.length / 1e6).toFixed(1)} MB)`,
      value: best,
      unit: 'ms CPU',
      note: `${status}, ${(units / 1e6).toFixed(1)} M of ${IMAGE_DECODE_BUDGET / 1e6} M units; ${best <= 100 ? '≤ 100 ms budget ✓' : '> 100 ms budget ✗'}`,
    });
  }
  return rows;
}

export async function runCorpora(progress: (line: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  const sections: [string, () => Row[] | Promise<Row[]>][] = [
    ['math', mathRows],
    ['logic', logicRows],
    ['sql', sqlRows],
    ['fact', factRows],
    ['process', processRows],
    ['code', codeRows],
    ['image', imageRows],
    ['gateway', gatewayRows],
  ];
  // VERDICT_BENCH_SECTIONS=logic,sql runs only those sections (the full set takes minutes).
  const only = (process.env.VERDICT_BENCH_SECTIONS ?? '').split(',').filter(Boolean);
  for (const [name, section] of sections) {
    if (only.length > 0 && !only.includes(name)) continue;
    progress(`${name}: corpus and worst cases`);
    try {
      rows.push(...(await section()));
    } catch (error) {
      rows.push({ group: name, name: '—', note: `error: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return rows;
}
