import type { SqlDialect } from './dialects.ts';
import type { SqlToken } from './sql-lexer.ts';
import { isTrivia, positionOf } from './sql-lexer.ts';
import type { SqlIssue } from './sql-types.ts';

/**
 * Dialect knowledge the grammars lack. The per-dialect builds of node-sql-parser are permissive (the mysql build
 * accepts `DISTINCT ON`, `FULL OUTER JOIN` and `::` casts, which MySQL and MariaDB reject) and incomplete (the bigquery
 * build refuses `QUALIFY`, which BigQuery accepts). PostgreSQL and SQLite need none of this: their own engines decide.
 */
type Construct = 'distinct_on' | 'full_outer_join' | 'double_colon_cast' | 'backtick' | 'limit' | 'qualify';

const LABEL: Record<Construct, string> = {
  distinct_on: 'DISTINCT ON',
  full_outer_join: 'FULL OUTER JOIN',
  double_colon_cast: 'the :: cast',
  backtick: 'backtick-quoted identifiers',
  limit: 'LIMIT',
  qualify: 'QUALIFY',
};

/** Constructs each dialect rejects. */
const UNSUPPORTED: Partial<Record<SqlDialect, ReadonlySet<Construct>>> = {
  mysql: new Set(['distinct_on', 'full_outer_join', 'double_colon_cast']),
  mariadb: new Set(['distinct_on', 'full_outer_join', 'double_colon_cast']),
  bigquery: new Set(['distinct_on', 'double_colon_cast']),
  snowflake: new Set(['distinct_on', 'backtick']),
  transactsql: new Set(['distinct_on', 'double_colon_cast', 'backtick', 'limit', 'qualify']),
};

/** Constructs the dialect accepts but its grammar build does not know: a syntax error there proves nothing. */
const GRAMMAR_GAPS: Partial<Record<SqlDialect, ReadonlySet<Construct>>> = {
  bigquery: new Set(['qualify']),
  snowflake: new Set(['qualify']),
};

/**
 * Built-in functions a dialect does not have. Only T-SQL is listed: there an unqualified call can only name a built-in
 * (user functions need their schema), so an unknown name is certainly an error. MySQL resolves unqualified calls to
 * stored functions too, so nothing is claimed there.
 */
const MISSING_FUNCTIONS: Partial<Record<SqlDialect, ReadonlySet<string>>> = {
  transactsql: new Set(['ifnull', 'group_concat', 'now', 'length', 'nvl', 'strftime', 'substr']),
};

interface Found {
  construct: Construct;
  token: SqlToken;
}

function word(t: SqlToken | undefined): string {
  return t && t.kind === 'word' ? t.text.toUpperCase() : '';
}

function findConstructs(sig: SqlToken[]): Found[] {
  const found: Found[] = [];
  for (let k = 0; k < sig.length; k++) {
    const t = sig[k] as SqlToken;
    const w = word(t);
    if (w === 'DISTINCT' && word(sig[k + 1]) === 'ON' && sig[k + 2]?.text === '(') found.push({ construct: 'distinct_on', token: t });
    else if (w === 'FULL' && word(sig[k + 1]) === 'OUTER' && word(sig[k + 2]) === 'JOIN')
      found.push({ construct: 'full_outer_join', token: t });
    else if (w === 'QUALIFY') found.push({ construct: 'qualify', token: t });
    else if (w === 'LIMIT' && sig[k + 1]?.kind === 'number') found.push({ construct: 'limit', token: t });
    else if (t.kind === 'punct' && t.text === ':' && sig[k + 1]?.text === ':' && sig[k + 1]?.start === t.end)
      found.push({ construct: 'double_colon_cast', token: t });
    else if (t.kind === 'quoted_ident' && t.text.startsWith('`')) found.push({ construct: 'backtick', token: t });
  }
  return found;
}

export interface DialectRuleReport {
  /** Definite: the dialect rejects these constructs. */
  unsupported: SqlIssue[];
  /** True when the query uses a construct the dialect accepts and its grammar build does not know. */
  grammarGap: string | null;
}

export function dialectRuleIssues(sql: string, tokens: SqlToken[], dialect: SqlDialect): DialectRuleReport {
  const sig = tokens.filter((t) => !isTrivia(t));
  const unsupported: SqlIssue[] = [];
  const rejects = UNSUPPORTED[dialect];
  const gaps = GRAMMAR_GAPS[dialect];
  let grammarGap: string | null = null;
  const seen = new Set<Construct>();
  for (const f of findConstructs(sig)) {
    if (gaps?.has(f.construct)) grammarGap ??= LABEL[f.construct];
    if (!rejects?.has(f.construct) || seen.has(f.construct)) continue;
    seen.add(f.construct);
    unsupported.push({
      code: 'DIALECT_UNSUPPORTED',
      message: `${dialect} does not support ${LABEL[f.construct]}.`,
      position: positionOf(sql, f.token.start),
    });
  }
  const missing = MISSING_FUNCTIONS[dialect];
  if (missing) {
    for (let k = 0; k < sig.length; k++) {
      const t = sig[k] as SqlToken;
      if (t.kind !== 'word' || sig[k + 1]?.text !== '(' || sig[k - 1]?.text === '.') continue;
      if (!missing.has(t.text.toLowerCase())) continue;
      unsupported.push({
        code: 'UNKNOWN_FUNCTION',
        message: `${dialect} has no built-in function ${t.text.toUpperCase()}().`,
        position: positionOf(sql, t.start),
      });
    }
  }
  return { unsupported, grammarGap };
}
