import type { SqlDialect } from './dialects.ts';
import type { Dec } from './exact-decimal.ts';
import { parseDec } from './exact-decimal.ts';

/**
 * How a floating-point NaN compares, per dialect: PostgreSQL and Snowflake order NaN above every other value (and
 * NaN = NaN); BigQuery makes every comparison with NaN false except `<>`; the others cannot store NaN.
 */
export type NanPolicy = 'none' | 'top' | 'unordered';

/**
 * The values a column (or expression) can hold, as far as the tautology rule needs to know:
 * - `int`: the integers from min to max;
 * - `dec`: numbers; with `scale` only multiples of 10^-scale, with `maxAbs` only those of at most that magnitude;
 * - `text`: strings (the empty string is the least; other orderings depend on collation);
 * - `temporal`: dates and times (ordered; literals compare only when written the same way);
 * - `unknown`: anything; numbers compare numerically, strings only for equality.
 */
export type Domain =
  | { k: 'int'; min: bigint; max: bigint }
  | { k: 'dec'; scale: number | null; maxAbs: Dec | null; nan: NanPolicy }
  | { k: 'text' }
  | { k: 'temporal' }
  | { k: 'unknown'; nan: NanPolicy };

export interface ColumnFacts {
  domain: Domain;
  notNull: boolean;
}

const int = (bits: number, unsigned = false): Domain =>
  unsigned
    ? { k: 'int', min: 0n, max: 2n ** BigInt(bits) - 1n }
    : { k: 'int', min: -(2n ** BigInt(bits - 1)), max: 2n ** BigInt(bits - 1) - 1n };
const BOOL: Domain = { k: 'int', min: 0n, max: 1n };
const TEXT: Domain = { k: 'text' };
const TEMPORAL: Domain = { k: 'temporal' };

export function nanPolicy(dialect: SqlDialect): NanPolicy {
  if (dialect === 'postgresql' || dialect === 'snowflake') return 'top';
  if (dialect === 'bigquery') return 'unordered';
  return 'none';
}

export function unknownDomain(dialect: SqlDialect): Domain {
  return { k: 'unknown', nan: nanPolicy(dialect) };
}

/** DECIMAL(p, s): multiples of 10^-s below 10^(p-s) in magnitude. */
function decimal(p: number, s: number, nan: NanPolicy): Domain {
  // PostgreSQL's numeric(p, 0) still holds NaN, so only NaN-free dialects get the integer domain.
  if (s === 0 && p <= 38 && nan === 'none') return { k: 'int', min: -(10n ** BigInt(p) - 1n), max: 10n ** BigInt(p) - 1n };
  const maxAbs = parseDec(`${'9'.repeat(Math.max(1, p - s))}.${'9'.repeat(s)}`);
  return { k: 'dec', scale: s, maxAbs, nan };
}

const REAL = (nan: NanPolicy): Domain => ({ k: 'dec', scale: null, maxAbs: null, nan });

/**
 * The domain of a declared column type in a dialect. `words` are the type's words in upper case (`DOUBLE`,
 * `PRECISION`), `params` its numeric arguments (`NUMERIC(12,2)` → [12, 2]). Types not listed are `unknown`.
 * SQLite decides by affinity, and a non-STRICT column may hold values of another storage class, so only TEXT
 * affinity (text) and integer primary keys / STRICT integer columns (64-bit integers) get a domain there.
 */
export function columnDomain(dialect: SqlDialect, words: string[], params: number[], sqliteInteger = false): Domain {
  const w = words[0] ?? '';
  const all = words.join(' ');
  const unsigned = words.includes('UNSIGNED');
  const [p, s] = params;
  if (words.some((x) => x.endsWith('[]')) || all.includes('ARRAY')) return unknownDomain(dialect);
  switch (dialect) {
    case 'sqlite': {
      if (sqliteInteger) return int(64);
      if (/INT/.test(all)) return unknownDomain(dialect);
      if (/CHAR|CLOB|TEXT/.test(all)) return TEXT;
      return unknownDomain(dialect);
    }
    case 'postgresql': {
      if (['SMALLINT', 'INT2', 'SMALLSERIAL', 'SERIAL2'].includes(w)) return int(16);
      if (['INTEGER', 'INT', 'INT4', 'SERIAL', 'SERIAL4'].includes(w)) return int(32);
      if (['BIGINT', 'INT8', 'BIGSERIAL', 'SERIAL8'].includes(w)) return int(64);
      if (w === 'NUMERIC' || w === 'DECIMAL') return p !== undefined ? decimal(p, s ?? 0, 'top') : REAL('top');
      if (['REAL', 'FLOAT4', 'FLOAT8', 'FLOAT', 'DOUBLE'].includes(w)) return REAL('top');
      if (w === 'BOOLEAN' || w === 'BOOL') return BOOL;
      if (['TEXT', 'VARCHAR', 'CHAR', 'CHARACTER', 'BPCHAR', 'CITEXT', 'NAME'].includes(w)) return TEXT;
      if (['DATE', 'TIMESTAMP', 'TIMESTAMPTZ', 'TIME', 'TIMETZ'].includes(w)) return TEMPORAL;
      return unknownDomain(dialect);
    }
    case 'mysql':
    case 'mariadb': {
      if (w === 'TINYINT' || w === 'BOOL' || w === 'BOOLEAN') return int(8, unsigned);
      if (w === 'SMALLINT') return int(16, unsigned);
      if (w === 'MEDIUMINT') return int(24, unsigned);
      if (w === 'INT' || w === 'INTEGER') return int(32, unsigned);
      if (w === 'BIGINT') return int(64, unsigned);
      if (['DECIMAL', 'NUMERIC', 'DEC', 'FIXED'].includes(w)) {
        const d = decimal(p ?? 10, s ?? 0, 'none');
        return unsigned ? unknownDomain(dialect) : d;
      }
      if (['FLOAT', 'DOUBLE', 'REAL'].includes(w)) return REAL('none');
      if (['CHAR', 'VARCHAR', 'TEXT', 'TINYTEXT', 'MEDIUMTEXT', 'LONGTEXT', 'NCHAR', 'NVARCHAR'].includes(w)) return TEXT;
      if (['DATE', 'DATETIME', 'TIMESTAMP', 'TIME'].includes(w)) return TEMPORAL;
      return unknownDomain(dialect);
    }
    case 'transactsql': {
      if (w === 'TINYINT') return int(8, true);
      if (w === 'SMALLINT') return int(16);
      if (w === 'INT' || w === 'INTEGER') return int(32);
      if (w === 'BIGINT') return int(64);
      if (w === 'BIT') return BOOL;
      if (w === 'DECIMAL' || w === 'NUMERIC' || w === 'DEC') return decimal(p ?? 18, s ?? 0, 'none');
      if (w === 'FLOAT' || w === 'REAL') return REAL('none');
      if (['CHAR', 'VARCHAR', 'NCHAR', 'NVARCHAR', 'TEXT', 'NTEXT', 'SYSNAME'].includes(w)) return TEXT;
      if (['DATE', 'DATETIME', 'DATETIME2', 'SMALLDATETIME', 'DATETIMEOFFSET', 'TIME'].includes(w)) return TEMPORAL;
      return unknownDomain(dialect);
    }
    case 'bigquery': {
      if (['INT64', 'INT', 'INTEGER', 'BIGINT', 'SMALLINT', 'TINYINT', 'BYTEINT'].includes(w)) return int(64);
      if (w === 'NUMERIC' || w === 'DECIMAL') return decimal(p ?? 38, s ?? (p === undefined ? 9 : 0), 'none');
      if (w === 'BIGNUMERIC' || w === 'BIGDECIMAL') return REAL('none');
      if (w === 'FLOAT64' || w === 'FLOAT') return REAL('unordered');
      if (w === 'BOOL' || w === 'BOOLEAN') return BOOL;
      if (w === 'STRING') return TEXT;
      if (['DATE', 'DATETIME', 'TIMESTAMP', 'TIME'].includes(w)) return TEMPORAL;
      return unknownDomain(dialect);
    }
    case 'snowflake': {
      if (['INT', 'INTEGER', 'BIGINT', 'SMALLINT', 'TINYINT', 'BYTEINT'].includes(w)) return decimal(38, 0, 'none');
      if (['NUMBER', 'NUMERIC', 'DECIMAL', 'DEC'].includes(w)) return decimal(p ?? 38, s ?? 0, 'none');
      if (['FLOAT', 'FLOAT4', 'FLOAT8', 'DOUBLE', 'REAL'].includes(w)) return REAL('top');
      if (w === 'BOOLEAN') return BOOL;
      if (['VARCHAR', 'STRING', 'TEXT', 'CHAR', 'CHARACTER', 'NCHAR', 'NVARCHAR', 'NVARCHAR2', 'CHAR VARYING'].includes(w)) return TEXT;
      if (w === 'DATE' || w === 'DATETIME' || w === 'TIME' || w.startsWith('TIMESTAMP')) return TEMPORAL;
      return unknownDomain(dialect);
    }
  }
}

/** Whether a column-level PRIMARY KEY makes the column NOT NULL in this dialect (documented in each vendor's manual). */
export function primaryKeyImpliesNotNull(dialect: SqlDialect): boolean {
  return dialect === 'postgresql' || dialect === 'mysql' || dialect === 'mariadb' || dialect === 'transactsql';
}
