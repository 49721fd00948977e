import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contracts from '../../packages/contracts/src/index.ts';

/**
 * docs/limits.md against the code: every row's value equals the constant its source names, and every cap-like
 * constant of the code has a row. A row's last cell names its source as two code spans: a file and a constant
 * (`NAME` or `NAME.key` of an object literal), `contract` and `Schema.field` (the zod contract's maximum), or
 * `wrangler.toml` and a [vars] name.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOC = readFileSync(join(ROOT, 'docs', 'limits.md'), 'utf8');

/** Constants that count as caps: `MAX_*`, `MIN_*`, `*_BUDGET(S)`, `*_LIMIT(S)`, `*_CAPS`, `*_DEFAULTS`, `CAPS`. */
const CAP_NAME = /^(?:MAX|MIN)_|_(?:BUDGETS?|LIMITS?|CAPS|DEFAULTS)$|^CAPS$/;
const SOURCE_DIRS = ['packages', 'workers'];

interface Row {
  value: string;
  file: string;
  expr: string;
}

function rows(): Row[] {
  const out: Row[] = [];
  for (const line of DOC.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const source = cells.at(-1) ?? '';
    const spans = [...source.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    if (spans.length !== 2 || cells.length < 4 || cells[0] === 'limit') continue;
    out.push({ value: cells[1] ?? '', file: spans[0] ?? '', expr: spans[1] ?? '' });
  }
  return out;
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** A numeric literal expression of the code (`10 * 1024 * 1024`, `20_000`) or a string literal. */
function literal(text: string, where: string): number | string {
  const trimmed = text.trim().replace(/ as const$/, '');
  const str = /^'([^']*)'$/.exec(trimmed) ?? /^"([^"]*)"$/.exec(trimmed);
  if (str) return str[1] ?? '';
  const expr = trimmed.replace(/_/g, '');
  if (!/^[\d\s*+\-/().]+$/.test(expr)) throw new Error(`${where}: not a numeric literal: ${trimmed}`);
  // Only digits and arithmetic reach this point (checked just above).
  return Function(`"use strict"; return (${expr});`)() as number;
}

/** The text of the object literal that starts at `from` (the index of its `{`). */
function objectLiteral(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(from + 1, i);
  }
  throw new Error('unterminated object literal');
}

/** Top-level keys and value texts of an object literal's body. */
function objectFields(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  let depth = 0;
  let start = 0;
  const parts: string[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '{' || ch === '[' || ch === '(') depth++;
    else if (ch === '}' || ch === ']' || ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  for (const part of parts) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([\s\S]*)$/.exec(part);
    if (m?.[1] && m[2] !== undefined) fields.set(m[1], m[2].trim());
  }
  return fields;
}

function declaration(text: string, name: string): { index: number; rest: string } {
  const m = new RegExp(`(?:^|\\n)\\s*(?:export\\s+)?const\\s+${name}(?:\\s*:[^=]+)?\\s*=\\s*`).exec(text);
  if (!m) throw new Error(`no const ${name}`);
  const index = m.index + m[0].length;
  return { index, rest: text.slice(index) };
}

function codeValue(row: Row): number | string {
  if (row.file === 'contract') return contractMaximum(row.expr);
  const text = stripComments(readFileSync(join(ROOT, row.file), 'utf8'));
  if (row.file === 'wrangler.toml') {
    const top = text.split(/^\[env\./m)[0] ?? '';
    const m = new RegExp(`^${row.expr}\\s*=\\s*"([^"]*)"`, 'm').exec(top);
    if (!m) throw new Error(`wrangler.toml: no ${row.expr}`);
    return m[1] ?? '';
  }
  const [name = '', key] = row.expr.split('.');
  const { index, rest } = declaration(text, name);
  if (key === undefined) return literal(rest.slice(0, rest.search(/;|\n\n/)), `${row.file} ${name}`);
  const fields = objectFields(objectLiteral(text, index + rest.indexOf('{')));
  const field = fields.get(key);
  if (field === undefined) throw new Error(`${row.file}: ${name} has no ${key}`);
  return literal(field, `${row.file} ${row.expr}`);
}

interface ZodCheck {
  _zod: { def: { check: string; maximum?: number; value?: number; inclusive?: boolean } };
}
interface ZodLike {
  _zod: {
    def: { type: string; innerType?: ZodLike; in?: ZodLike; options?: ZodLike[]; shape?: Record<string, ZodLike>; checks?: ZodCheck[] };
  };
}

/** The largest value, length or item count a contract field accepts. */
function contractMaximum(expr: string): number {
  const [schemaName = '', ...path] = expr.split('.');
  let schema = (contracts as unknown as Record<string, ZodLike>)[schemaName];
  for (const part of path) schema = unwrap(schema)?._zod.def.shape?.[part];
  const max = maximumOf(schema);
  if (max === undefined) throw new Error(`contract ${expr}: no maximum`);
  return max;
}

function unwrap(schema: ZodLike | undefined): ZodLike | undefined {
  let s = schema;
  while (s && ['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(s._zod.def.type)) s = s._zod.def.innerType;
  if (s?._zod.def.type === 'pipe') return unwrap(s._zod.def.in);
  return s;
}

function maximumOf(schema: ZodLike | undefined): number | undefined {
  const s = unwrap(schema);
  if (!s) return undefined;
  if (s._zod.def.type === 'union') {
    const maxima = (s._zod.def.options ?? []).map(maximumOf).filter((m): m is number => m !== undefined);
    return maxima.length > 0 ? Math.max(...maxima) : undefined;
  }
  // zod keeps each constraint as a check: max_length (strings, arrays) or an inclusive less_than (numbers).
  for (const check of s._zod.def.checks ?? []) {
    const def = check._zod.def;
    if (def.check === 'max_length' && def.maximum !== undefined) return def.maximum;
    if (def.check === 'less_than' && def.inclusive && def.value !== undefined) return def.value;
  }
  return undefined;
}

const UNIT: Record<string, { kind: 'bytes' | 'time'; factor: number }> = {
  B: { kind: 'bytes', factor: 1 },
  bytes: { kind: 'bytes', factor: 1 },
  KB: { kind: 'bytes', factor: 1024 },
  MB: { kind: 'bytes', factor: 1024 * 1024 },
  ms: { kind: 'time', factor: 1 },
  s: { kind: 'time', factor: 1000 },
  min: { kind: 'time', factor: 60_000 },
  h: { kind: 'time', factor: 3_600_000 },
  day: { kind: 'time', factor: 86_400_000 },
  days: { kind: 'time', factor: 86_400_000 },
};

/** The unit a constant is written in, from its name's suffix. */
function codeUnit(expr: string) {
  const last = expr.split('.').at(-1) ?? '';
  if (/(_MS|Ms)$/.test(last)) return UNIT.ms;
  if (/(_SECONDS|_S|Seconds|_seconds)$/.test(last)) return UNIT.s;
  if (/(_DAYS|Days|_days)$/.test(last)) return UNIT.days;
  if (/(_BYTES|Bytes)$/.test(last)) return UNIT.B;
  return undefined;
}

const numbersIn = (text: string) => [...text.replace(/(\d),(\d)/g, '$1$2').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

function documented(value: string) {
  const m = /(\d[\d,]*(?:\.\d+)?)\s*([A-Za-z]+)?/.exec(value);
  if (!m?.[1]) throw new Error(`no number in "${value}"`);
  return { number: Number(m[1].replace(/,/g, '')), unit: m[2] ? UNIT[m[2]] : undefined };
}

describe('docs/limits.md', () => {
  const table = rows();

  it('lists its limits in sourced rows', () => {
    expect(table.length).toBeGreaterThan(100);
  });

  it('says what the code says, row by row', () => {
    const wrong: string[] = [];
    for (const row of table) {
      const code = codeValue(row);
      const doc = documented(row.value);
      let ok: boolean;
      if (typeof code === 'string') ok = JSON.stringify(numbersIn(code)) === JSON.stringify(numbersIn(row.value));
      else {
        const unit = codeUnit(row.expr);
        if (unit) ok = doc.unit !== undefined && doc.unit.kind === unit.kind && doc.number * doc.unit.factor === code * unit.factor;
        else ok = doc.number * (doc.unit?.factor ?? 1) === code;
      }
      if (!ok) wrong.push(`${row.file} ${row.expr}: code ${JSON.stringify(code)}, docs/limits.md "${row.value}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('has a row for every cap-like constant of the code (and every field of the cap objects)', () => {
    const documentedExprs = new Set(table.map((r) => r.expr));
    const missing: string[] = [];
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === 'node_modules' || name === 'generated' || name.startsWith('.')) return [];
        if (statSync(path).isDirectory()) return files(path);
        return /\.(ts|tsx)$/.test(name) && !/\.test\.|test-fixtures|bench/.test(name) ? [path] : [];
      });
    for (const file of SOURCE_DIRS.flatMap((d) => files(join(ROOT, d)))) {
      const text = stripComments(readFileSync(file, 'utf8'));
      for (const m of text.matchAll(/export\s+const\s+([A-Z][A-Z0-9_]*)(?:\s*:[^=]+)?\s*=\s*/g)) {
        const name = m[1] ?? '';
        if (!CAP_NAME.test(name)) continue;
        const at = (m.index ?? 0) + m[0].length;
        if (text[at] === '{') {
          for (const key of objectFields(objectLiteral(text, at)).keys()) {
            if (!documentedExprs.has(`${name}.${key}`)) missing.push(`${relative(ROOT, file)} ${name}.${key}`);
          }
        } else if (![...documentedExprs].some((e) => e === name)) missing.push(`${relative(ROOT, file)} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
