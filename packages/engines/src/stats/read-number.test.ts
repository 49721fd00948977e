import { describe, expect, it } from 'vitest';
import {
  CELL_EMPTY,
  CELL_MISSING,
  CELL_NUMBER,
  CELL_UNREADABLE,
  decimalText,
  type NumberFormat,
  newNumberOut,
  readNumber,
  readNumberText,
} from './read-number.ts';

function read(text: string, format: NumberFormat = 'decimal_point'): string | number {
  const out = newNumberOut();
  const kind = readNumber(text, 0, text.length, format, out);
  if (kind !== CELL_NUMBER) return kind;
  return decimalText(out.big === '' ? out.m : BigInt(out.big), out.s);
}

describe('readNumber: the documented cell rule', () => {
  it.each([
    ['12', '12'],
    ['-12', '-12'],
    ['+12', '12'],
    ['−12', '-12'],
    ['0012.500', '12.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['  7  ', '7'],
    ['\u00a07\u00a0', '7'],
    ['1,234.50', '1234.5'],
    ['1,234,567', '1234567'],
    ['1 234 567.25', '1234567.25'],
    ["1'234.5", '1234.5'],
    ['$12', '12'],
    ['-$12', '-12'],
    ['$-12', '-12'],
    ['€ 1,200', '1200'],
    ['12 €', '12'],
    ['USD 12.5', '12.5'],
    ['12.5 EUR', '12.5'],
    ['(15)', '-15'],
    ['($1,234.50)', '-1234.5'],
    ['( 15 )', '-15'],
    ['12.5%', '0.125'],
    ['50%', '0.5'],
    ['(12%)', '-0.12'],
    ['1e5', '100000'],
    ['1.5E-3', '0.0015'],
    ['-2.5e+2', '-250'],
    ['true', '1'],
    ['FALSE', '0'],
    ['9007199254740993', '9007199254740993'],
    ['12345678901234567890', '12345678901234567890'],
    ['-12345678901234567890.125', '-12345678901234567890.125'],
    ['0.1', '0.1'],
    ['-0', '0'],
    ['0.000', '0'],
  ])('%s reads as %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    ['1.234,50', '1234.5'],
    ['1,5', '1.5'],
    ['1.234', '1234'],
    ['€1.234,5', '1234.5'],
    ['(1.000)', '-1000'],
    ['1 234,5', '1234.5'],
    ['12,5%', '0.125'],
  ])('%s reads as %s with decimal_comma', (text, expected) => {
    expect(read(text, 'decimal_comma')).toBe(expected);
  });

  it('tells empty, missing and unreadable cells apart', () => {
    for (const t of ['', '   ', '\t']) expect(read(t)).toBe(CELL_EMPTY);
    for (const t of ['NA', 'n/a', 'NaN', 'null', 'None', '#N/A']) expect(read(t)).toBe(CELL_MISSING);
    for (const t of [
      'abc',
      '-',
      '$',
      '%',
      '()',
      '12abc',
      '1,23',
      '0,5',
      '1,2345',
      '12 34',
      ',123',
      '1.2.3',
      '(-15)',
      '--5',
      '$$5',
      '$5%',
      '1,234e5',
      '5e',
      '1e1000',
      '0x1F',
      'Infinity',
      '2023-01-15',
      '1_000',
      '1'.repeat(41),
      `0.${'1'.repeat(41)}`,
      '1'.repeat(200),
    ]) {
      expect(read(t), t).toBe(CELL_UNREADABLE);
    }
  });

  it('keeps values a double would round exactly, as digits, and safe ones as doubles', () => {
    const out = newNumberOut();
    readNumber('4503599627370496', 0, 16, 'decimal_point', out);
    expect(out).toMatchObject({ m: 4503599627370496, big: '', s: 0 });
    readNumber('4503599627370497', 0, 16, 'decimal_point', out);
    expect(out).toMatchObject({ big: '4503599627370497', s: 0 });
    readNumber('-45035996273704.97', 0, 18, 'decimal_point', out);
    expect(out).toMatchObject({ big: '-4503599627370497', s: 2 });
  });

  it('reads a slice of a larger text without copying it', () => {
    const text = 'a,1,234.5,b';
    const out = newNumberOut();
    expect(readNumber(text, 2, 9, 'decimal_point', out)).toBe(CELL_NUMBER);
    expect(out).toMatchObject({ m: 12345, s: 1 });
    expect(readNumberText('(1,000)')).toEqual({ m: -1000n, s: 0 });
    expect(readNumberText('x')).toBeNull();
  });
});
