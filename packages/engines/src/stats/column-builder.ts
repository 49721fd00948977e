import {
  CELL_EMPTY,
  CELL_MISSING,
  CELL_NUMBER,
  decimalText,
  isMissingMarker,
  type NumberFormat,
  newNumberOut,
  readNumber,
  SAFE_SCALED,
} from './read-number.ts';
import type { ColumnRoles, WireColumn, WireInt, WireNumeric } from './stats-plan.ts';

const out = newNumberOut();

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x2007 || c === 0x2009 || c === 0x202f || c === 0xfeff;
}

/** text[start, end) without surrounding spaces, sliced once (no regular expression per cell). */
function trimmedSlice(text: string, start: number, end: number): string {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return start === end ? '' : text.slice(start, end);
}

/**
 * Collects one column's cells, straight from the file text, in the views its roles need:
 * - numeric: each cell read by the number rule as m / 10^s (own scale first; one common scale at the end);
 * - text: a dictionary of the distinct trimmed texts, with per-row codes, lower-cased texts for conditions, raw
 *   texts for free-form programs, and group keys (numbers in canonical decimal form) for grouping. Empty cells and
 *   missing-value markers both get code −1: one meaning of missing in every view.
 */
export class ColumnBuilder {
  private readonly roles: ColumnRoles & { raw: boolean };
  private readonly format: NumberFormat;
  private rows = 0;
  // numeric view, at each cell's own scale (−1: not a number), in typed arrays that grow by doubling: no boxed number
  // and no garbage per cell
  private m: Float64Array;
  private scale: Int8Array;
  private readonly bigDigits = new Map<number, string>();
  private readonly bad: number[] = [];
  private numbers = 0;
  private maxScale = 0;
  private minScale = Number.POSITIVE_INFINITY;
  // text view
  private readonly codes: number[] = [];
  private readonly dict = new Map<string, number>();
  private readonly texts: string[] = [];

  /**
   * `capacity`: the rows the caller expects at most (the cells cap over the columns read), so the typed arrays are
   * allocated once; growing them by doubling from a small start reallocated and copied them a dozen times per column.
   */
  constructor(roles: ColumnRoles & { raw: boolean }, format: NumberFormat, capacity = 1024) {
    this.roles = roles;
    this.format = format;
    const initial = roles.numeric ? Math.max(16, Math.min(capacity, 1 << 20)) : 0;
    this.m = new Float64Array(initial);
    this.scale = new Int8Array(initial);
  }

  /** Adds the next row's cell: text[start, end), with `""` pairs to undo when `escaped`. */
  push(text: string, start: number, end: number, escaped: boolean): void {
    const row = this.rows++;
    const cell = escaped ? text.slice(start, end).replaceAll('""', '"') : null;
    if (this.roles.numeric) {
      if (row === this.m.length) this.grow();
      const kind = cell === null ? readNumber(text, start, end, this.format, out) : readNumber(cell, 0, cell.length, this.format, out);
      if (kind === CELL_NUMBER) {
        this.numbers++;
        if (out.big === '') {
          this.m[row] = out.m;
        } else {
          this.m[row] = Number.NaN;
          this.bigDigits.set(row, out.big);
        }
        this.scale[row] = out.s;
        if (out.s > this.maxScale) this.maxScale = out.s;
        if (out.s < this.minScale) this.minScale = out.s;
      } else {
        this.m[row] = Number.NaN;
        this.scale[row] = -1;
        if (kind !== CELL_EMPTY && kind !== CELL_MISSING) this.bad.push(row);
      }
    }
    if (this.roles.lower || this.roles.key || this.roles.raw) {
      const value = cell === null ? trimmedSlice(text, start, end) : trimmedSlice(cell, 0, cell.length);
      // A missing-value marker is an empty cell in every view: no text, no group of its own, never counted.
      if (value === '' || isMissingMarker(value)) {
        this.codes.push(-1);
      } else {
        let code = this.dict.get(value);
        if (code === undefined) {
          code = this.texts.length;
          this.dict.set(value, code);
          this.texts.push(value);
        }
        this.codes.push(code);
      }
    }
  }

  private grow(): void {
    const m = new Float64Array(Math.max(16, this.m.length * 2));
    m.set(this.m);
    this.m = m;
    const scale = new Int8Array(Math.max(16, this.scale.length * 2));
    scale.set(this.scale);
    this.scale = scale;
  }

  get length(): number {
    return this.rows;
  }

  /** The cells at the column's scale as doubles (NaN: not a number); null when one would pass 2^52. */
  private scaledDoubles(): Float64Array | null {
    const m = this.m.subarray(0, this.rows);
    const s = this.maxScale;
    if (this.minScale >= s) return m;
    const scaled = new Float64Array(this.rows);
    for (let i = 0; i < this.rows; i++) {
      const own = this.scale[i] as number;
      const v = m[i] as number;
      if (own < 0 || own === s) {
        scaled[i] = v;
        continue;
      }
      const shift = s - own;
      // 10^shift is exact up to 10^22; a product of exact doubles that rounds to at most 2^52 was exact.
      const p = shift <= 22 ? v * 10 ** shift : Number.POSITIVE_INFINITY;
      if (!(p <= SAFE_SCALED && p >= -SAFE_SCALED)) return null;
      scaled[i] = p;
    }
    return scaled;
  }

  /** The array form, for a column with a cell beyond 2^52: such cells travel as decimal digits (listed in `big`). */
  private withDigits(): WireNumeric {
    const s = this.maxScale;
    const m: Array<WireInt | null> = new Array(this.rows);
    const big: number[] = [];
    const anyBig = this.bigDigits.size > 0;
    for (let i = 0; i < this.rows; i++) {
      const own = this.scale[i] as number;
      if (own < 0) {
        m[i] = null;
        continue;
      }
      if (own === s && !anyBig) {
        // At the column's scale already, and no cell beyond 2^52: m is the cell as read.
        m[i] = this.m[i] as number;
        continue;
      }
      const digits = anyBig ? this.bigDigits.get(i) : undefined;
      const shift = s - own;
      const v = this.m[i] as number;
      // 10^shift is exact up to 10^22; a product of exact doubles that rounds to at most 2^52 was exact.
      const p = digits === undefined && shift <= 22 ? v * 10 ** shift : Number.POSITIVE_INFINITY;
      if (p <= SAFE_SCALED && p >= -SAFE_SCALED) {
        m[i] = p;
      } else {
        const scaled = (digits === undefined ? BigInt(v) : BigInt(digits)) * 10n ** BigInt(shift);
        if (scaled <= BigInt(SAFE_SCALED) && scaled >= -BigInt(SAFE_SCALED)) {
          m[i] = Number(scaled);
        } else {
          m[i] = scaled.toString();
          big.push(i);
        }
      }
    }
    return { s, m, bad: this.bad, big, numbers: this.numbers };
  }

  /**
   * The wire column; numbers rescaled to the column's largest scale so that one scale serves every cell. While every
   * scaled cell stays within 2^52 the column is a Float64Array (NaN: not a number), and when no cell needs rescaling
   * it is the very array the cells were read into: no per-cell array or boxed number.
   */
  build(): WireColumn {
    const col: WireColumn = {};
    if (this.roles.numeric) {
      const doubles = this.bigDigits.size === 0 ? this.scaledDoubles() : null;
      col.num = doubles ? { s: this.maxScale, m: doubles, bad: this.bad, big: [], numbers: this.numbers } : this.withDigits();
    }
    if (this.roles.lower || this.roles.key || this.roles.raw) {
      col.text = { codes: this.codes };
      if (this.roles.raw) col.text.raw = this.texts;
      if (this.roles.lower) col.text.lower = this.texts.map((t) => t.toLowerCase());
      if (this.roles.key) {
        const keys: string[] = [];
        const keyIndex = new Map<string, number>();
        col.text.keyOf = this.texts.map((t) => {
          const n = readNumber(t, 0, t.length, this.format, out);
          const key = n === CELL_NUMBER ? decimalText(out.big === '' ? out.m : BigInt(out.big), out.s) : t;
          let k = keyIndex.get(key);
          if (k === undefined) {
            k = keys.length;
            keyIndex.set(key, k);
            keys.push(key);
          }
          return k;
        });
        col.text.keys = keys;
      }
    }
    return col;
  }
}
