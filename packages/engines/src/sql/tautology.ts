import type { WorkBudget } from '../budget.ts';
import type { Node } from './ast-util.ts';
import { asArray, asSelect, functionName, identName, isNode } from './ast-util.ts';
import type { Domain } from './column-domains.ts';
import { unknownDomain } from './column-domains.ts';
import type { SqlDialect } from './dialects.ts';
import type { Dec } from './exact-decimal.ts';
import { addDec, cmpDec, decOfInt, divDec, mulDec, negDec, parseDec } from './exact-decimal.ts';
import type { Iv, Val, VSet } from './value-sets.ts';
import {
  ALL_VALUES,
  cmpVal,
  complement,
  complementIvs,
  coversDomain,
  Incomparable,
  intersectAll,
  NONE,
  nanOf,
  normalise,
  ONLY_NULL,
  sizeOf,
  union,
  unionAll,
} from './value-sets.ts';

/**
 * The tautology rule (docs/sql.md, "Tautologies"): an OR expression is refused when it is TRUE for every row, under
 * SQL's three-valued logic, for every value each column can hold — its declared type's values, and NULL unless the
 * schema makes the column NOT NULL and no outer join can null it. An OR whose operand the analysis cannot read, where
 * that operand might be TRUE for every row (a constant it cannot evaluate, an expression it cannot relate to the
 * columns it reads), is counted as unread: the answer is UNKNOWN, never VALID.
 *
 * Each predicate is reduced to the values of one "atom" (a column, or a deterministic expression over columns) for
 * which it is TRUE and for which it is FALSE; the OR is a tautology when, for some atom, the TRUE sets of its
 * disjuncts together cover every value the atom can take, or when one disjunct is TRUE whatever the row.
 */

/** A column as the analysis sees it: which values it can hold. */
export interface ResolvedColumn {
  /** Identifies the column within the statement (the source it comes from and its name). */
  key: string;
  domain: Domain;
  nullable: boolean;
}

export interface Atom {
  key: string;
  domain: Domain;
  nullable: boolean;
  /** The columns the atom reads (an expression's): two atoms sharing one are not independent of each other. */
  cols?: ReadonlySet<string>;
  /**
   * An expression over columns whose values are infinitely many (`lower(x)`, `abs(x)`, `x + 1`): a row escaping a
   * finite set of its values exists. Other expressions may take a few values only (`substr(x, 1, 0)`, `sign(x)`).
   */
  infiniteRange?: boolean;
  /** The truth value of a condition over `cols` (`x LIKE 'a%'`), 1 or 0: both occur, as the condition is not constant. */
  truthValue?: boolean;
}

/** Literal constants. */
type Lit = { t: 'num'; d: Dec } | { t: 'str'; s: string } | { t: 'bool'; b: boolean } | { t: 'null' };

/**
 * `nullAs`: the atom is `COALESCE(base, constant)` (IFNULL, NVL, T-SQL ISNULL): the base's value where it is not NULL,
 * the constant where it is.
 */
type Value =
  | { k: 'lit'; v: Lit }
  | { k: 'atom'; atom: Atom; neverNull: boolean; nullAs?: { base: Atom; v: Lit } }
  | { k: 'opaque'; neverNull: boolean };

type Truth = 'T' | 'F' | 'N' | '?';

interface AtomPred {
  atom: Atom;
  /** Values of the atom for which the predicate is TRUE, and for which it is FALSE (the rest give NULL). */
  t: VSet;
  f: VSet;
}

/**
 * `c`: the same truth value for every row ('?' = not known). `a`: an OR of single-atom predicates, one entry per
 * atom; with one entry and no `extra` it is exactly that atom's predicate; `extra` means further disjuncts whose truth
 * is not known (the entries' TRUE sets still count, their FALSE sets do not).
 */
type Pred = { k: 'c'; v: Truth } | { k: 'a'; m: Map<string, AtomPred>; extra: boolean };

const UNKNOWN: Pred = { k: 'c', v: '?' };
const constant = (v: Truth): Pred => ({ k: 'c', v });

/** Functions whose result depends only on their arguments and is NULL only when an argument is NULL. */
const NULL_IN_NULL_OUT = new Set([
  'lower',
  'upper',
  'lcase',
  'ucase',
  'trim',
  'ltrim',
  'rtrim',
  'length',
  'len',
  'char_length',
  'character_length',
  'octet_length',
  'abs',
  'round',
  'floor',
  'ceil',
  'ceiling',
  'sign',
  'reverse',
  'replace',
  'left',
  'right',
  'concat',
]);
/** Deterministic functions that may return NULL for non-NULL arguments. */
const DETERMINISTIC = new Set([
  ...NULL_IN_NULL_OUT,
  'substr',
  'substring',
  'nullif',
  'coalesce',
  'ifnull',
  'nvl',
  'isnull',
  'greatest',
  'least',
]);
/** Functions without arguments that return the statement's time: never NULL. */
const CLOCK = new Set([
  'now',
  'current_timestamp',
  'current_date',
  'current_time',
  'localtimestamp',
  'localtime',
  'getdate',
  'getutcdate',
  'sysdatetime',
  'sysutcdatetime',
  'sysdatetimeoffset',
  'curdate',
  'curtime',
  'utc_timestamp',
  'statement_timestamp',
  'transaction_timestamp',
]);
const FIRST_NON_NULL = new Set(['coalesce', 'ifnull', 'nvl']);
const LENGTHS = new Set(['length', 'len', 'char_length', 'character_length', 'octet_length']);

/**
 * Two literals as comparable values. A number and a string: SQLite orders every number below every string; MySQL,
 * MariaDB, T-SQL, Snowflake and PostgreSQL (an untyped literal) read a numeric string as a number; BigQuery refuses.
 */
function mixedLiterals(dialect: SqlDialect, x: Val | null, y: Val | null): [Val, Val] | null {
  if (!x || !y) return null;
  if (x.k === y.k) return [x, y];
  if (dialect === 'sqlite') return [x, y];
  if (dialect === 'bigquery') return null;
  const asNum = (v: Val): Val | null => {
    if (v.k === 'num') return v;
    const d = v.k === 'str' && /^\s*[+-]?\d+(?:\.\d+)?\s*$/.test(v.s) ? parseDec(v.s) : null;
    return d ? { k: 'num', d } : null;
  };
  const a = asNum(x);
  const b = asNum(y);
  return a && b ? [a, b] : null;
}

export interface TautologyOptions {
  dialect: SqlDialect;
  budget?: WorkBudget | null;
  /** The exact value of a number literal the grammar read as `v` (doubles lose digits); null when ambiguous. */
  exactNumber?: (v: number) => Dec | null;
}

/** Resolves a column reference in the scope of the expression being analysed; null when it cannot be placed. */
export type ColumnLookup = (ref: Node) => ResolvedColumn | null;

function isOp(e: unknown, ...ops: string[]): boolean {
  return isNode(e) && e.type === 'binary_expr' && ops.includes(String(e.operator).toUpperCase());
}

const FLIP: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '=': '=', '==': '=', '<>': '<>', '!=': '<>' };

/** One analysis per statement: results are cached per AST node (each node sits in one scope). */
export class TautologyAnalysis {
  private readonly dialect: SqlDialect;
  private readonly budget: WorkBudget | null;
  private readonly exactNumber: (v: number) => Dec | null;
  private readonly preds = new Map<object, Pred>();
  /** Set once the work budget is spent: every answer is then "not known". */
  exhausted: boolean;
  /**
   * OR conditions not decided because the grammar's tree keeps one of their operands as unread text (node-sql-parser
   * reads `x IS DISTINCT FROM y` as `x IS` followed by the words): the rule could not read them, so they are not
   * known to be safe.
   */
  unreadConditions = 0;
  /** Operands read as unread text so far. */
  private unreadOperands = 0;
  /** `COALESCE(col, c) op k` on a column of another kind was met: a second reading on `col` may decide (isTautology). */
  private substitutable = false;
  /** The second reading: such a comparison is read on `col`, with only its NULL decided. */
  private nullOnlySubstitution = false;

  constructor(options: TautologyOptions) {
    this.dialect = options.dialect;
    this.budget = options.budget ?? null;
    this.exhausted = false;
    this.exactNumber =
      options.exactNumber ?? ((v) => (Number.isSafeInteger(v) ? decOfInt(BigInt(v)) : Number.isFinite(v) ? parseDec(String(v)) : null));
  }

  private spend(units = 1): boolean {
    if (this.exhausted) return false;
    if (this.budget && !this.budget.spend(units)) this.exhausted = true;
    return !this.exhausted;
  }

  /** True when the OR expression `node` is TRUE for every row. */
  isTautology(node: Node, lookup: ColumnLookup): boolean {
    const before = this.unreadOperands;
    this.substitutable = false;
    const p = this.pred(node, lookup);
    let tautology = !this.exhausted && p.k === 'c' && p.v === 'T';
    // Each reading is sound on its own, so either one proving the condition TRUE for every row is enough.
    if (!tautology && this.substitutable && !this.exhausted) {
      const first = new Map(this.preds);
      this.preds.clear();
      this.nullOnlySubstitution = true;
      try {
        const q = this.pred(node, lookup);
        tautology = !this.exhausted && q.k === 'c' && q.v === 'T';
      } finally {
        this.nullOnlySubstitution = false;
        this.preds.clear();
        for (const [k, v] of first) this.preds.set(k, v);
      }
    }
    if (this.unreadOperands > before && !tautology) this.unreadConditions++;
    return tautology;
  }

  // ------------------------------------------------------------------------------------------------------------------
  // Predicates

  private pred(e: unknown, lookup: ColumnLookup): Pred {
    if (!isNode(e)) return UNKNOWN;
    const hit = this.preds.get(e);
    if (hit) return hit;
    if (!this.spend()) return UNKNOWN;
    let p: Pred;
    try {
      p = this.predOf(e, lookup);
    } catch (err) {
      if (!(err instanceof Incomparable)) throw err;
      p = UNKNOWN;
    }
    this.preds.set(e, p);
    return p;
  }

  private isOr(e: Node): boolean {
    return isOp(e, 'OR') || (isOp(e, '||') && (this.dialect === 'mysql' || this.dialect === 'mariadb'));
  }

  private predOf(e: Node, lookup: ColumnLookup): Pred {
    if (this.isOr(e)) {
      const operands = this.chain(e, (n) => this.isOr(n));
      const preds = operands.map((x) => this.pred(x, lookup));
      const p = this.orAll(preds);
      const decided = p.k === 'c' && p.v === 'T';
      if (!decided && operands.some((x, i) => isUnknown(preds[i]) && this.mayBeTrueForEveryRow(x, lookup))) this.unreadOperands++;
      else if (!decided && this.unreadOperandsShareColumns(operands, preds, lookup)) this.unreadOperands++;
      return p;
    }
    if (isOp(e, 'AND', '&&')) return this.andAll(this.chain(e, (n) => isOp(n, 'AND', '&&')).map((x) => this.pred(x, lookup)));
    if (e.type === 'unary_expr' && /^(?:NOT|!)$/i.test(String(e.operator))) return this.not(this.pred(e.expr, lookup));
    if (e.type === 'function') return this.functionPred(e, lookup);
    if (e.type === 'binary_expr') return this.binaryPred(e, lookup);
    const v = this.value(e, lookup);
    return this.truthOf(v);
  }

  /**
   * Whether an operand the rule could not read might still be TRUE for every row, which would make its OR a tautology
   * the rule did not see. Not so when it depends on a bind parameter (the caller's value, not the data's), when it is
   * an AND with a conjunct that is not TRUE for every row, when it compares a column (or an expression over columns)
   * with a value that reads no column of the row (`created_at > now() - interval '7 days'`, a parameter), or when it
   * tests membership in or existence of a subquery's rows that depend on a WHERE (the common filters). Anything else,
   * a constant the rule cannot evaluate (`abs(-1) = 1`) or an expression of a column it cannot relate to the column
   * (`id + 0 = id`, `instr(name, '') = 1`), may be.
   */
  private mayBeTrueForEveryRow(x: unknown, lookup: ColumnLookup): boolean {
    if (!isNode(x)) return true;
    const reads = this.reads(x);
    if (reads.params) return false;
    if (isOp(x, 'AND', '&&'))
      return !this.chain(x, (n) => isOp(n, 'AND', '&&')).some((c) => {
        const q = this.pred(c, lookup);
        return (q.k === 'c' && (q.v === 'F' || q.v === 'N')) || (q.k === 'a' && !q.extra);
      });
    if (x.type === 'binary_expr') {
      const op = String(x.operator).toUpperCase();
      if (
        (op === 'IN' || op === 'NOT IN') &&
        asSelect(isNode(x.right) && x.right.type === 'expr_list' ? asArray(x.right.value)[0] : x.right)
      )
        return false;
      const cmp = op === '==' ? '=' : op === '!=' ? '<>' : op;
      if (cmp in FLIP) {
        const a = this.value(x.left, lookup);
        const b = this.value(x.right, lookup);
        const closedOpaque = (v: Value, n: unknown) => v.k === 'opaque' && !this.reads(n).columns;
        if ((a.k === 'atom' && closedOpaque(b, x.right)) || (b.k === 'atom' && closedOpaque(a, x.left))) return false;
      }
      return true;
    }
    if (x.type === 'function' && (functionName(x.name) ?? '').toUpperCase() === 'EXISTS') {
      const sub = asSelect(asArray(isNode(x.args) ? x.args.value : x.args)[0]);
      return !(sub && sub.where !== null && sub.where !== undefined);
    }
    return true;
  }

  /**
   * An operand the rule could not evaluate is passed as escapable only on its own (`d > now() - interval '7 days'` is
   * FALSE for some d): with another operand reading the same column, the two may together hold for every value of it
   * although neither does (`d <= now() OR d > now()`, `d <= now() OR d > '2000-01-01'`, `n = $1 OR n <> $1`), and the
   * rule cannot relate a value it does not compute to the other's. So such an operand sharing a column with another
   * operand of the same OR leaves the condition unread (UNKNOWN), except where the other only tests that column for
   * NULL (`d IS NULL` is TRUE for no value of it).
   */
  private unreadOperandsShareColumns(operands: unknown[], preds: Pred[], lookup: ColumnLookup): boolean {
    const columns = operands.map((x) => (this.isNullTest(x) ? new Set<string>() : this.columnsOf(x, lookup)));
    // Operands that each pin one value of a column of infinitely many (`name = :a OR name = @b`) cover finitely many
    // points together, never the column: a shared column read only so is no cover.
    const points = operands.map((x) => this.pointTestColumn(x, lookup));
    return operands.some((x, i) => {
      if (!isUnknown(preds[i])) return false;
      const unread = this.unreadColumns(x, lookup);
      return [...unread].some((c) => {
        const sharing = columns.flatMap((other, j) => (j !== i && other.has(c) ? [j] : []));
        return sharing.length > 0 && !(points[i] === c && sharing.every((j) => points[j] === c));
      });
    });
  }

  /** The column of `col = v` where v reads no column and the column takes infinitely many values, else null. */
  private pointTestColumn(x: unknown, lookup: ColumnLookup): string | null {
    if (!isNode(x) || x.type !== 'binary_expr' || !['=', '=='].includes(String(x.operator))) return null;
    for (const [side, other] of [
      [x.left, x.right],
      [x.right, x.left],
    ]) {
      if (!isNode(side) || side.type !== 'column_ref' || this.reads(other).columns) continue;
      const v = this.columnValue(side, lookup);
      if (v.k !== 'atom') continue;
      const d = v.atom.domain;
      const infinite = d.k === 'text' || d.k === 'temporal' || d.k === 'dec' || (d.k === 'int' && d.max - d.min > 1_000_000n);
      return infinite ? v.atom.key : null;
    }
    return null;
  }

  /**
   * The columns an unread operand reads where the rule could not evaluate it: in an AND, only those of its unread
   * conjuncts (`status = 'overdue' AND amount > 500` is read conjunct by conjunct; `d <= now() AND x = 1` leaves d).
   */
  private unreadColumns(x: unknown, lookup: ColumnLookup): Set<string> {
    if (!isNode(x) || !isOp(x, 'AND', '&&')) return this.columnsOf(x, lookup);
    const out = new Set<string>();
    for (const c of this.chain(x, (n) => isOp(n, 'AND', '&&'))) {
      const q = this.pred(c, lookup);
      if (isUnknown(q) || (q.k === 'a' && q.extra)) for (const col of this.unreadColumns(c, lookup)) out.add(col);
    }
    return out;
  }

  private isNullTest(x: unknown): boolean {
    return isNode(x) && x.type === 'binary_expr' && String(x.operator).toUpperCase() === 'IS' && isNode(x.right) && x.right.type === 'null';
  }

  /** Whether an expression reads columns of the row or bind parameters (subqueries' own columns not counted). */
  private reads(e: unknown): { columns: boolean; params: boolean } {
    const out = { columns: false, params: false };
    this.outsideSubqueries(e, (n) => {
      if (n.type === 'column_ref' || (n.type === 'double_quote_string' && this.dialect !== 'mysql' && this.dialect !== 'mariadb'))
        out.columns = true;
      else if (n.type === 'param' || n.type === 'var' || (n.type === 'origin' && String(n.value).startsWith('?'))) out.params = true;
      return false;
    });
    return out;
  }

  /** Visits every node of an expression outside its subqueries; `visit` returning true skips the node's children. */
  private outsideSubqueries(e: unknown, visit: (n: Node) => boolean): void {
    const stack: unknown[] = [e];
    while (stack.length > 0 && this.spend()) {
      const n = stack.pop();
      if (Array.isArray(n)) {
        stack.push(...n);
        continue;
      }
      if (!isNode(n) || asSelect(n) || visit(n)) continue;
      for (const [k, v] of Object.entries(n)) if (k !== 'loc' && typeof v === 'object' && v !== null) stack.push(v);
    }
  }

  /** The operands of a chain of one operator (`a OR b OR c`), without recursion. */
  private chain(e: Node, same: (n: Node) => boolean): unknown[] {
    const out: unknown[] = [];
    const stack: unknown[] = [e];
    while (stack.length > 0) {
      const n = stack.pop();
      if (isNode(n) && same(n)) stack.push(n.right, n.left);
      else out.push(n);
    }
    return out;
  }

  /** A value used as a condition: booleans, and numbers where the dialect treats them as truth values. */
  private truthOf(v: Value): Pred {
    if (v.k === 'lit') {
      const l = v.v;
      if (l.t === 'null') return constant('N');
      if (l.t === 'bool') return constant(l.b ? 'T' : 'F');
      if (l.t === 'num') return constant(l.d.m !== 0n ? 'T' : 'F');
      return UNKNOWN;
    }
    if (v.k === 'opaque') return UNKNOWN;
    const atom = v.atom;
    const d = atom.domain;
    if (d.k === 'int' && d.min === 0n && d.max === 1n) return this.single(atom, point(1n), point(0n));
    const numericTruth = this.dialect === 'sqlite' || this.dialect === 'mysql' || this.dialect === 'mariadb';
    if (numericTruth && (d.k === 'int' || d.k === 'dec')) {
      const zero: Val = { k: 'num', d: decOfInt(0n) };
      const t: VSet = {
        nul: false,
        nan: false,
        ivs: [
          { lo: null, hi: { v: zero, open: true } },
          { lo: { v: zero, open: true }, hi: null },
        ],
      };
      return this.single(atom, t, { nul: false, nan: false, ivs: [{ lo: { v: zero, open: false }, hi: { v: zero, open: false } }] });
    }
    return this.truthAtom(`truth(${atom.key})`, atom.nullable, atom.cols);
  }

  /** A boolean sub-expression treated as a two-valued atom of its own (`p OR NOT p`). */
  private truthAtom(key: string, nullable: boolean, cols?: ReadonlySet<string>): Pred {
    const atom: Atom = { key, domain: { k: 'int', min: 0n, max: 1n }, nullable, truthValue: true, ...(cols ? { cols } : {}) };
    return this.single(atom, point(1n), point(0n));
  }

  private single(atom: Atom, t: VSet, f: VSet): Pred {
    if (!this.spend(sizeOf(t) + sizeOf(f))) return UNKNOWN;
    if (coversDomain(t, atom.domain, atom.nullable)) return constant('T');
    if (coversDomain(f, atom.domain, atom.nullable)) return constant('F');
    return { k: 'a', m: new Map([[atom.key, { atom, t, f }]]), extra: false };
  }

  private exact(p: Pred): AtomPred | null {
    if (p.k !== 'a' || p.extra || p.m.size !== 1) return null;
    return p.m.values().next().value ?? null;
  }

  private not(p: Pred): Pred {
    if (p.k === 'c') return constant(p.v === 'T' ? 'F' : p.v === 'F' ? 'T' : p.v);
    const x = this.exact(p);
    return x ? this.single(x.atom, x.f, x.t) : UNKNOWN;
  }

  private and(p: Pred, q: Pred): Pred {
    return this.andAll([p, q]);
  }

  /** A conjunction: decided when one side is FALSE, or exactly when every side is about the same atom. */
  private andAll(preds: Pred[]): Pred {
    let sawNull = false;
    const rest: Pred[] = [];
    for (const p of preds) {
      if (p.k === 'c' && p.v === 'F') return constant('F');
      if (p.k === 'c' && p.v === 'T') continue;
      if (p.k === 'c' && p.v === 'N') sawNull = true;
      else rest.push(p);
    }
    if (rest.length === 0) return constant(sawNull ? 'N' : 'T');
    const exact = rest.map((p) => this.exact(p));
    const first = exact[0];
    if (!first || exact.some((x) => !x || x.atom.key !== first.atom.key)) return UNKNOWN;
    const parts = exact as AtomPred[];
    if (!this.spend(parts.reduce((n, x) => n + sizeOf(x.t) + sizeOf(x.f), 0))) return UNKNOWN;
    // NULL AND p is FALSE where p is FALSE and NULL elsewhere: never TRUE.
    const t = sawNull ? NONE : intersectAll(parts.map((x) => x.t));
    return this.single(first.atom, t, unionAll(parts.map((x) => x.f)));
  }

  /**
   * A disjunction: TRUE when one side is, or when the TRUE sets of the sides about one atom cover every value it can
   * take. Sides about one atom are merged in one pass, so long OR chains and IN lists cost n log n.
   */
  private orAll(preds: Pred[]): Pred {
    let sawNull = false;
    let extra = false;
    const groups = new Map<string, { atom: Atom; t: VSet[]; f: VSet[] }>();
    for (const p of preds) {
      if (p.k === 'c') {
        if (p.v === 'T') return constant('T');
        if (p.v === 'N') sawNull = true;
        else if (p.v === '?') extra = true;
        continue;
      }
      extra ||= p.extra;
      for (const [key, x] of p.m) {
        const g = groups.get(key) ?? { atom: x.atom, t: [], f: [] };
        g.t.push(x.t);
        g.f.push(x.f);
        groups.set(key, g);
      }
    }
    if (groups.size === 0) return constant(extra ? '?' : sawNull ? 'N' : 'F');
    const m = new Map<string, AtomPred>();
    for (const [key, g] of groups) {
      if (!this.spend(g.t.reduce((n, x) => n + sizeOf(x), 0) + g.f.reduce((n, x) => n + sizeOf(x), 0))) return UNKNOWN;
      const t = unionAll(g.t);
      if (coversDomain(t, g.atom.domain, g.atom.nullable)) return constant('T');
      m.set(key, { atom: g.atom, t, f: intersectAll(g.f) });
    }
    if (sawNull && m.size === 1 && !extra) {
      // p OR NULL: TRUE where p is TRUE, NULL elsewhere.
      const x = m.values().next().value as AtomPred;
      return this.single(x.atom, x.t, NONE);
    }
    if (!this.escapesAreReal(m)) this.unreadOperands++;
    const merged: Pred = { k: 'a', m, extra: extra || sawNull };
    const only = this.exact(merged);
    return only ? this.single(only.atom, only.t, only.f) : merged;
  }

  private functionPred(e: Node, lookup: ColumnLookup): Pred {
    const name = (functionName(e.name) ?? '').toUpperCase();
    // `NOT (x)` reads as a function named NOT in some builds.
    if (name === 'NOT') {
      const args = asArray(isNode(e.args) ? e.args.value : e.args);
      return args.length === 1 ? this.not(this.pred(args[0], lookup)) : UNKNOWN;
    }
    if (name === 'EXISTS') {
      const sub = asSelect(asArray(isNode(e.args) ? e.args.value : e.args)[0]);
      if (!sub) return UNKNOWN;
      const rows = this.rows(sub, lookup);
      return rows === 'one+' ? constant('T') : rows === 'zero' ? constant('F') : UNKNOWN;
    }
    return this.truthOf(this.value(e, lookup));
  }

  private binaryPred(e: Node, lookup: ColumnLookup): Pred {
    const op = String(e.operator).toUpperCase();
    if (op === 'IS' || op === 'IS NOT') {
      const p = this.isPred(e, lookup);
      return op === 'IS NOT' ? this.not(p) : p;
    }
    if (op === '<=>') return this.nullSafeEqual(this.value(e.left, lookup), this.value(e.right, lookup));
    if (op === 'IN' || op === 'NOT IN') {
      const list = isNode(e.right) && e.right.type === 'expr_list' ? asArray(e.right.value) : null;
      if (!list || list.length === 0) return UNKNOWN;
      const left = this.value(e.left, lookup);
      const items = list.map((item) => this.value(item, lookup));
      const acc = this.constantList(left, items) ?? this.orAll(items.map((item) => this.compare('=', left, item)));
      return op === 'NOT IN' ? this.not(acc) : acc;
    }
    if (op === 'BETWEEN' || op === 'NOT BETWEEN') {
      const bounds = isNode(e.right) ? asArray(e.right.value) : [];
      if (bounds.length !== 2) return UNKNOWN;
      const left = this.value(e.left, lookup);
      const p = this.and(this.compare('>=', left, this.value(bounds[0], lookup)), this.compare('<=', left, this.value(bounds[1], lookup)));
      return op === 'NOT BETWEEN' ? this.not(p) : p;
    }
    if (['LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE', 'GLOB', 'NOT GLOB'].includes(op)) {
      const p = this.likePred(op.replace(/^NOT /, ''), e, lookup);
      return op.startsWith('NOT ') ? this.not(p) : p;
    }
    const cmp = op === '==' ? '=' : op === '!=' ? '<>' : op;
    if (!(cmp in FLIP)) return this.truthOf(this.value(e, lookup));
    // x = ANY (ARRAY[…]) / SOME / ALL: an OR (AND) of comparisons with each element.
    if (isNode(e.right) && e.right.type === 'function') {
      const quant = (functionName(e.right.name) ?? '').toUpperCase();
      if (quant === 'ANY' || quant === 'SOME' || quant === 'ALL') {
        const arg = asArray(isNode(e.right.args) ? e.right.args.value : null)[0];
        const items = isNode(arg) && arg.type === 'array' && isNode(arg.expr_list) ? asArray(arg.expr_list.value) : null;
        if (!items || items.length === 0) return UNKNOWN;
        const left = this.value(e.left, lookup);
        const each = items.map((item) => this.compare(cmp, left, this.value(item, lookup)));
        return quant === 'ALL' ? this.andAll(each) : this.orAll(each);
      }
    }
    return this.compare(cmp, this.value(e.left, lookup), this.value(e.right, lookup));
  }

  /**
   * `x IN (c1, …, cn)` over one atom and constants only (the common shape, and the longest): TRUE on the points c1…cn,
   * FALSE on the gaps between them, read in one sort. The same sets as the OR of the n comparisons `x = ci` (each is
   * TRUE on its point, FALSE on the rest), without building and merging n predicates. null when the list holds
   * anything else (a NULL, a column, a constant of another kind): then the comparisons are read one by one.
   */
  private constantList(left: Value, items: Value[]): Pred | null {
    if (left.k !== 'atom') return null;
    const atom = left.atom;
    const ivs: Iv[] = [];
    for (const item of items) {
      if (item.k !== 'lit' || item.v.t === 'null') return null;
      const v = this.valFor(atom.domain, item.v);
      if (!v) return null;
      const end = { v, open: false };
      ivs.push({ lo: end, hi: end });
    }
    if (ivs.length === 0 || !this.spend(2 * ivs.length)) return null;
    // An Incomparable (two strings no collation orders alike) is thrown here as in the OR of the comparisons.
    const t = normalise(ivs);
    const nan = nanOf(atom.domain) !== 'none';
    return this.single(atom, { nul: false, nan: false, ivs: t }, { nul: false, nan, ivs: complementIvs(t) });
  }

  /** `x IS NULL`, `x IS TRUE`, SQLite's `x IS y` (NULL-safe equality). */
  private isPred(e: Node, lookup: ColumnLookup): Pred {
    const right = isNode(e.right) ? e.right : null;
    if (right?.type === 'default' && /^\s*DISTINCT\b/i.test(String(right.value))) {
      this.unreadOperands++;
      return UNKNOWN;
    }
    if (right?.type === 'null') {
      const v = this.value(e.left, lookup);
      if (v.k === 'lit') return constant(v.v.t === 'null' ? 'T' : 'F');
      if (v.neverNull) return constant('F');
      if (v.k === 'atom') return this.single(v.atom, ONLY_NULL, ALL_VALUES);
      return UNKNOWN;
    }
    if (right?.type === 'bool') {
      const p = this.pred(e.left, lookup);
      const want = right.value === true;
      if (p.k === 'c') return constant(p.v === '?' ? '?' : (p.v === 'T') === want ? 'T' : 'F');
      const x = this.exact(p);
      if (!x) return UNKNOWN;
      const hit = want ? x.t : x.f;
      return this.single(x.atom, hit, complement(hit));
    }
    if (this.dialect === 'sqlite') return this.nullSafeEqual(this.value(e.left, lookup), this.value(e.right, lookup));
    return UNKNOWN;
  }

  private nullSafeEqual(a: Value, b: Value): Pred {
    if (a.k === 'atom' && b.k === 'atom' && a.atom.key === b.atom.key) return constant('T');
    if (a.k === 'lit' && b.k === 'lit') {
      if (a.v.t === 'null' || b.v.t === 'null') return constant(a.v.t === b.v.t ? 'T' : 'F');
      return this.compare('=', a, b);
    }
    const atom = a.k === 'atom' ? a : b.k === 'atom' ? b : null;
    const lit = a.k === 'lit' ? a.v : b.k === 'lit' ? b.v : null;
    if (!atom || !lit || atom.k !== 'atom') return UNKNOWN;
    if (lit.t === 'null') return this.single(atom.atom, ONLY_NULL, ALL_VALUES);
    const eq = this.compare('=', atom, { k: 'lit', v: lit });
    const x = this.exact(eq);
    if (!x) return eq.k === 'c' ? eq : UNKNOWN;
    return this.single(x.atom, x.t, complement(x.t));
  }

  private likePred(op: string, e: Node, lookup: ColumnLookup): Pred {
    const right = isNode(e.right) ? e.right : null;
    const left = this.value(e.left, lookup);
    const pattern = right ? this.value(right, lookup) : null;
    if (!pattern || pattern.k !== 'lit' || pattern.v.t !== 'str' || (right && isNode(right.escape))) return UNKNOWN;
    const pat = pattern.v.s;
    const wildcard = op === 'GLOB' ? '*' : '%';
    if (left.k === 'lit') {
      if (left.v.t === 'null') return constant('N');
      if (left.v.t !== 'str') return UNKNOWN;
      return this.likeConstant(op, left.v.s, pat);
    }
    if (pat.length > 0 && [...pat].every((c) => c === wildcard)) {
      // Matches every non-NULL value (numbers are compared as their text where the dialect allows LIKE on them).
      if (left.k === 'atom') return this.single(left.atom, ALL_VALUES, NONE);
      return left.neverNull ? constant('T') : UNKNOWN;
    }
    if (left.k === 'atom') return this.truthAtom(`${op}(${left.atom.key},${JSON.stringify(pat)})`, left.atom.nullable, left.atom.cols);
    return UNKNOWN;
  }

  /** `'abc' LIKE 'a%'`: decided only when case-sensitive and case-insensitive matching agree and no escapes are used. */
  private likeConstant(op: string, text: string, pat: string): Pred {
    if (pat.includes('\\') || (this.dialect === 'transactsql' && pat.includes('['))) return UNKNOWN;
    const glob = op === 'GLOB';
    if (glob && /[[\]]/.test(pat)) return UNKNOWN;
    const body = [...pat]
      .map((c) => {
        if (c === (glob ? '*' : '%')) return '[\\s\\S]*';
        if (c === (glob ? '?' : '_')) return '[\\s\\S]';
        return c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    const sensitive = new RegExp(`^${body}$`).test(text);
    const insensitive = new RegExp(`^${body}$`, 'i').test(text);
    if (glob || op === 'ILIKE') return constant((glob ? sensitive : insensitive) ? 'T' : 'F');
    return sensitive === insensitive ? constant(sensitive ? 'T' : 'F') : UNKNOWN;
  }

  // ------------------------------------------------------------------------------------------------------------------
  // Comparisons

  private compare(op: string, a: Value, b: Value): Pred {
    if (a.k === 'opaque' || b.k === 'opaque') return UNKNOWN;
    if (a.k === 'lit' && b.k === 'lit') return this.compareLits(op, a.v, b.v);
    if (a.k === 'lit' && b.k === 'atom') return this.compare(FLIP[op] as string, b, a);
    if (a.k !== 'atom') return UNKNOWN;
    if (b.k === 'lit') {
      if (b.v.t === 'null') return constant('N');
      const substituted = a.nullAs ? this.compareSubstituted(op, a.nullAs.base, a.nullAs.v, b.v) : null;
      if (substituted) return substituted;
      const v = this.valFor(a.atom.domain, b.v);
      if (!v) return UNKNOWN;
      return this.rangePred(op, a.atom, v);
    }
    if (b.k !== 'atom') return UNKNOWN;
    if (a.atom.key === b.atom.key) return this.selfCompare(op, a.atom);
    // Two different expressions over a common column (`id + 0 = id`, `replace(name, 'a', 'a') = name`) are not free
    // of each other: their order is not known.
    const bc = b.atom.cols;
    if (a.atom.cols && bc && [...a.atom.cols].some((c) => bc.has(c))) return UNKNOWN;
    // Two different expressions: their order is an atom of its own, with values below (-1), equal (0), above (1).
    if (nanOf(a.atom.domain) !== 'none' || nanOf(b.atom.domain) !== 'none') return UNKNOWN;
    const swap = a.atom.key > b.atom.key;
    const o = swap ? (FLIP[op] as string) : op;
    const key = swap ? `order(${b.atom.key},${a.atom.key})` : `order(${a.atom.key},${b.atom.key})`;
    const atom: Atom = { key, domain: { k: 'int', min: -1n, max: 1n }, nullable: a.atom.nullable || b.atom.nullable };
    const holds = (r: number) =>
      o === '=' ? r === 0 : o === '<>' ? r !== 0 : o === '<' ? r < 0 : o === '<=' ? r <= 0 : o === '>' ? r > 0 : r >= 0;
    const t = [-1, 0, 1].filter(holds);
    const f = [-1, 0, 1].filter((r) => !holds(r));
    return this.single(atom, points(t), points(f));
  }

  private selfCompare(op: string, atom: Atom): Pred {
    const reflexive = op === '=' || op === '<=' || op === '>=';
    const nan = nanOf(atom.domain);
    // NaN = NaN is TRUE where NaN is ordered (PostgreSQL, Snowflake), FALSE in BigQuery.
    const all: VSet = { ...ALL_VALUES, nan: nan === 'top' };
    const rest: VSet = { ...NONE, nan: nan === 'unordered' };
    if (nan === 'unordered' && op === '<>') return this.single(atom, { ...NONE, nan: true }, { ...ALL_VALUES, nan: false });
    return reflexive ? this.single(atom, all, rest) : this.single(atom, rest, all);
  }

  /**
   * `COALESCE(base, c) op k` as a predicate on `base`: `base op k` where base is not NULL, and `c op k` (a constant) on
   * its NULL. Only for a number compared with a number column, or a string with a text column, the constant of the same
   * kind: there no engine converts either side, so the base's comparison means the same inside the function as outside
   * (SQLite applies a column's affinity to a literal compared with the bare column, not with a function of it).
   */
  private compareSubstituted(op: string, base: Atom, c: Lit, k: Lit): Pred | null {
    const kind = k.t === 'num' ? ['int', 'dec'] : k.t === 'str' ? ['text'] : [];
    if (c.t !== k.t) return null;
    if (!kind.includes(base.domain.k)) {
      // Another kind of column (SQLite's declared INTEGER may hold text): where the base has a value the comparison is
      // not read (neither TRUE nor FALSE is claimed), but on its NULL the constant decides, which "… OR base IS NOT
      // NULL" needs. Read so only in the second reading of a condition (isTautology): the first keeps the expression
      // as an atom of its own, which "COALESCE(x, 0) >= 0 OR COALESCE(x, 0) < 0" needs.
      if (!this.nullOnlySubstitution) {
        this.substitutable = true;
        return null;
      }
      const onNullOnly = this.compareLits(op, c, k);
      if (onNullOnly.k !== 'c' || (onNullOnly.v !== 'T' && onNullOnly.v !== 'F')) return null;
      return this.single(base, { ...NONE, nul: onNullOnly.v === 'T' }, { ...NONE, nul: onNullOnly.v === 'F' });
    }
    const v = this.valFor(base.domain, k);
    const sets = v ? this.rangeSets(op, base, v) : null;
    const onNull = this.compareLits(op, c, k);
    if (!sets || onNull.k !== 'c' || (onNull.v !== 'T' && onNull.v !== 'F')) return null;
    return this.single(base, { ...sets.t, nul: onNull.v === 'T' }, { ...sets.f, nul: onNull.v === 'F' });
  }

  /** atom op v: the values for which it is TRUE and FALSE; NaN follows the dialect's policy. */
  private rangePred(op: string, atom: Atom, v: Val): Pred {
    const sets = this.rangeSets(op, atom, v);
    return sets ? this.single(atom, sets.t, sets.f) : UNKNOWN;
  }

  private rangeSets(op: string, atom: Atom, v: Val): { t: VSet; f: VSet } | null {
    const closed = { v, open: false };
    const open = { v, open: true };
    let t: Iv[];
    let f: Iv[];
    switch (op) {
      case '=':
        t = [{ lo: closed, hi: closed }];
        f = [
          { lo: null, hi: open },
          { lo: open, hi: null },
        ];
        break;
      case '<>':
        f = [{ lo: closed, hi: closed }];
        t = [
          { lo: null, hi: open },
          { lo: open, hi: null },
        ];
        break;
      case '<':
        t = [{ lo: null, hi: open }];
        f = [{ lo: closed, hi: null }];
        break;
      case '<=':
        t = [{ lo: null, hi: closed }];
        f = [{ lo: open, hi: null }];
        break;
      case '>':
        t = [{ lo: open, hi: null }];
        f = [{ lo: null, hi: closed }];
        break;
      case '>=':
        t = [{ lo: closed, hi: null }];
        f = [{ lo: null, hi: open }];
        break;
      default:
        return null;
    }
    const nan = nanOf(atom.domain);
    const nanTrue = nan === 'top' ? t.some((iv) => iv.hi === null) : nan === 'unordered' ? op === '<>' : false;
    return { t: { nul: false, nan: nanTrue, ivs: t }, f: { nul: false, nan: nan !== 'none' && !nanTrue, ivs: f } };
  }

  private compareLits(op: string, a: Lit, b: Lit): Pred {
    if (a.t === 'null' || b.t === 'null') return constant('N');
    const pair = mixedLiterals(this.dialect, litVal(a), litVal(b));
    if (!pair) return UNKNOWN;
    const [x, y] = pair;
    const r = x.k === 'num' && y.k === 'str' ? -1 : x.k === 'str' && y.k === 'num' ? 1 : cmpVal(x, y);
    const holds =
      op === '='
        ? r === 0
        : op === '<>'
          ? r !== 0
          : op === '<'
            ? r < 0
            : op === '<='
              ? r <= 0
              : op === '>'
                ? r > 0
                : op === '>='
                  ? r >= 0
                  : null;
    return holds === null ? UNKNOWN : constant(holds ? 'T' : 'F');
  }

  /** A literal as a value of the atom's domain, or null when the comparison's meaning depends on the dialect. */
  private valFor(domain: Domain, lit: Lit): Val | null {
    if (lit.t === 'bool') return domain.k === 'int' || domain.k === 'unknown' ? { k: 'num', d: decOfInt(lit.b ? 1n : 0n) } : null;
    if (lit.t === 'num') return domain.k === 'int' || domain.k === 'dec' || domain.k === 'unknown' ? { k: 'num', d: lit.d } : null;
    if (lit.t !== 'str') return null;
    if (domain.k === 'text') return { k: 'str', s: lit.s };
    if (domain.k === 'temporal') return { k: 'tok', s: lit.s };
    if (domain.k === 'unknown') return { k: 'tok', s: lit.s };
    // A numeric column against a numeric string: converted to a number by every engine that accepts it.
    const d = this.dialect === 'bigquery' ? null : /^[+-]?\d+(?:\.\d+)?$/.test(lit.s) ? parseDec(lit.s) : null;
    return d ? { k: 'num', d } : null;
  }

  // ------------------------------------------------------------------------------------------------------------------
  // Values

  private value(e: unknown, lookup: ColumnLookup): Value {
    const opaque: Value = { k: 'opaque', neverNull: false };
    if (!isNode(e) || !this.spend()) return opaque;
    switch (e.type) {
      case 'number': {
        if (typeof e.value !== 'number') return opaque;
        const d = this.exactNumber(e.value);
        return d ? lit({ t: 'num', d }) : opaque;
      }
      case 'bigint': {
        const d = typeof e.value === 'string' ? parseDec(e.value) : null;
        return d ? lit({ t: 'num', d }) : opaque;
      }
      case 'bool':
      case 'boolean':
        return lit({ t: 'bool', b: e.value === true || /^true$/i.test(String(e.value)) });
      case 'null':
        return lit({ t: 'null' });
      case 'single_quote_string':
      case 'string':
      case 'var_string':
      case 'natural_string':
        return typeof e.value === 'string' ? lit({ t: 'str', s: e.value }) : opaque;
      case 'column_ref':
        return this.columnValue(e, lookup);
      case 'double_quote_string':
        // A double-quoted name is an identifier in standard SQL (and in SQLite when a column of that name exists); in
        // MySQL, MariaDB and BigQuery it is a string.
        if (typeof e.value !== 'string') return opaque;
        if (this.dialect === 'mysql' || this.dialect === 'mariadb' || this.dialect === 'bigquery') return lit({ t: 'str', s: e.value });
        return this.columnValue({ type: 'column_ref', table: null, column: e.value }, lookup);
      case 'unary_expr': {
        if (e.operator !== '-' && e.operator !== '+') return opaque;
        const inner = this.value(e.expr, lookup);
        if (inner.k === 'lit' && inner.v.t === 'num') return lit({ t: 'num', d: e.operator === '-' ? negDec(inner.v.d) : inner.v.d });
        return inner.k === 'atom' ? this.exprAtom(e, lookup, inner.neverNull) : { k: 'opaque', neverNull: nn(inner) };
      }
      case 'binary_expr':
        return this.arithmetic(e, lookup);
      case 'function':
        return this.functionValue(e, lookup);
      case 'aggr_func':
        return this.aggregateValue(e, lookup);
      case 'case':
        return this.caseValue(e, lookup);
      case 'cast': {
        const inner = this.value(e.expr, lookup);
        const tolerant = /try|safe/i.test(String(e.keyword ?? ''));
        if (inner.k === 'lit') return { k: 'opaque', neverNull: inner.v.t !== 'null' && !tolerant };
        const neverNull = inner.neverNull && !tolerant;
        return inner.k === 'atom' ? this.exprAtom(e, lookup, neverNull) : { k: 'opaque', neverNull };
      }
      default: {
        const sub = asSelect(e);
        if (sub) return this.scalarSubquery(sub, lookup);
        return opaque;
      }
    }
  }

  private columnValue(e: Node, lookup: ColumnLookup): Value {
    if ((Array.isArray(e.subFields) && e.subFields.length > 0) || (Array.isArray(e.notations) && e.notations.includes(':')))
      return { k: 'opaque', neverNull: false };
    const col = lookup(e);
    if (col)
      return {
        k: 'atom',
        atom: { key: col.key, domain: col.domain, nullable: col.nullable, cols: new Set([col.key]) },
        neverNull: !col.nullable,
      };
    const name = identName(e.column);
    if (!name || name === '*') return { k: 'opaque', neverNull: false };
    // Not placed: the same text in the same scope still names the same thing, of unknown type, maybe NULL.
    const key = `?${(identName(e.table) ?? '').toLowerCase()}.${name.toLowerCase()}`;
    return { k: 'atom', atom: { key, domain: unknownDomain(this.dialect), nullable: true, cols: new Set([key]) }, neverNull: false };
  }

  private arithmetic(e: Node, lookup: ColumnLookup): Value {
    const op = String(e.operator);
    const joinsText = this.joinsText(op);
    if (!['+', '-', '*', '/'].includes(op) && !joinsText) {
      // Comparisons and other operators used as values: a truth value, never NULL only from never-NULL operands.
      return { k: 'opaque', neverNull: false };
    }
    const a = this.value(e.left, lookup);
    const b = this.value(e.right, lookup);
    if (a.k === 'lit' && b.k === 'lit') {
      if (a.v.t === 'null' || b.v.t === 'null') return lit({ t: 'null' });
      // Text joined from string literals is itself a literal: `'a' || 'b'` is `'ab'`.
      if (joinsText && a.v.t === 'str' && b.v.t === 'str') return lit({ t: 'str', s: a.v.s + b.v.s });
      if (a.v.t !== 'num' || b.v.t !== 'num' || op === '||') return { k: 'opaque', neverNull: false };
      const x = a.v.d;
      const y = b.v.d;
      const r = op === '+' ? addDec(x, y) : op === '-' ? addDec(x, negDec(y)) : op === '*' ? mulDec(x, y) : divDec(x, y, true);
      return r ? lit({ t: 'num', d: r }) : { k: 'opaque', neverNull: false };
    }
    if (op === '||') return { k: 'opaque', neverNull: false };
    // Division by zero gives NULL in SQLite and MySQL: only + - * keep never-NULL operands never NULL.
    const neverNull = nn(a) && nn(b) && op !== '/';
    if (a.k === 'opaque' || b.k === 'opaque') return { k: 'opaque', neverNull };
    return this.exprAtom(e, lookup, neverNull);
  }

  /**
   * Whether `op` joins text: `||` except in MySQL and MariaDB (where it is OR) and T-SQL (no such operator), and `+`
   * in T-SQL (on two strings). Only string literals are joined; NULL joined with anything is NULL.
   */
  private joinsText(op: string): boolean {
    if (op === '||') return this.dialect !== 'mysql' && this.dialect !== 'mariadb' && this.dialect !== 'transactsql';
    return op === '+' && this.dialect === 'transactsql';
  }

  private functionValue(e: Node, lookup: ColumnLookup): Value {
    const name = (functionName(e.name) ?? '').toLowerCase();
    const args = asArray(isNode(e.args) ? e.args.value : e.args);
    if (CLOCK.has(name) && args.length === 0) return { k: 'opaque', neverNull: true };
    if (isNode(e.over)) return { k: 'opaque', neverNull: false };
    const values = args.map((a) => this.value(a, lookup));
    if (FIRST_NON_NULL.has(name) || (name === 'isnull' && this.dialect === 'transactsql' && values.length === 2)) {
      const rest = [...values];
      while (rest[0]?.k === 'lit' && rest[0].v.t === 'null') rest.shift();
      const first = rest[0];
      if (!first) return lit({ t: 'null' });
      if (first.k === 'lit') return first;
      const neverNull = rest.some(nn);
      if (!rest.every((v) => v.k !== 'opaque')) return { k: 'opaque', neverNull };
      const value = this.exprAtom(e, lookup, neverNull);
      // COALESCE(column, constant): comparisons with a constant are read on the column (compareSubstituted).
      const operands = rest.filter((v) => !(v.k === 'lit' && v.v.t === 'null'));
      const [base, fallback] = operands;
      if (value.k === 'atom' && base?.k === 'atom' && !base.nullAs && fallback?.k === 'lit')
        value.nullAs = { base: base.atom, v: fallback.v };
      return value;
    }
    if (!DETERMINISTIC.has(name) || values.some((v) => v.k === 'opaque')) return { k: 'opaque', neverNull: false };
    const neverNull = NULL_IN_NULL_OUT.has(name) && values.every(nn);
    if (values.every((v) => v.k === 'lit')) return { k: 'opaque', neverNull };
    return this.exprAtom(e, lookup, neverNull);
  }

  /**
   * An aggregate in HAVING is one value per group, so it is an atom like a column: COUNT is a whole number ≥ 0 and never
   * NULL; SUM, AVG, MIN and MAX are NULL for a group with no non-NULL input. A window aggregate is not an atom here.
   */
  private aggregateValue(e: Node, lookup: ColumnLookup): Value {
    if (isNode(e.over)) return { k: 'opaque', neverNull: false };
    const name = String(e.name ?? '').toLowerCase();
    if (!['count', 'sum', 'avg', 'min', 'max'].includes(name)) return { k: 'opaque', neverNull: false };
    const key = this.canonical(e, lookup);
    if (key === null) return { k: 'opaque', neverNull: name === 'count' };
    if (name !== 'count') return { k: 'atom', atom: { key, domain: unknownDomain(this.dialect), nullable: true }, neverNull: false };
    return { k: 'atom', atom: { key, domain: { k: 'int', min: 0n, max: 2n ** 63n - 1n }, nullable: false }, neverNull: true };
  }

  private caseValue(e: Node, lookup: ColumnLookup): Value {
    const branches = asArray(e.args).filter(isNode);
    const hasElse = branches.some((b) => b.type === 'else');
    const results = branches.map((b) => this.value(b.result, lookup));
    const first = results[0];
    // Every branch the same literal, with an ELSE: that literal, whatever the conditions.
    if (hasElse && first?.k === 'lit' && results.every((r) => r.k === 'lit' && sameLit(r.v, first.v))) return first;
    const neverNull = hasElse && results.every(nn);
    return { k: 'opaque', neverNull };
  }

  private scalarSubquery(sub: Node, lookup: ColumnLookup): Value {
    const cols = asArray(sub.columns);
    if (cols.length !== 1 || !isSimpleRow(sub)) return { k: 'opaque', neverNull: false };
    const col = cols[0];
    const v = this.value(isNode(col) ? col.expr : col, lookup);
    return v.k === 'lit' ? v : { k: 'opaque', neverNull: nn(v) };
  }

  /** A deterministic expression over columns: an atom of unknown type, identified by its text with columns resolved. */
  private exprAtom(e: Node, lookup: ColumnLookup, neverNull: boolean): Value {
    const key = this.canonical(e, lookup);
    if (key === null) return { k: 'opaque', neverNull };
    // A string's length is a count: no negative values.
    const fn = e.type === 'function' ? (functionName(e.name) ?? '').toLowerCase() : '';
    const domain: Domain = LENGTHS.has(fn) ? { k: 'int', min: 0n, max: 2n ** 63n - 1n } : unknownDomain(this.dialect);
    return {
      k: 'atom',
      atom: { key, domain, nullable: !neverNull, cols: this.columnsOf(e, lookup), infiniteRange: infiniteRange(e) },
      neverNull,
    };
  }

  /**
   * An OR not proven TRUE leaves, for each atom, values outside its operands' TRUE sets: the rows that escape it. Those
   * rows exist when the atoms are free of each other and each can take those values: columns can (every value of their
   * type), an expression of infinite range can escape a finite set of points, but an expression's other values may lie
   * outside its range (`lower(x) <> 'A'` is TRUE for every x) and two atoms over a common column are not free of each
   * other (`abs(age) >= 0 OR age IS NULL`).
   */
  private escapesAreReal(m: Map<string, AtomPred>): boolean {
    const seen = new Set<string>();
    for (const [key, x] of m) {
      const cols = x.atom.cols;
      if (!cols) continue;
      const expression = !x.atom.truthValue && !(cols.size === 1 && cols.has(key));
      if (expression && !(x.atom.infiniteRange && finitePoints(x.t))) return false;
      for (const c of cols) {
        if (seen.has(c)) return false;
        seen.add(c);
      }
    }
    return true;
  }

  /** The columns an expression reads, outside subqueries. */
  private columnsOf(e: unknown, lookup: ColumnLookup): Set<string> {
    const out = new Set<string>();
    this.outsideSubqueries(e, (n) => {
      if (n.type !== 'column_ref') return false;
      const v = this.columnValue(n, lookup);
      if (v.k === 'atom') out.add(v.atom.key);
      return true;
    });
    return out;
  }

  private canonical(e: unknown, lookup: ColumnLookup): string | null {
    if (!this.spend()) return null;
    if (Array.isArray(e)) {
      const parts = e.map((x) => this.canonical(x, lookup));
      return parts.includes(null) ? null : `[${parts.join(',')}]`;
    }
    if (!isNode(e)) return JSON.stringify(e ?? null);
    if (e.type === 'column_ref') {
      const v = this.columnValue(e, lookup);
      return v.k === 'atom' ? `{col:${v.atom.key}}` : null;
    }
    if (asSelect(e)) return null;
    const parts: string[] = [];
    for (const k of Object.keys(e).sort((a, b) => a.localeCompare(b))) {
      if (k === 'loc' || k === 'parentheses') continue;
      const c = this.canonical(e[k], lookup);
      if (c === null) return null;
      parts.push(`${k}:${c}`);
    }
    return `{${parts.join(',')}}`;
  }

  // ------------------------------------------------------------------------------------------------------------------
  // Subqueries

  /** 'one+' when the SELECT returns at least one row whatever the data, 'zero' when it returns none, else '?'. */
  private rows(sel: Node, lookup: ColumnLookup): 'one+' | 'zero' | '?' {
    if (isNode(sel._next) || sel.set_op) {
      const next = asSelect(sel._next);
      const op = String(sel.set_op ?? '').toUpperCase();
      if (!next || !op.startsWith('UNION')) return '?';
      const a = this.rows({ ...sel, _next: null, set_op: null }, lookup);
      const b = this.rows(next, lookup);
      return a === 'one+' || b === 'one+' ? 'one+' : a === 'zero' && b === 'zero' ? 'zero' : '?';
    }
    const limit = limitOf(sel);
    if (limit === 'zero') return 'zero';
    if (limit === 'other') return '?';
    const grouped =
      sel.groupby !== null && sel.groupby !== undefined && asArray(isNode(sel.groupby) ? sel.groupby.columns : sel.groupby).length > 0;
    const having = sel.having !== null && sel.having !== undefined;
    if (!grouped && !having && hasAggregate(sel.columns)) return 'one+';
    if (grouped || having) return '?';
    // With a FROM, rows depend on the data; without one, on the WHERE alone (its columns are the outer query's).
    if (sel.from !== null && sel.from !== undefined && asArray(sel.from).length > 0) return '?';
    const where = sel.where === null || sel.where === undefined ? constant('T') : this.pred(sel.where, lookup);
    if (where.k === 'c' && (where.v === 'F' || where.v === 'N')) return 'zero';
    return where.k === 'c' && where.v === 'T' ? 'one+' : '?';
  }
}

/**
 * Functions of one column whose values are infinitely many whatever their other (constant) arguments: the
 * NULL-in-NULL-out ones but `sign` (three values), `left`/`right` (`left(x, 0)` is always '') and `replace`.
 */
const FEW_VALUES = new Set(['sign', 'left', 'right', 'replace']);
const INFINITE_RANGE = new Set([...NULL_IN_NULL_OUT].filter((f) => !FEW_VALUES.has(f)));

/** `f(col, constants…)` of an infinite-range function, or `col ± c`, `col * c` / `col / c` with a non-zero constant. */
function infiniteRange(e: Node): boolean {
  const literal = (n: unknown) => isNode(n) && (n.type === 'number' || n.type === 'bigint');
  const column = (n: unknown) => isNode(n) && n.type === 'column_ref';
  if (e.type === 'function') {
    const args = asArray(isNode(e.args) ? e.args.value : e.args);
    const name = (functionName(e.name) ?? '').toLowerCase();
    if (name === 'round' && args.length > 1) return false;
    return INFINITE_RANGE.has(name) && args.filter(column).length === 1 && args.every((a) => column(a) || literal(a) || isNode(a));
  }
  if (e.type === 'binary_expr') {
    const op = String(e.operator);
    const [c, k] = column(e.left) ? [e.left, e.right] : [e.right, e.left];
    if (!column(c) || !literal(k) || !isNode(k)) return false;
    if (op === '+' || op === '-') return true;
    return (op === '*' || (op === '/' && k === e.right)) && Number(k.value) !== 0;
  }
  return false;
}

/** A value set made of isolated points (and maybe NULL): what `=` and `IN` over constants are TRUE on. */
function finitePoints(t: VSet): boolean {
  return !t.nan && t.ivs.every((iv) => iv.lo !== null && iv.hi !== null && !iv.lo.open && !iv.hi.open && cmpVal(iv.lo.v, iv.hi.v) === 0);
}

function isUnknown(p: Pred | undefined): boolean {
  return p?.k === 'c' && p.v === '?';
}

/** Whether a value can never be NULL. */
function nn(v: Value): boolean {
  return v.k === 'lit' ? v.v.t !== 'null' : v.neverNull;
}

function lit(v: Lit): Value {
  return { k: 'lit', v };
}

function litVal(l: Lit): Val | null {
  if (l.t === 'num') return { k: 'num', d: l.d };
  if (l.t === 'bool') return { k: 'num', d: decOfInt(l.b ? 1n : 0n) };
  if (l.t === 'str') return { k: 'str', s: l.s };
  return null;
}

function sameLit(a: Lit, b: Lit): boolean {
  if (a.t !== b.t) return false;
  if (a.t === 'num' && b.t === 'num') return cmpDec(a.d, b.d) === 0;
  if (a.t === 'str' && b.t === 'str') return a.s === b.s;
  if (a.t === 'bool' && b.t === 'bool') return a.b === b.b;
  return a.t === 'null';
}

function point(n: bigint): VSet {
  const v: Val = { k: 'num', d: decOfInt(n) };
  return { nul: false, nan: false, ivs: [{ lo: { v, open: false }, hi: { v, open: false } }] };
}

function points(ns: number[]): VSet {
  let acc: VSet = NONE;
  for (const n of ns) acc = union(acc, point(BigInt(n)));
  return acc;
}

/** No FROM, WHERE, GROUP BY, HAVING or LIMIT: exactly one row. */
function isSimpleRow(sel: Node): boolean {
  const empty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);
  return empty(sel.from) && empty(sel.where) && empty(sel.groupby) && empty(sel.having) && limitOf(sel) === 'none' && !sel._next;
}

/** LIMIT/TOP/FETCH of a SELECT: absent, a literal 0, a positive literal, or anything else. */
function limitOf(sel: Node): 'none' | 'zero' | 'positive' | 'other' {
  const values: unknown[] = [];
  if (isNode(sel.limit)) values.push(...asArray(sel.limit.value));
  if (isNode(sel.top)) values.push(sel.top.value);
  if (isNode(sel.fetch)) values.push(sel.fetch);
  if (values.length === 0) return 'none';
  if (isNode(sel.limit) && asArray(sel.limit.value).length > 1) return 'other';
  const v = values[0];
  const n = isNode(v) && v.type === 'number' ? v.value : typeof v === 'number' ? v : null;
  if (typeof n !== 'number') return 'other';
  return n === 0 ? 'zero' : n > 0 ? 'positive' : 'other';
}

/** An aggregate in the select list outside any subquery (window functions do not aggregate). */
function hasAggregate(columns: unknown): boolean {
  const stack: unknown[] = [columns];
  let seen = 0;
  while (stack.length > 0 && seen++ < 10_000) {
    const n = stack.pop();
    if (Array.isArray(n)) {
      stack.push(...n);
      continue;
    }
    if (!isNode(n) || asSelect(n)) continue;
    if (n.type === 'aggr_func' && !isNode(n.over)) return true;
    for (const v of Object.values(n)) if (typeof v === 'object' && v !== null) stack.push(v);
  }
  return false;
}
