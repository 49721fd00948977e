import type { SqlDialect } from './dialects.ts';

/**
 * Names a grammar-only check must not call unknown columns: only the dialect's own name resolution could decide them.
 *
 * Functions whose argument at the given position is a keyword (a date part, a weekday), not an expression: the
 * grammars read `DATEADD(day, 1, d)` as a column named `day`.
 */
export const KEYWORD_ARGUMENTS: Partial<Record<SqlDialect, Readonly<Record<string, readonly number[]>>>> = {
  transactsql: { DATEADD: [0], DATEDIFF: [0], DATEDIFF_BIG: [0], DATEPART: [0], DATENAME: [0], DATETRUNC: [0], DATE_BUCKET: [0] },
  snowflake: {
    DATEADD: [0],
    DATEDIFF: [0],
    TIMEADD: [0],
    TIMEDIFF: [0],
    TIMESTAMPADD: [0],
    TIMESTAMPDIFF: [0],
    DATE_TRUNC: [0],
    DATE_PART: [0],
    TRUNC: [1],
    LAST_DAY: [1],
    TIME_SLICE: [2],
  },
  bigquery: {
    DATE_DIFF: [2],
    DATETIME_DIFF: [2],
    TIMESTAMP_DIFF: [2],
    TIME_DIFF: [2],
    DATE_TRUNC: [1],
    DATETIME_TRUNC: [1],
    TIMESTAMP_TRUNC: [1],
    TIME_TRUNC: [1],
    LAST_DAY: [1],
  },
  mysql: { TIMESTAMPDIFF: [0], TIMESTAMPADD: [0], GET_FORMAT: [0] },
  mariadb: { TIMESTAMPDIFF: [0], TIMESTAMPADD: [0], GET_FORMAT: [0] },
};

/** T-SQL's date parts and their abbreviations (DATEADD, DATEDIFF, DATEPART, DATENAME, DATETRUNC, DATE_BUCKET). */
export const TSQL_DATEPARTS: ReadonlySet<string> = new Set(
  (
    'year yy yyyy quarter qq q month mm m dayofyear dy y day dd d week wk ww weekday dw w hour hh minute mi n ' +
    'second ss s millisecond ms microsecond mcs nanosecond ns tzoffset tz iso_week isowk isoww'
  ).split(' '),
);

/**
 * Date-part and weekday words of every dialect. A bare argument of a function spelled like one of these and naming
 * no column in scope is taken for the keyword (BigQuery's `WEEK(MONDAY)`, Snowflake's aliases), never an unknown column.
 */
export const DATEPART_WORDS: ReadonlySet<string> = new Set(
  (
    'year years yr yrs y yy yyy yyyy quarter quarters q qq qtr qtrs month months mon mons mm m day days d dd ' +
    'dayofmonth dayofweek dayofweekiso weekday dow dw dayofyear yearday doy dy week weeks w wk ww weekofyear woy wy ' +
    'weekiso isoweek iso_week isowk isoww yearofweek yearofweekiso isoyear hour hours h hh hr hrs minute minutes mi min ' +
    'mins n second seconds s sec secs ss millisecond milliseconds ms msec microsecond microseconds us usec mcs ' +
    'nanosecond nanoseconds ns nsec nanosec nsecond nanosecs nseconds epoch epoch_second epoch_millisecond ' +
    'epoch_microsecond epoch_nanosecond timezone_hour timezone_minute tzoffset tz date time datetime ' +
    'monday tuesday wednesday thursday friday saturday sunday'
  ).split(' '),
);

/**
 * Argument counts of T-SQL built-ins (min, max) from the vendor's reference. An unqualified call in T-SQL can only
 * name a built-in, so another count is certainly an error (`DATEDIFF(day, d)`).
 */
export const TSQL_ARITY: Readonly<Record<string, readonly [number, number]>> = {
  DATEADD: [3, 3],
  DATEDIFF: [3, 3],
  DATEDIFF_BIG: [3, 3],
  DATEPART: [2, 2],
  DATENAME: [2, 2],
  DATEFROMPARTS: [3, 3],
  EOMONTH: [1, 2],
  ISNULL: [2, 2],
  IIF: [3, 3],
  NULLIF: [2, 2],
  LEN: [1, 1],
  DATALENGTH: [1, 1],
  LEFT: [2, 2],
  RIGHT: [2, 2],
  SUBSTRING: [3, 3],
  CHARINDEX: [2, 3],
  REPLICATE: [2, 2],
  STUFF: [4, 4],
  REPLACE: [3, 3],
  GETDATE: [0, 0],
  GETUTCDATE: [0, 0],
  SYSDATETIME: [0, 0],
  SYSUTCDATETIME: [0, 0],
  NEWID: [0, 0],
  YEAR: [1, 1],
  MONTH: [1, 1],
  DAY: [1, 1],
};

/** Columns every table has without declaring them. */
const PSEUDO_COLUMNS: Partial<Record<SqlDialect, ReadonlySet<string>>> = {
  bigquery: new Set(['_partitiontime', '_partitiondate', '_table_suffix', '_file_name']),
  snowflake: new Set(['metadata$action', 'metadata$isupdate', 'metadata$row_id']),
  transactsql: new Set(['$identity', '$rowguid', '$action', '$node_id', '$edge_id', '$from_id', '$to_id']),
  sqlite: new Set(['rowid', 'oid', '_rowid_']),
  postgresql: new Set(['ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid']),
};

/** Niladic keywords some grammars read as column names (`CURRENT_TIMESTAMP`, T-SQL's `USER`). */
const KEYWORD_VALUES: ReadonlySet<string> = new Set([
  'current_timestamp',
  'current_date',
  'current_time',
  'current_user',
  'current_role',
  'current_schema',
  'session_user',
  'system_user',
  'user',
  'localtimestamp',
  'localtime',
  'sysdate',
  'systimestamp',
]);

/**
 * Dialects where `@name` is a variable or a bound parameter (T-SQL parameters and locals, MySQL user variables,
 * BigQuery named parameters, SQLite's `@name` binding): its value arrives at run time, so it is never a column.
 */
const AT_VARIABLES: ReadonlySet<SqlDialect> = new Set<SqlDialect>(['transactsql', 'mysql', 'mariadb', 'bigquery', 'sqlite']);

/** A column name that only the dialect's engine can place: a pseudo-column, a keyword value or a variable. */
export function engineOnlyName(dialect: SqlDialect, name: string): boolean {
  const n = name.toLowerCase();
  if (KEYWORD_VALUES.has(n)) return true;
  if (n.length > 1 && n.startsWith('@') && AT_VARIABLES.has(dialect)) return true;
  if (dialect === 'snowflake' && n.startsWith('metadata$')) return true;
  return PSEUDO_COLUMNS[dialect]?.has(n) ?? false;
}

/** Schemas an unqualified definition lands in, so `dbo.users` is the schema's `users`. */
export const DEFAULT_SCHEMAS: ReadonlySet<string> = new Set(['dbo', 'public', 'main']);

/** Relations only the engine knows: T-SQL temporary tables and table variables, BigQuery wildcard tables. */
export function engineOnlyRelation(dialect: SqlDialect, table: string): boolean {
  if (dialect === 'transactsql' && /^[#@]/.test(table)) return true;
  return dialect === 'bigquery' && table.endsWith('*');
}
