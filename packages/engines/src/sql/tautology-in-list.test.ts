import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../seeded-random.ts';
import { verifySql } from './verify-any-dialect.ts';

// `x IN (constants)` is read in one sort (tautology.ts, constantList): these check it against the OR of the
// comparisons it stands for, which is read one comparison at a time.
const DDL = `CREATE TABLE shelf (
  slot INTEGER NOT NULL,
  spare INTEGER,
  weight DECIMAL(6,2) NOT NULL,
  label VARCHAR(12) NOT NULL,
  tiny SMALLINT NOT NULL CHECK (tiny >= 0)
);`;

async function tautology(where: string, dialect = 'postgresql'): Promise<boolean> {
  const r = await verifySql({ query: `SELECT slot FROM shelf WHERE ${where}`, schema_ddl: DDL, dialect });
  return r.issues.some((i) => i.code === 'TAUTOLOGY');
}

describe('IN lists of constants in the tautology rule', () => {
  it('refuses a list OR its negation on a NOT NULL column, not on a nullable one', async () => {
    expect(await tautology('slot IN (4, 9, 16) OR slot NOT IN (16, 9, 4)')).toBe(true);
    expect(await tautology('spare IN (4, 9, 16) OR spare NOT IN (16, 9, 4)')).toBe(false);
    expect(await tautology('spare IN (4, 9, 16) OR spare NOT IN (16, 9, 4) OR spare IS NULL')).toBe(true);
    // Different lists leave values out.
    expect(await tautology('slot IN (4, 9) OR slot NOT IN (4, 9, 16)')).toBe(false);
    expect(await tautology('slot IN (4, 9, 16) OR slot NOT IN (4, 9)')).toBe(true);
  });
  it('reads the gaps between the values with the column type', async () => {
    // Integers: 1, 2, 3 and the two rays leave nothing out; on a DECIMAL(6,2) column 1.5 is left out.
    expect(await tautology('slot IN (3, 1, 2) OR slot < 1 OR slot > 3')).toBe(true);
    expect(await tautology('weight IN (3, 1, 2) OR weight < 1 OR weight > 3')).toBe(false);
    expect(await tautology('weight IN (1, 2) OR weight NOT IN (2, 1)')).toBe(true);
  });
  it('reads text values, and leaves lists it cannot order to the comparisons one by one', async () => {
    expect(await tautology("label IN ('bolt', 'nut') OR label NOT IN ('nut', 'bolt')")).toBe(true);
    // Upper and lower case are ordered differently by different collations: not decided.
    expect(await tautology("label IN ('bolt', 'Nut') OR label NOT IN ('Nut', 'bolt')")).toBe(false);
    // A NULL in the list makes NOT IN never TRUE.
    expect(await tautology('slot IN (1, NULL) OR slot NOT IN (1, NULL)')).toBe(false);
    // A column in the list: read comparison by comparison.
    expect(await tautology('slot IN (spare, 2) OR slot NOT IN (2, spare)')).toBe(false);
  });
  it('agrees with the OR of the comparisons on random lists', async () => {
    const rnd = mulberry32(2911);
    for (let round = 0; round < 40; round++) {
      const pick = () => Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => Math.floor(rnd() * 8) - 2);
      const a = pick();
      const b = rnd() < 0.5 ? [...a].reverse() : pick();
      const column = rnd() < 0.5 ? 'slot' : rnd() < 0.5 ? 'tiny' : 'weight';
      const extra = rnd() < 0.5 ? ` OR ${column} < ${Math.min(...a)} OR ${column} > ${Math.max(...a)}` : '';
      const asList = `${column} IN (${a.join(', ')}) OR ${column} NOT IN (${b.join(', ')})${extra}`;
      const eq = (xs: number[]) => xs.map((x) => `${column} = ${x}`).join(' OR ');
      const asComparisons = `(${eq(a)}) OR NOT (${eq(b)})${extra}`;
      for (const dialect of ['postgresql', 'mysql']) {
        expect(await tautology(asList, dialect), `${dialect}: ${asList}`).toBe(await tautology(asComparisons, dialect));
      }
    }
  });
});
