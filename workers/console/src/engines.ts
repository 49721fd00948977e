/**
 * The playground's engines: the fields of each `/v1/verify/*` request, worked examples, and how a form becomes the
 * request body. Field names are the API's own, so what the console sends is exactly what a client would send.
 */

export type FieldKind = 'text' | 'textarea' | 'select' | 'number' | 'csv';

export interface EngineField {
  name: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  help?: string;
  rows?: number;
  /** Left empty, the field is not sent (the API's default applies). */
  optional?: boolean;
}

export interface EngineExample {
  label: string;
  values: Record<string, string>;
}

export interface EngineDef {
  id: 'math' | 'logic' | 'sql' | 'code' | 'fact' | 'stats' | 'consensus';
  label: string;
  path: string;
  blurb: string;
  fields: readonly EngineField[];
  examples: readonly EngineExample[];
}

const USERS_DDL =
  'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL, country TEXT);\nCREATE TABLE orders (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), total REAL);';
const SALES_CSV = 'region,product,price,units\nEU,widget,12.5,3\nEU,gadget,20,1\nUS,widget,11,7\nUS,gadget,19.5,2\nAPAC,widget,13,4\n';
const TOWER = 'The Eiffel Tower stands on the Champ de Mars in Paris. It is 330 metres tall and was completed in 1889 for the World Fair.';

export const ENGINES: readonly EngineDef[] = [
  {
    id: 'math',
    label: 'Math',
    path: '/v1/verify/math',
    blurb: 'Expressions and equations; identities are decided exactly, a mismatch comes with a counterexample.',
    fields: [
      { name: 'expression', label: 'Expression or equation', kind: 'text', help: '= marks an equation, e.g. (x+1)^2 = x^2 + 2*x + 1' },
      { name: 'domain', label: 'Domain', kind: 'select', options: ['', 'real', 'complex'], optional: true },
    ],
    examples: [
      { label: 'Identity that holds', values: { expression: '(x+1)^2 = x^2 + 2*x + 1' } },
      { label: 'Identity that fails', values: { expression: '(x+1)^2 = x^2 + 1' } },
      { label: 'Wrong arithmetic', values: { expression: '17 * 23 = 381' } },
      { label: 'Real-domain error', values: { expression: 'sqrt(-4)', domain: 'real' } },
    ],
  },
  {
    id: 'logic',
    label: 'Logic',
    path: '/v1/verify/logic',
    blurb: 'Constraints in a prefix S-expression language over Booleans and linear arithmetic; SAT comes with a checked model.',
    fields: [{ name: 'query', label: 'Constraints', kind: 'textarea', rows: 6, help: 'See docs/logic-dsl.md for the language.' }],
    examples: [
      {
        label: 'Satisfiable schedule',
        values: { query: '(declare start end Int)\n(assert (>= start 9) (<= end 17) (= (- end start) 3))\n(assert (distinct start 12))' },
      },
      { label: 'Contradiction', values: { query: '(declare x Int)\n(assert (> x 5) (< x 3))' } },
      { label: 'Boolean puzzle', values: { query: '(assert (or a b) (=> a c) (not c))' } },
    ],
  },
  {
    id: 'sql',
    label: 'SQL',
    path: '/v1/verify/sql',
    blurb: 'A query checked against your schema: syntax, tables, columns, and statements outside the read-only set.',
    fields: [
      { name: 'query', label: 'Query', kind: 'textarea', rows: 4 },
      { name: 'schema_ddl', label: 'Schema (CREATE TABLE statements)', kind: 'textarea', rows: 4 },
      {
        name: 'dialect',
        label: 'Dialect',
        kind: 'select',
        options: ['sqlite', 'postgresql', 'mysql', 'mariadb', 'bigquery', 'snowflake', 'transactsql'],
      },
    ],
    examples: [
      {
        label: 'Valid join',
        values: {
          query: 'SELECT u.name, SUM(o.total) AS spent\nFROM users u JOIN orders o ON o.user_id = u.id\nGROUP BY u.name',
          schema_ddl: USERS_DDL,
        },
      },
      { label: 'Misspelt column', values: { query: 'SELECT nmae, country FROM users WHERE id = 1', schema_ddl: USERS_DDL } },
      { label: 'Destructive statement', values: { query: 'DELETE FROM orders', schema_ddl: USERS_DDL } },
    ],
  },
  {
    id: 'code',
    label: 'Code',
    path: '/v1/verify/code',
    blurb: 'Security analysis of source code; findings are shown on the lines they concern.',
    fields: [
      { name: 'code', label: 'Source code', kind: 'textarea', rows: 8 },
      { name: 'language', label: 'Language', kind: 'select', options: ['python', 'javascript', 'typescript'] },
    ],
    examples: [
      {
        label: 'Python with injection',
        values: {
          code: 'import os\nimport subprocess\n\ndef run(cmd, expr):\n    os.system("ls " + cmd)\n    return eval(expr)\n',
          language: 'python',
        },
      },
      {
        label: 'JavaScript XSS and SQL',
        values: {
          code: 'const q = "SELECT * FROM t WHERE id=" + req.query.id;\ndb.query(q);\nelement.innerHTML = userInput;\n',
          language: 'javascript',
        },
      },
      { label: 'Safe Python', values: { code: 'def add(a: int, b: int) -> int:\n    return a + b\n', language: 'python' } },
    ],
  },
  {
    id: 'fact',
    label: 'Fact',
    path: '/v1/verify/fact',
    blurb: 'A claim checked against the context you supply; the evidence is highlighted in the context.',
    fields: [
      { name: 'claim', label: 'Claim', kind: 'text' },
      { name: 'context', label: 'Context', kind: 'textarea', rows: 5 },
    ],
    examples: [
      { label: 'Supported', values: { claim: 'The Eiffel Tower is 330 metres tall.', context: TOWER } },
      { label: 'Refuted date', values: { claim: 'The Eiffel Tower was completed in 1899.', context: TOWER } },
      { label: 'Not in context', values: { claim: 'The Eiffel Tower is painted every seven years.', context: TOWER } },
    ],
  },
  {
    id: 'stats',
    label: 'Stats',
    path: '/v1/verify/stats',
    blurb: 'A statistic computed over your CSV in the secure sandbox; the program it ran is shown with the value.',
    fields: [
      { name: 'file', label: 'CSV data', kind: 'csv', help: 'Upload a CSV file (up to 1 MB) or paste CSV text.' },
      { name: 'query', label: 'Question', kind: 'text' },
    ],
    examples: [
      { label: 'Mean price in EU', values: { csv: SALES_CSV, query: 'mean of price where region = EU' } },
      { label: 'Total units', values: { csv: SALES_CSV, query: 'sum of units' } },
      { label: 'Median price', values: { csv: SALES_CSV, query: 'median of price' } },
    ],
  },
  {
    id: 'consensus',
    label: 'Consensus',
    path: '/v1/verify/consensus',
    blurb: 'Several independent engines compute the same answer; agreement and confidence are reported.',
    fields: [
      { name: 'query', label: 'Query', kind: 'text' },
      { name: 'verification_mode', label: 'Mode', kind: 'select', options: ['single', 'high', 'maximum'] },
      { name: 'min_confidence', label: 'Minimum confidence (0–1)', kind: 'number', optional: true },
    ],
    examples: [
      { label: 'Arithmetic, 3+ engines', values: { query: '(2+3)*4', verification_mode: 'maximum' } },
      { label: 'Decimals, 2 engines', values: { query: '0.1 + 0.2', verification_mode: 'high', min_confidence: '0.9' } },
    ],
  },
];

export function engineById(id: string): EngineDef | undefined {
  return ENGINES.find((e) => e.id === id);
}

/** The first example's values with every select defaulted: what a fresh form shows. */
export function initialValues(def: EngineDef): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of def.fields) if (f.kind === 'select' && !f.optional && f.options?.[0] !== undefined) values[f.name] = f.options[0];
  return { ...values, ...def.examples[0]?.values };
}

export interface BuiltRequest {
  json?: Record<string, unknown>;
  form?: FormData;
}

/** The request body for `def` from the form's values; `file` is the uploaded CSV, which wins over pasted text. */
export function buildRequest(def: EngineDef, values: Partial<Record<string, string>>, sign: boolean, file?: Blob | null): BuiltRequest {
  const options = sign ? { include_attestation: true } : undefined;
  if (def.id === 'stats') {
    const form = new FormData();
    form.append('file', file ?? new Blob([values.csv ?? ''], { type: 'text/csv' }), file instanceof File ? file.name : 'data.csv');
    form.append('query', values.query ?? '');
    // Multipart routes take the verification options as one JSON text part.
    if (options) form.append('options', JSON.stringify(options));
    return { form };
  }
  const json: Record<string, unknown> = {};
  for (const field of def.fields) {
    const raw = values[field.name] ?? '';
    if (field.optional && raw.trim() === '') continue;
    if (def.id === 'math' && field.name === 'domain') json.context = { domain: raw };
    else if (field.kind === 'number') json[field.name] = Number(raw);
    else json[field.name] = raw;
  }
  if (options) json.options = options;
  return { json };
}
