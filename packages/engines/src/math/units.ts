/**
 * Unit quantities (`5 km + 300 m = 5.3 km`, `100 km/h to m/s`). A claim is read in unit mode when a number is
 * directly followed by a known unit symbol; then every known unit symbol in it is a unit and any other name is an
 * error (so `e = m c^2` stays an identity in variables). Units are checked dimensionally and replaced by their exact
 * SI factors, so the rest of the pipeline decides an ordinary exact arithmetic claim.
 */
import { type Expr, MathInputError } from './expr.ts';

/** Exponents of m, kg, s, A, K, mol, cd. */
export type Dim = readonly number[];
const D = (m = 0, kg = 0, s = 0, A = 0, K = 0, mol = 0, cd = 0): Dim => [m, kg, s, A, K, mol, cd];
const BASE = ['m', 'kg', 's', 'A', 'K', 'mol', 'cd'];

interface UnitDef {
  /** Exact SI factor as expression text (a decimal, a fraction, or `pi/180`). */
  scale: string;
  dim: Dim;
}

const L = D(1);
const M = D(0, 1);
const T = D(0, 0, 1);
const ENERGY = D(2, 1, -2);
const POWER = D(2, 1, -3);
const PRESSURE = D(-1, 1, -2);

export const UNITS: Readonly<Record<string, UnitDef>> = {
  m: { scale: '1', dim: L },
  km: { scale: '1000', dim: L },
  cm: { scale: '1/100', dim: L },
  mm: { scale: '1/1000', dim: L },
  um: { scale: '1/1000000', dim: L },
  nm: { scale: '1/1000000000', dim: L },
  mi: { scale: '1609.344', dim: L },
  yd: { scale: '0.9144', dim: L },
  ft: { scale: '0.3048', dim: L },
  inch: { scale: '0.0254', dim: L },
  kg: { scale: '1', dim: M },
  g: { scale: '1/1000', dim: M },
  mg: { scale: '1/1000000', dim: M },
  tonne: { scale: '1000', dim: M },
  lb: { scale: '0.45359237', dim: M },
  oz: { scale: '0.028349523125', dim: M },
  s: { scale: '1', dim: T },
  ms: { scale: '1/1000', dim: T },
  us: { scale: '1/1000000', dim: T },
  ns: { scale: '1/1000000000', dim: T },
  min: { scale: '60', dim: T },
  h: { scale: '3600', dim: T },
  hr: { scale: '3600', dim: T },
  day: { scale: '86400', dim: T },
  week: { scale: '604800', dim: T },
  ha: { scale: '10000', dim: D(2) },
  acre: { scale: '4046.8564224', dim: D(2) },
  L: { scale: '1/1000', dim: D(3) },
  l: { scale: '1/1000', dim: D(3) },
  mL: { scale: '1/1000000', dim: D(3) },
  ml: { scale: '1/1000000', dim: D(3) },
  gal: { scale: '0.003785411784', dim: D(3) },
  N: { scale: '1', dim: D(1, 1, -2) },
  kN: { scale: '1000', dim: D(1, 1, -2) },
  J: { scale: '1', dim: ENERGY },
  kJ: { scale: '1000', dim: ENERGY },
  MJ: { scale: '1000000', dim: ENERGY },
  cal: { scale: '4.184', dim: ENERGY },
  kcal: { scale: '4184', dim: ENERGY },
  Wh: { scale: '3600', dim: ENERGY },
  kWh: { scale: '3600000', dim: ENERGY },
  eV: { scale: '1.602176634e-19', dim: ENERGY },
  W: { scale: '1', dim: POWER },
  kW: { scale: '1000', dim: POWER },
  MW: { scale: '1000000', dim: POWER },
  Pa: { scale: '1', dim: PRESSURE },
  kPa: { scale: '1000', dim: PRESSURE },
  MPa: { scale: '1000000', dim: PRESSURE },
  bar: { scale: '100000', dim: PRESSURE },
  atm: { scale: '101325', dim: PRESSURE },
  A: { scale: '1', dim: D(0, 0, 0, 1) },
  mA: { scale: '1/1000', dim: D(0, 0, 0, 1) },
  C: { scale: '1', dim: D(0, 0, 1, 1) },
  V: { scale: '1', dim: D(2, 1, -3, -1) },
  ohm: { scale: '1', dim: D(2, 1, -3, -2) },
  Hz: { scale: '1', dim: D(0, 0, -1) },
  kHz: { scale: '1000', dim: D(0, 0, -1) },
  MHz: { scale: '1000000', dim: D(0, 0, -1) },
  GHz: { scale: '1000000000', dim: D(0, 0, -1) },
  K: { scale: '1', dim: D(0, 0, 0, 0, 1) },
  mol: { scale: '1', dim: D(0, 0, 0, 0, 0, 1) },
  rad: { scale: '1', dim: D() },
  deg: { scale: 'pi/180', dim: D() },
  mph: { scale: '1609.344/3600', dim: D(1, 0, -1) },
  kph: { scale: '1000/3600', dim: D(1, 0, -1) },
};

/**
 * Unit words → unit symbols (`2 hours 30 minutes`, `3 days`, `5 miles`). A word that names a unit is never a
 * variable: in a claim with quantities it is that unit, elsewhere the claim is refused (docs/math.md).
 */
const UNIT_WORDS: Readonly<Record<string, string>> = (() => {
  const out: Record<string, string> = {};
  const add = (symbol: string, ...words: string[]) => {
    for (const w of words) out[w] = symbol;
  };
  add('s', 'second', 'seconds', 'secs');
  add('ms', 'millisecond', 'milliseconds', 'msec');
  add('us', 'microsecond', 'microseconds', 'μs', 'µs');
  add('ns', 'nanosecond', 'nanoseconds');
  add('min', 'minute', 'minutes', 'mins');
  add('h', 'hour', 'hours', 'hrs');
  add('day', 'days');
  add('week', 'weeks', 'wk', 'wks');
  add('m', 'meter', 'meters', 'metre', 'metres');
  add('km', 'kilometer', 'kilometers', 'kilometre', 'kilometres');
  add('cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres');
  add('mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres');
  add('mi', 'mile', 'miles');
  add('yd', 'yard', 'yards');
  add('ft', 'foot', 'feet');
  add('inch', 'inches');
  add('g', 'gram', 'grams');
  add('kg', 'kilogram', 'kilograms', 'kilo', 'kilos');
  add('mg', 'milligram', 'milligrams');
  add('tonne', 'tonnes');
  add('lb', 'pound', 'pounds', 'lbs');
  add('oz', 'ounce', 'ounces');
  add('L', 'liter', 'liters', 'litre', 'litres');
  add('mL', 'milliliter', 'milliliters', 'millilitre', 'millilitres');
  add('gal', 'gallon', 'gallons');
  add('ha', 'hectare', 'hectares');
  add('acre', 'acres');
  add('N', 'newton', 'newtons');
  add('J', 'joule', 'joules');
  add('kJ', 'kilojoule', 'kilojoules');
  add('cal', 'calorie', 'calories');
  add('kcal', 'kilocalorie', 'kilocalories');
  add('W', 'watt', 'watts');
  add('kW', 'kilowatt', 'kilowatts');
  add('Pa', 'pascal', 'pascals');
  add('atm', 'atmosphere', 'atmospheres');
  add('A', 'ampere', 'amperes', 'amp', 'amps');
  add('V', 'volt', 'volts');
  add('ohm', 'ohms');
  add('Hz', 'hertz');
  add('K', 'kelvin', 'kelvins');
  add('mol', 'mole', 'moles');
  add('rad', 'radian', 'radians');
  add('deg', 'degree', 'degrees');
  return out;
})();

/** Unit words whose size is not fixed (or that name temperatures, which are affine): refused, never guessed. */
const UNFIXED_UNITS = new Set([
  'year',
  'years',
  'yr',
  'yrs',
  'month',
  'months',
  'ton',
  'tons',
  'celsius',
  'Celsius',
  'fahrenheit',
  'Fahrenheit',
  'decade',
  'decades',
  'century',
  'centuries',
]);

/** The unit symbol a name stands for (itself for a symbol, the symbol for a unit word), or null. */
export function unitAlias(name: string): string | null {
  if (Object.hasOwn(UNITS, name)) return name;
  return Object.hasOwn(UNIT_WORDS, name) ? (UNIT_WORDS[name] ?? null) : null;
}

export function isUnitName(name: string): boolean {
  return unitAlias(name) !== null;
}

function isUnitFactor(e: Expr | undefined): boolean {
  if (!e) return false;
  if (e.k === 'var') return isUnitName(e.name);
  return e.k === 'op' && e.op === '^' && e.args[0]?.k === 'var' && isUnitName(e.args[0].name);
}

function isNumberLiteral(e: Expr | undefined): boolean {
  return e?.k === 'num' || (e?.k === 'op' && e.op === 'neg' && e.args[0]?.k === 'num');
}

function hasQuantity(e: Expr): boolean {
  if (e.k === 'op') {
    if (e.op === '*' && e.implicit && isNumberLiteral(e.args[0]) && isUnitFactor(e.args[1])) return true;
    return e.args.some(hasQuantity);
  }
  if (e.k === 'fn') return e.args.some(hasQuantity);
  return false;
}

function mark(e: Expr): Expr {
  switch (e.k) {
    case 'var': {
      const unit = unitAlias(e.name);
      if (unit) return { k: 'unit', name: unit };
      if (UNFIXED_UNITS.has(e.name))
        throw new MathInputError('UNSUPPORTED', `"${e.name}" is not a unit of fixed size (or is a temperature); it is not supported.`);
      throw new MathInputError('UNSUPPORTED', `Unknown unit "${e.name}" (a claim with units may not contain variables).`);
    }
    case 'op':
      return { ...e, args: e.args.map(mark) };
    case 'fn':
      return { ...e, args: e.args.map(mark) };
    case 'matrix':
      throw new MathInputError('UNSUPPORTED', 'Matrices with units are not supported.');
    default:
      return e;
  }
}

/** Marks unit symbols as units when the claim contains a quantity (a number followed by a unit). */
export function markUnits(sides: Expr[]): Expr[] {
  if (!sides.some(hasQuantity)) {
    if (sides.some((s) => containsTo(s)))
      throw new MathInputError('SYNTAX', '"to" and "in" convert quantities with units, e.g. 5 km to m.');
    for (const s of sides) refuseUnitWords(s);
    return sides;
  }
  return sides.map(mark);
}

/** Without quantities, a unit word is still not a variable: the claim is refused (write a number before the unit). */
function refuseUnitWords(e: Expr): void {
  if (e.k === 'var' && (Object.hasOwn(UNIT_WORDS, e.name) || UNFIXED_UNITS.has(e.name)) && e.name.length >= 3) {
    throw new MathInputError('UNSUPPORTED', `"${e.name}" is a unit, not a variable: write a number before it (e.g. 2 ${e.name}).`);
  }
  if (e.k === 'op' || e.k === 'fn') for (const a of e.args) refuseUnitWords(a);
}

function containsTo(e: Expr): boolean {
  if (e.k === 'fn') return e.name === 'to' || e.args.some(containsTo);
  return e.k === 'op' && e.args.some(containsTo);
}

export function hasUnits(e: Expr): boolean {
  if (e.k === 'unit') return true;
  if (e.k === 'op' || e.k === 'fn') return e.args.some(hasUnits);
  return false;
}

export class UnitError extends Error {}

const ZERO_DIM = D();
const sameDim = (a: Dim, b: Dim) => a.every((x, i) => x === b[i]);
const addDim = (a: Dim, b: Dim, sign = 1) => a.map((x, i) => x + sign * (b[i] ?? 0));

export function dimText(d: Dim): string {
  const parts = d.flatMap((x, i) => (x === 0 ? [] : [x === 1 ? (BASE[i] ?? '?') : `${BASE[i] ?? '?'}^${x}`]));
  return parts.length === 0 ? '1' : parts.join('*');
}

/** Preferred display name for a dimension with SI factor 1 (N, J, W, Pa…), else the base units. */
export function siUnitName(d: Dim): string {
  for (const [name, u] of Object.entries(UNITS)) if (u.scale === '1' && sameDim(u.dim, d) && name !== 'rad') return name;
  return dimText(d);
}

export interface Lowered {
  /** The value in SI base units, as a unit-free expression. */
  expr: Expr;
  dim: Dim;
  /** The unit the value is shown in and its SI factor (as an expression). */
  display?: { name: string; scale: Expr };
}

function scaleExpr(text: string): Expr {
  if (text === 'pi/180')
    return {
      k: 'op',
      op: '/',
      args: [
        { k: 'const', name: 'pi' },
        { k: 'num', text: '180' },
      ],
    };
  const [n, d] = text.split('/');
  const numerator: Expr = { k: 'num', text: n ?? '1' };
  return d ? { k: 'op', op: '/', args: [numerator, { k: 'num', text: d }] } : numerator;
}

/** Replaces units by SI factors, checking dimensions; `exponent` evaluates a dimensionless constant exponent exactly. */
export function lowerUnits(e: Expr, exponent: (x: Expr) => number | null): Lowered {
  const seen: { first: { name: string; dim: Dim } | null } = { first: null };
  const walk = (x: Expr): { expr: Expr; dim: Dim } => {
    switch (x.k) {
      case 'unit': {
        const u = UNITS[x.name];
        if (!u) throw new UnitError(`unknown unit ${x.name}`);
        seen.first ??= { name: x.name, dim: u.dim };
        return { expr: scaleExpr(u.scale), dim: u.dim };
      }
      case 'op': {
        const parts = x.args.map(walk);
        const [a, b] = parts;
        if (!a) throw new UnitError('missing operand');
        const out = (dim: Dim) => ({ expr: { ...x, args: parts.map((p) => p.expr) }, dim });
        switch (x.op) {
          case '+':
          case '-':
            if (!b || !sameDim(a.dim, b.dim))
              throw new UnitError(`cannot add or subtract ${dimText(a.dim)} and ${dimText(b?.dim ?? ZERO_DIM)}`);
            return out(a.dim);
          case '*':
            return out(addDim(a.dim, b?.dim ?? ZERO_DIM));
          case '/':
            return out(addDim(a.dim, b?.dim ?? ZERO_DIM, -1));
          case 'neg':
            return out(a.dim);
          case '^': {
            if (!b || !sameDim(b.dim, ZERO_DIM)) throw new UnitError('an exponent must be a plain number');
            if (sameDim(a.dim, ZERO_DIM)) return out(a.dim);
            const k = exponent(b.expr);
            if (k === null || !Number.isInteger(k) || Math.abs(k) > 12)
              throw new UnitError('a unit can only be raised to a small integer power');
            return out(a.dim.map((v) => v * k));
          }
          default:
            if (!parts.every((p) => sameDim(p.dim, ZERO_DIM))) throw new UnitError(`${x.op} needs plain numbers`);
            return out(ZERO_DIM);
        }
      }
      case 'fn': {
        if (x.name === 'to') throw new UnitError('"to" may only appear once, at the end');
        const parts = x.args.map(walk);
        const exprOut = { ...x, args: parts.map((p) => p.expr) };
        const [a] = parts;
        if (!a) throw new UnitError('missing argument');
        if (x.name === 'abs' || x.name === 'min' || x.name === 'max') {
          if (!parts.every((p) => sameDim(p.dim, a.dim))) throw new UnitError(`${x.name} needs arguments of one dimension`);
          return { expr: exprOut, dim: a.dim };
        }
        if (x.name === 'sqrt') {
          if (a.dim.some((v) => v % 2 !== 0)) throw new UnitError(`the square root of ${dimText(a.dim)} is not a unit`);
          return { expr: exprOut, dim: a.dim.map((v) => v / 2) };
        }
        if (!parts.every((p) => sameDim(p.dim, ZERO_DIM))) throw new UnitError(`${x.name} needs a plain number, not a quantity with units`);
        return { expr: exprOut, dim: ZERO_DIM };
      }
      case 'matrix':
      case 'var':
        throw new UnitError('unsupported term in a quantity');
      default:
        return { expr: x, dim: ZERO_DIM };
    }
  };
  if (e.k === 'fn' && e.name === 'to') {
    const [value, target] = e.args;
    if (!value || !target) throw new UnitError('missing operand');
    const v = walk(value);
    seen.first = null;
    const t = walk(target);
    if (!sameDim(v.dim, t.dim)) throw new UnitError(`cannot convert ${dimText(v.dim)} to ${dimText(t.dim)}`);
    return { expr: v.expr, dim: v.dim, display: { name: printTarget(target), scale: t.expr } };
  }
  const r = walk(e);
  const f = seen.first;
  if (f && sameDim(f.dim, r.dim)) {
    const u = UNITS[f.name];
    if (u) return { ...r, display: { name: f.name, scale: scaleExpr(u.scale) } };
  }
  return { ...r, display: { name: siUnitName(r.dim), scale: { k: 'num', text: '1' } } };
}

function printTarget(e: Expr): string {
  switch (e.k) {
    case 'unit':
      return e.name;
    case 'num':
      return e.text;
    case 'op': {
      const [a, b] = e.args;
      if (e.op === '^' && a && b) return `${printTarget(a)}^${printTarget(b)}`;
      if ((e.op === '*' || e.op === '/') && a && b) return `${printTarget(a)}${e.op}${printTarget(b)}`;
      return '?';
    }
    default:
      return '?';
  }
}

export { sameDim, ZERO_DIM };
