import { WorkBudget } from '../budget.ts';
import type { Node } from './ast-util.ts';
import { fixBooleanPrecedence, isNode } from './ast-util.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { dialectRuleIssues } from './dialect-rules.ts';
import type { DialectParser, SqlDialect } from './dialects.ts';
import { lexicalCatalogueReads, lexicalSafetyIssues } from './lexical-safety.ts';
import { ColumnResolver } from './resolve-columns.ts';
import { SchemaCache } from './schema-cache.ts';
import type { SqlStatementSpan } from './split-statements.ts';
import { StoredSpan, splitTokens } from './split-statements.ts';
import {
  assertQueryWithinCaps,
  assertSchemaWithinCaps,
  SQL_CAPS,
  SQL_SCHEMA_WORK_BUDGET,
  SQL_WORK_BUDGET,
  tokenStats,
} from './sql-caps.ts';
import type { SqlToken } from './sql-lexer.ts';
import { lexOptionsFor, lexSql, positionOf, scanStatements } from './sql-lexer.ts';
import { finalizeSqlResult, locateIdentifier } from './sql-result.ts';
import type { Catalogue, SqlCheck, SqlIssue, SqlResult } from './sql-types.ts';
import { leadingKeyword, statementSafetyIssues } from './statement-safety.ts';
import { TautologyAnalysis } from './tautology.ts';
import { conditionQueries, exactNumbers } from './tautology-support.ts';

export interface SqlInput {
  query: string;
  schema_ddl: string;
  dialect?: string;
  allow_writes?: boolean;
}

export const MAX_SQL_QUERY_CHARS = 20_000;
export const MAX_SQL_SCHEMA_CHARS = 50_000;

/** What the static layer (grammar, names, safety) found, before any engine is consulted. */
export interface StaticSqlReport {
  dialect: SqlDialect;
  issues: SqlIssue[];
  checks: SqlCheck[];
  tables: string[];
  columns: string[];
  statementType: string;
  /** Relations schema_ddl defines (lower case), so engines can tell them from system ones. */
  schemaRelations: ReadonlySet<string>;
  /** False when the grammar could not parse a statement: the safety rules then ran on tokens only. */
  grammarParsed: boolean;
  /** The statements of schema_ddl (split once, cached with the schema: the same array for the same schema text). */
  schemaSpans: readonly SqlStatementSpan[];
}

export interface StaticSqlOptions {
  /**
   * true: check table and column names against a catalogue read from schema_ddl and treat a grammar rejection as a
   * syntax error (dialects without an engine). false: a real engine decides names and syntax afterwards; the grammar
   * only feeds the safety analysis.
   */
  names: boolean;
  /** Work units for this query (tokens parsed + AST nodes visited); a fresh SQL_WORK_BUDGET when absent. */
  budget?: WorkBudget;
}

interface SchemaInfo {
  /** Tables and views of schema_ddl; for engine dialects read lexically only (views keep open columns). */
  catalogue: Catalogue;
  relations: ReadonlySet<string>;
  /** The statements of schema_ddl, split once, for an engine to apply (SQLite's scratch database). */
  spans: readonly SqlStatementSpan[];
}

const SCHEMAS = new SchemaCache<SchemaInfo>();
/**
 * Significant tokens kept of each statement of a new schema: what the catalogue (CREATE … TABLE [IF NOT EXISTS] name)
 * and the engines' indexes (what a statement defines, or is attached to: CREATE INDEX … ON ONLY a.b) read of it.
 */
const SCHEMA_HEAD_TOKENS = 24;
/**
 * The statements of the schema read last, which still hold their head tokens: the request that brings a schema reads
 * them twice (catalogue, then the engine's index of it); the next new schema releases them (StoredSpan says why).
 */
let holding: StoredSpan[] = [];

/**
 * One scan of the schema text serves the caps, the split and the heads the catalogue reads; no token is kept for the
 * rest of its words. The result is cached per schema text.
 */
function schemaInfo(ddl: string, parser: DialectParser, dialect: SqlDialect, names: boolean): SchemaInfo {
  return SCHEMAS.get(`${dialect}\u0000${names ? 'c' : 'n'}\u0000${ddl}`, () => {
    if (ddl.length > SQL_CAPS.schemaChars) assertSchemaWithinCaps(ddl, 0, 0);
    const options = lexOptionsFor(dialect);
    const scan = scanStatements(ddl, options, SCHEMA_HEAD_TOKENS);
    assertSchemaWithinCaps(ddl, scan.depth, scan.statements.length);
    for (const span of holding) span.release();
    const spans = scan.statements.map((statement) => StoredSpan.scanned(ddl, statement, options));
    holding = spans;
    // A separate budget per schema, so what is cached never depends on which request built it. Engine dialects need
    // no view columns (the engine checks names): their catalogue is read without the grammar, for the tautology rule.
    const catalogue = buildCatalogue(spans, names ? parser : null, dialect, new WorkBudget(SQL_SCHEMA_WORK_BUDGET));
    return { catalogue, relations: new Set(catalogue.keys()), spans };
  });
}

/**
 * One statement of the kind its first keyword says. Some builds read text they cannot parse as a list of other
 * statements (the transactsql build turns `SELECT TOP (5) WITH TIES …` into variable assignments): that is a rejection.
 */
function readsAs(asts: Node[], span: SqlStatementSpan): boolean {
  if (asts.length !== 1) return false;
  const type = String((asts[0] as Node).type ?? '').toUpperCase();
  const word = leadingKeyword(span.tokens).word;
  if (word === 'SELECT' || word === 'WITH' || word === '(' || word === 'VALUES') return type === 'SELECT';
  if (['INSERT', 'REPLACE', 'UPDATE', 'DELETE'].includes(word)) return type === word || (word === 'REPLACE' && type === 'INSERT');
  return true;
}

/** How the dialect spells OR: MySQL and MariaDB also accept `||`. */
function orOperators(dialect: SqlDialect): ReadonlySet<string> {
  return dialect === 'mysql' || dialect === 'mariadb' ? new Set(['OR', '||']) : new Set(['OR']);
}

function tokenAt(tokens: SqlToken[], offset: number): SqlToken | undefined {
  return (
    tokens.find((t) => t.start <= offset && offset < t.end && t.kind !== 'space') ??
    tokens.find((t) => t.start >= offset && t.kind !== 'space')
  );
}

/**
 * A grammar rejection. Without an engine it is evidence, not proof: node-sql-parser's dialect builds miss valid syntax
 * (the mariadb build refuses `<>` after MAX(), NATURAL JOIN, FETCH FIRST, named windows), so the issue is
 * GRAMMAR_REJECTED and the answer UNKNOWN, with the place the grammar stopped.
 */
function grammarIssue(e: unknown, query: string, span: SqlStatementSpan, tokens: SqlToken[], dialect: SqlDialect): SqlIssue {
  const loc = isNode(e) && isNode(e.location) && isNode(e.location.start) ? e.location.start : null;
  const rel = loc && typeof loc.offset === 'number' ? loc.offset : 0;
  const offset = span.start + rel;
  const tok = tokenAt(tokens, offset);
  const near = tok ? `near "${tok.text.slice(0, 24)}"` : 'at the end of the input';
  const position = positionOf(query, Math.min(offset, query.length));
  return {
    code: 'GRAMMAR_REJECTED',
    message: `the ${dialect} grammar used here rejects the query ${near} at line ${position.line}, column ${position.column}, and no ${dialect} engine can confirm it.`,
    position,
  };
}

function isSqlitePragma(dialect: SqlDialect, span: SqlStatementSpan): boolean {
  return dialect === 'sqlite' && leadingKeyword(span.tokens).word === 'PRAGMA';
}

/** `WITH x AS (DELETE …) SELECT …` runs the DELETE: writes hidden in a CTE or subquery, found lexically. */
function nestedWriteIssues(query: string, tokens: SqlToken[]): SqlIssue[] {
  const sig = tokens.filter((t) => t.kind !== 'space' && t.kind !== 'line_comment' && t.kind !== 'block_comment');
  for (let k = 1; k < sig.length; k++) {
    const t = sig[k] as SqlToken;
    if (t.kind === 'word' && /^(?:INSERT|UPDATE|DELETE|MERGE)$/i.test(t.text) && sig[k - 1]?.text === '(') {
      return [
        {
          code: 'WRITE_STATEMENT',
          message: `A ${t.text.toUpperCase()} inside a WITH clause or subquery writes data; writes are not allowed unless allow_writes is set.`,
          position: positionOf(query, t.start),
        },
      ];
    }
  }
  return [];
}

/**
 * The static layer: lexical injection signatures, catalogue reads and dialect rules on the token stream; then per
 * statement the dialect grammar, the read-only policy, scoped name resolution (when `names`) and UNION shape checks.
 * Throws InputTooComplexError before any grammar runs when a structural cap is broken.
 */
export function staticSqlReport(parser: DialectParser, dialect: SqlDialect, input: SqlInput, options: StaticSqlOptions): StaticSqlReport {
  const query = input.query;
  const checks: SqlCheck[] = options.names ? ['safety', 'syntax', 'catalogue'] : ['safety', 'syntax'];
  const empty = (message: string): StaticSqlReport => ({
    dialect,
    issues: [{ code: 'EMPTY_QUERY', message }],
    checks,
    tables: [],
    columns: [],
    statementType: 'unknown',
    schemaRelations: new Set(),
    grammarParsed: true,
    schemaSpans: [],
  });
  if (typeof query !== 'string' || query.trim() === '') return empty('The query is empty.');
  const lexOpts = lexOptionsFor(dialect);
  const tokens = lexSql(query, lexOpts);
  assertQueryWithinCaps(query, tokens, orOperators(dialect));
  const schema = schemaInfo(typeof input.schema_ddl === 'string' ? input.schema_ddl : '', parser, dialect, options.names);
  const spans = splitTokens(query, tokens, lexOpts);
  if (spans.length === 0) return empty('The query contains only comments.');
  const budget = options.budget ?? new WorkBudget(SQL_WORK_BUDGET);
  const allowWrites = input.allow_writes === true;
  const issues: SqlIssue[] = [
    ...lexicalSafetyIssues(query, tokens, spans),
    ...lexicalCatalogueReads(query, tokens, schema.relations),
    ...(allowWrites ? [] : nestedWriteIssues(query, tokens)),
  ];
  const rules = dialectRuleIssues(query, tokens, dialect);
  issues.push(...rules.unsupported);
  const tautology = new TautologyAnalysis({ dialect, budget, exactNumber: exactNumbers(tokens) });
  const resolver = new ColumnResolver(schema.catalogue, dialect, {
    budget,
    userTables: schema.relations,
    reportNames: options.names,
    tautology,
  });
  /** OR conditions the tautology rule could not read: the query cannot pass that rule (docs/sql.md). */
  let unreadConditions = 0;
  let statementType = '';
  const tautologyFound = issues.some((i) => i.code === 'TAUTOLOGY');
  let grammarParsed = true;
  // The grammar is paid for by its input size before it runs: it cannot be interrupted once started.
  const affordable = budget.spend(tokenStats(tokens).significant);
  for (const span of spans) {
    let asts: Node[] = [];
    if (affordable) {
      try {
        const parsed = parser.astify(span.text, { database: dialect });
        // Boundary: node-sql-parser's AST typings differ from the Node shape isNode has just checked.
        asts = (Array.isArray(parsed) ? parsed : [parsed]).filter(isNode) as unknown as Node[];
        if (!readsAs(asts, span)) {
          asts = [];
          throw new Error('the grammar read the statement as something else');
        }
        fixBooleanPrecedence(asts, orOperators(dialect));
      } catch (e) {
        if (!isSqlitePragma(dialect, span)) {
          grammarParsed = false;
          if (rules.grammarGap) {
            issues.push({
              code: 'GRAMMAR_UNSUPPORTED',
              message: `The ${dialect} grammar used here does not know ${rules.grammarGap}, so the syntax was not checked.`,
            });
          } else if (options.names) {
            issues.push(grammarIssue(e, query, span, tokens, dialect));
          }
          // With an engine, the engine judges the syntax; the safety rules fall back to the token stream.
        }
      }
    }
    const ast = asts[0] ?? null;
    statementType ||= (ast && typeof ast.type === 'string' ? ast.type : leadingKeyword(span.tokens).word).toLowerCase();
    issues.push(...statementSafetyIssues(query, span, ast, allowWrites));
    for (const a of asts) resolver.statement(a);
    // The grammar could not read the statement: its WHERE/HAVING/ON conditions are read on their own, so the
    // tautology rule still runs on what the grammar can parse (names are not checked from these).
    if (affordable && asts.length === 0 && !isSqlitePragma(dialect, span)) {
      const fallbackTautology = new TautologyAnalysis({ dialect, budget, exactNumber: exactNumbers(tokens) });
      const fallback = new ColumnResolver(schema.catalogue, dialect, {
        budget,
        userTables: schema.relations,
        reportNames: false,
        tautology: fallbackTautology,
      });
      for (const condition of conditionQueries(span, orOperators(dialect))) {
        if (!budget.spend(condition.tokens)) break;
        let read = false;
        for (const sql of condition.variants) {
          try {
            const parsed = parser.astify(sql, { database: dialect });
            // Boundary: node-sql-parser's AST typings differ from the Node shape isNode has just checked.
            const asts = (Array.isArray(parsed) ? parsed : [parsed]).filter(isNode) as unknown as Node[];
            fixBooleanPrecedence(asts, orOperators(dialect));
            for (const a of asts) fallback.statement(a);
            read = true;
            break;
          } catch {
            // Not readable this way; try the next variant.
          }
        }
        if (!read && condition.hasOr) unreadConditions++;
      }
      if (fallback.result.tautologies > 0) resolver.result.tautologies += fallback.result.tautologies;
      unreadConditions += fallbackTautology.unreadConditions;
    }
  }
  if (!tautologyFound && resolver.result.tautologies > 0) {
    issues.push({
      code: 'TAUTOLOGY',
      message: 'Tautology: an OR condition is true for every row (docs/sql.md states the rule), so it matches every row.',
    });
  }
  unreadConditions += tautology.unreadConditions;
  if (!tautologyFound && resolver.result.tautologies === 0 && unreadConditions > 0) {
    issues.push({
      code: 'GRAMMAR_UNSUPPORTED',
      message: `The tautology rule (docs/sql.md) could not read ${unreadConditions === 1 ? 'a condition' : `${unreadConditions} conditions`} with OR (the ${dialect} grammar left part of it unread, or an operand may be TRUE for every row in a way the rule cannot decide), so ${unreadConditions === 1 ? 'it' : 'they'} may match every row.`,
    });
  }
  if (!affordable || resolver.exhausted || budget.exhausted) {
    issues.push({
      code: 'BUDGET_EXCEEDED',
      message: `The analysis needed more than its work budget (${budget.limit} units), so it stopped before the end.`,
    });
  }
  const unionSystem = new Set<string>();
  for (const u of resolver.result.unions) {
    if (u.rightSystemTables.length > 0) {
      for (const t of u.rightSystemTables) unionSystem.add(t.toLowerCase());
      issues.push({
        code: 'UNION_EXFILTRATION',
        message: `UNION-based exfiltration: the UNION reads the system catalogue "${u.rightSystemTables[0]}".`,
      });
    } else if (u.leftCount !== null && u.rightCount !== null && u.leftCount !== u.rightCount) {
      issues.push({
        code: 'UNION_EXFILTRATION',
        message: `UNION branches have different column counts (${u.leftCount} vs ${u.rightCount}), a sign of UNION-based injection probing.`,
      });
    }
  }
  const lexicalReads = new Set(
    issues.filter((i) => i.code === 'CATALOGUE_READ').map((i) => /"([^"]+)"/.exec(i.message)?.[1]?.toLowerCase() ?? ''),
  );
  for (const name of resolver.result.systemTables) {
    if (unionSystem.has(name) || lexicalReads.has(name)) continue;
    issues.push({ code: 'CATALOGUE_READ', message: `Reads the system catalogue "${name}", which is never allowed.` });
  }
  for (const issue of resolver.result.issues) {
    const hint = resolver.result.locate.get(issue);
    const position = hint ? locateIdentifier(tokens, query, hint.name, hint.qualifier) : undefined;
    issues.push(position ? { ...issue, position } : issue);
  }
  // A lexical UNION hit and the AST hit describe the same finding; keep the one with a position.
  const unionIdx = issues.findIndex((i) => i.code === 'UNION_EXFILTRATION' && i.position);
  const merged =
    unionIdx >= 0
      ? issues.filter((i, k) => i.code !== 'UNION_EXFILTRATION' || k === unionIdx || !/system catalogue/.test(i.message))
      : issues;
  return {
    dialect,
    issues: merged,
    checks,
    tables: [...resolver.result.tables].sort((a, b) => a.localeCompare(b)),
    columns: [...resolver.result.columns].sort((a, b) => a.localeCompare(b)),
    statementType: statementType || 'unknown',
    schemaRelations: schema.relations,
    grammarParsed,
    schemaSpans: schema.spans,
  };
}

/**
 * Verification without an engine: grammar, names and safety. Never VALID (nothing here checks types, grouping or
 * functions); UNKNOWN when nothing wrong was found. Engine-backed dialects combine `staticSqlReport` with their
 * engine instead (SQLite in the API, PostgreSQL in the sandbox service).
 */
export function verifySqlWithParser(parser: DialectParser, dialect: SqlDialect, input: SqlInput, budget?: WorkBudget): SqlResult {
  const report = staticSqlReport(parser, dialect, input, { names: true, ...(budget ? { budget } : {}) });
  return finalizeSqlResult(report, {
    engine: null,
    issues: [
      {
        code: 'NO_ENGINE',
        message: `no ${dialect} engine is available here, so only the ${dialect} grammar, table and column names and the safety rules were checked (not types, grouping or functions).`,
      },
    ],
  });
}
