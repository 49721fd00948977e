/**
 * Matrices: literals `[[1, 2], [3, 4]]`, + − and scalar/matrix products, integer powers, det, inv, transpose, trace.
 * A matrix expression is reduced to a matrix of scalar expressions (exact rational elimination when every entry is
 * rational, cofactors/adjugates for small symbolic matrices); each entry then goes through the scalar pipeline, so
 * a matrix equation is VERIFIED only when every entry is.
 */
import { Rational } from '../exact/rational.ts';
import { exactRational } from './exact.ts';
import { add, arg, div, type Expr, MathInputError, mul, neg, num, sub } from './expr.ts';
import { CAPS, tooComplex } from './limits.ts';
import { REASONS, UndefinedValue } from './undefined-value.ts';

export type MValue = { kind: 'scalar'; e: Expr } | { kind: 'matrix'; rows: Expr[][] };

export function hasMatrix(e: Expr): boolean {
  if (e.k === 'matrix') return true;
  if (e.k === 'op' || e.k === 'fn') return e.args.some(hasMatrix);
  return false;
}

const shape = (m: Expr[][]) => `${m.length}×${m[0]?.length ?? 0}`;
const cell = (m: Expr[][], i: number, j: number): Expr => m[i]?.[j] ?? num('0');

function scalar(v: MValue, what: string): Expr {
  if (v.kind !== 'scalar') throw new MathInputError('UNSUPPORTED', `${what} needs a number, not a matrix.`);
  return v.e;
}
function matrix(v: MValue, what: string): Expr[][] {
  if (v.kind !== 'matrix') throw new MathInputError('UNSUPPORTED', `${what} needs a matrix.`);
  return v.rows;
}

function ratEntries(m: Expr[][]): Rational[][] | null {
  const out: Rational[][] = [];
  for (const row of m) {
    const r: Rational[] = [];
    for (const x of row) {
      const v = exactRational(x);
      if (!v) return null;
      r.push(v);
    }
    out.push(r);
  }
  return out;
}

function ratExpr(r: Rational): Expr {
  const body: Expr =
    r.den === 1n
      ? num((r.num < 0n ? -r.num : r.num).toString())
      : div(num((r.num < 0n ? -r.num : r.num).toString()), num(r.den.toString()));
  return r.num < 0n ? neg(body) : body;
}

function matMul(a: Expr[][], b: Expr[][]): Expr[][] {
  const n = b.length;
  if ((a[0]?.length ?? 0) !== n) throw new UndefinedValue(REASONS.SHAPE);
  return a.map((_, i) =>
    (b[0] ?? []).map((_, j) => {
      let s: Expr | null = null;
      for (let k = 0; k < n; k++) {
        const t = mul(cell(a, i, k), cell(b, k, j));
        s = s ? add(s, t) : t;
      }
      return s ?? num('0');
    }),
  );
}

/** Determinant: exact elimination for rational entries, cofactor expansion for symbolic ones up to 4×4. */
function determinant(m: Expr[][]): Expr {
  const n = m.length;
  if (n !== (m[0]?.length ?? 0)) throw new UndefinedValue(REASONS.SHAPE);
  const r = ratEntries(m);
  if (r) return ratExpr(rationalDet(r));
  if (n > 4) throw new MathInputError('UNSUPPORTED', 'Determinants of symbolic matrices are supported up to 4×4.');
  return cofactorDet(m);
}

function cofactorDet(m: Expr[][]): Expr {
  const n = m.length;
  if (n === 1) return cell(m, 0, 0);
  if (n === 2) return sub(mul(cell(m, 0, 0), cell(m, 1, 1)), mul(cell(m, 0, 1), cell(m, 1, 0)));
  let out: Expr | null = null;
  for (let j = 0; j < n; j++) {
    const t = mul(cell(m, 0, j), cofactorDet(minor(m, 0, j)));
    out = out ? (j % 2 === 0 ? add(out, t) : sub(out, t)) : t;
  }
  return out ?? num('0');
}

function minor(m: Expr[][], i: number, j: number): Expr[][] {
  return m.filter((_, r) => r !== i).map((row) => row.filter((_, c) => c !== j));
}

function rationalDet(a: Rational[][]): Rational {
  const n = a.length;
  const m = a.map((r) => [...r]);
  let det = Rational.ONE;
  for (let c = 0; c < n; c++) {
    let p = c;
    while (p < n && (m[p]?.[c] ?? Rational.ZERO).isZero()) p++;
    if (p === n) return Rational.ZERO;
    if (p !== c) {
      const tmp = m[p] ?? [];
      m[p] = m[c] ?? [];
      m[c] = tmp;
      det = det.neg();
    }
    const pivot = m[c]?.[c] ?? Rational.ONE;
    det = det.mul(pivot);
    for (let r = c + 1; r < n; r++) {
      const f = (m[r]?.[c] ?? Rational.ZERO).div(pivot);
      if (f.isZero()) continue;
      const row = m[r] ?? [];
      for (let k = c; k < n; k++) row[k] = (row[k] ?? Rational.ZERO).sub(f.mul(m[c]?.[k] ?? Rational.ZERO));
    }
  }
  return det;
}

function inverse(m: Expr[][]): Expr[][] {
  const n = m.length;
  if (n !== (m[0]?.length ?? 0)) throw new UndefinedValue(REASONS.SHAPE);
  const r = ratEntries(m);
  if (r) return rationalInverse(r).map((row) => row.map(ratExpr));
  if (n > 3) throw new MathInputError('UNSUPPORTED', 'Inverses of symbolic matrices are supported up to 3×3.');
  const det = cofactorDet(m);
  if (n === 1) return [[div(num('1'), det)]];
  return m.map((_, i) =>
    m.map((__, j) => {
      const c = cofactorDet(minor(m, j, i));
      return div((i + j) % 2 === 0 ? c : neg(c), det);
    }),
  );
}

function rationalInverse(a: Rational[][]): Rational[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...a.map((_, j) => (i === j ? Rational.ONE : Rational.ZERO))]);
  for (let c = 0; c < n; c++) {
    let p = c;
    while (p < n && (m[p]?.[c] ?? Rational.ZERO).isZero()) p++;
    if (p === n) throw new UndefinedValue(REASONS.SINGULAR);
    const tmp = m[p] ?? [];
    m[p] = m[c] ?? [];
    m[c] = tmp;
    const pivotRow = m[c] ?? [];
    const pivot = pivotRow[c] ?? Rational.ONE;
    for (let k = 0; k < 2 * n; k++) pivotRow[k] = (pivotRow[k] ?? Rational.ZERO).div(pivot);
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r] ?? [];
      const f = row[c] ?? Rational.ZERO;
      if (f.isZero()) continue;
      for (let k = 0; k < 2 * n; k++) row[k] = (row[k] ?? Rational.ZERO).sub(f.mul(pivotRow[k] ?? Rational.ZERO));
    }
  }
  return m.map((row) => row.slice(n));
}

function elementwise(a: Expr[][], b: Expr[][], f: (x: Expr, y: Expr) => Expr): Expr[][] {
  if (a.length !== b.length || (a[0]?.length ?? 0) !== (b[0]?.length ?? 0)) throw new UndefinedValue(REASONS.SHAPE);
  return a.map((row, i) => row.map((x, j) => f(x, cell(b, i, j))));
}

/** Reduces an expression containing matrices to a scalar expression or a matrix of scalar expressions. */
export function lowerMatrix(e: Expr): MValue {
  switch (e.k) {
    case 'matrix': {
      const rows = e.rows.map((row) => row.map((x) => scalar(lowerMatrix(x), 'A matrix entry')));
      if (rows.length * (rows[0]?.length ?? 0) > CAPS.maxMatrixEntries)
        tooComplex('matrix_size', CAPS.maxMatrixEntries, 'Matrix too large.');
      return { kind: 'matrix', rows };
    }
    case 'op': {
      const vals = e.args.map(lowerMatrix);
      const [a, b] = vals;
      if (!a) throw new MathInputError('SYNTAX', 'Missing operand.');
      if (vals.every((v) => v.kind === 'scalar')) return { kind: 'scalar', e: { ...e, args: vals.map((v) => scalar(v, '')) } };
      switch (e.op) {
        case 'neg':
          return { kind: 'matrix', rows: matrix(a, 'Negation').map((r) => r.map(neg)) };
        case '+':
        case '-':
          if (!b || a.kind !== 'matrix' || b.kind !== 'matrix')
            throw new MathInputError('UNSUPPORTED', 'A matrix can only be added to a matrix of the same shape.');
          return { kind: 'matrix', rows: elementwise(a.rows, b.rows, e.op === '+' ? add : sub) };
        case '*':
          if (!b) throw new MathInputError('SYNTAX', 'Missing operand.');
          if (a.kind === 'scalar' && b.kind === 'matrix') return { kind: 'matrix', rows: b.rows.map((r) => r.map((x) => mul(a.e, x))) };
          if (a.kind === 'matrix' && b.kind === 'scalar') return { kind: 'matrix', rows: a.rows.map((r) => r.map((x) => mul(x, b.e))) };
          return { kind: 'matrix', rows: matMul(matrix(a, 'A product'), matrix(b, 'A product')) };
        case '/':
          if (!b || b.kind !== 'scalar') throw new MathInputError('UNSUPPORTED', 'A matrix can only be divided by a number.');
          return { kind: 'matrix', rows: matrix(a, 'Division').map((r) => r.map((x) => div(x, b.e))) };
        case '^': {
          const m = matrix(a, 'A power');
          const k = b ? exactRational(scalar(b, 'A matrix exponent')) : null;
          if (!k?.isInteger() || k.num > 16n || k.num < -1n)
            throw new MathInputError('UNSUPPORTED', 'Matrix powers are supported for integer exponents from -1 to 16.');
          if (k.num === -1n) return { kind: 'matrix', rows: inverse(m) };
          if (m.length !== (m[0]?.length ?? 0)) throw new UndefinedValue(REASONS.SHAPE);
          let out = m.map((row, i) => row.map((_, j) => num(i === j ? '1' : '0')));
          for (let i = 0n; i < k.num; i++) out = matMul(out, m);
          return { kind: 'matrix', rows: out };
        }
        default:
          throw new MathInputError('UNSUPPORTED', `Operator ${e.op} is not defined for matrices.`);
      }
    }
    case 'fn': {
      const vals = e.args.map(lowerMatrix);
      const [a] = vals;
      switch (e.name) {
        case 'det':
          return { kind: 'scalar', e: determinant(matrix(a ?? { kind: 'scalar', e: num('0') }, 'det')) };
        case 'inv':
          return { kind: 'matrix', rows: inverse(matrix(a ?? { kind: 'scalar', e: num('0') }, 'inv')) };
        case 'transpose': {
          const m = matrix(a ?? { kind: 'scalar', e: num('0') }, 'transpose');
          return { kind: 'matrix', rows: (m[0] ?? []).map((_, j) => m.map((row) => row[j] ?? num('0'))) };
        }
        case 'trace': {
          const m = matrix(a ?? { kind: 'scalar', e: num('0') }, 'trace');
          if (m.length !== (m[0]?.length ?? 0)) throw new UndefinedValue(REASONS.SHAPE);
          let s: Expr = cell(m, 0, 0);
          for (let i = 1; i < m.length; i++) s = add(s, cell(m, i, i));
          return { kind: 'scalar', e: s };
        }
        default:
          if (vals.some((v) => v.kind === 'matrix')) throw new MathInputError('UNSUPPORTED', `${e.name} is not defined for matrices.`);
          return { kind: 'scalar', e: { ...e, args: vals.map((v) => scalar(v, e.name)) } };
      }
    }
    default:
      return { kind: 'scalar', e };
  }
}

export { arg, shape };
