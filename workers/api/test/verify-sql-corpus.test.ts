import { env } from 'cloudflare:workers';
import corpus from '@verdict/engines/sql/corpus/cases.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import type { Env } from '../src/env.ts';
import { runSql } from '../src/services/engines/sql.ts';

interface CorpusCase {
  dialect: string;
  query: string;
  policy: string | null;
  expected: 'VALID' | 'INVALID';
  label_source: string;
}

interface Tally {
  cases: number;
  agree: number;
  falseValid: number;
  falseInvalid: number;
  unknown: number;
  wrong: string[];
}

/**
 * The SQL corpus (packages/engines/src/sql/corpus: labels from SQLite, PostgreSQL 15 and MariaDB, generated offline by
 * generate.py; hand labels for dialects without an engine) through the same path as POST /v1/verify/sql: the SQLite
 * Durable Object, the sandbox's PostgreSQL, the sandbox's grammars. The bar: no dialect ever answers VALID where the
 * oracle or the policy says INVALID. Agreement, false INVALID and UNKNOWN are printed per dialect.
 */
describe('SQL corpus against real engines', () => {
  it('answers with 0 false VALID in every dialect', async () => {
    const schemas = corpus.schemas as Record<string, string>;
    const tallies = new Map<string, Tally>();
    for (const c of corpus.cases as CorpusCase[]) {
      const tally = tallies.get(c.dialect) ?? { cases: 0, agree: 0, falseValid: 0, falseInvalid: 0, unknown: 0, wrong: [] };
      tallies.set(c.dialect, tally);
      tally.cases++;
      const outcome = await runSql(env as unknown as Env, { query: c.query, schema_ddl: schemas[c.dialect] ?? '', dialect: c.dialect });
      const status = outcome.result.status as string;
      if (status === 'UNKNOWN') {
        tally.unknown++;
        if (c.dialect === 'sqlite' || c.dialect === 'postgresql')
          tally.wrong.push(`UNKNOWN: ${c.query} — ${String(outcome.result.message)}`);
      } else if (status === c.expected) tally.agree++;
      else if (status === 'VALID') {
        tally.falseValid++;
        tally.wrong.push(`false VALID: ${c.query}`);
      } else {
        tally.falseInvalid++;
        tally.wrong.push(`false INVALID: ${c.query} — ${String(outcome.result.message)}`);
      }
    }
    const lines = ['dialect       cases  agree  false-valid  false-invalid  unknown'];
    for (const [d, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(
        `${d.padEnd(12)} ${String(t.cases).padStart(6)} ${String(t.agree).padStart(6)} ${String(t.falseValid).padStart(12)} ${String(t.falseInvalid).padStart(14)} ${String(t.unknown).padStart(8)}`,
      );
      for (const w of t.wrong) lines.push(`    ${w.slice(0, 220)}`);
    }
    console.log(lines.join('\n'));
    for (const [d, t] of tallies) expect(t.falseValid, `${d}: ${t.wrong.join('\n')}`).toBe(0);
    expect(tallies.size).toBe(7);
  }, 600_000);
});
