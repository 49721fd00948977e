import { describe, expect, it } from 'vitest';
import { extractClaims } from './extract.ts';

const options = { maxClaims: 16, maxWork: 400_000, hasSchema: true };
const claimsOf = (text: string, o = options) => extractClaims(text, o).claims.map((c) => [c.kind, c.text, c.input]);

describe('gateway claim extraction', () => {
  it('finds arithmetic in prose with its span and the number a correction would replace', () => {
    const text = 'So 17 × 23 = 381, and (2 + 3 = 5).';
    const { claims, unchecked } = extractClaims(text, options);
    expect(claims.map((c) => [c.text, c.input])).toEqual([
      ['17 × 23 = 381', '17 * 23 = 381'],
      ['2 + 3 = 5', '2 + 3 = 5'],
    ]);
    const first = claims[0];
    expect(first && text.slice(first.span[0], first.span[1])).toBe('17 × 23 = 381');
    expect(first?.result).toEqual({ span: [13, 16], text: '381' });
    expect(first?.left).toBe('17 * 23');
    expect(unchecked.map((u) => [text.slice(u.span[0], u.span[1]), u.reason])).toEqual([
      ['So ', 'not_checked'],
      [', and (', 'not_checked'],
    ]);
  });

  it('reads thousands separators, decimals, powers and unary minus', () => {
    expect(claimsOf('Total: 1,000 + 2,500.5 = 3,500.5 and -2 ^ 2 = -4 and 2**10 = 1024.')).toEqual([
      ['arithmetic', '1,000 + 2,500.5 = 3,500.5', '1000 + 2500.5 = 3500.5'],
      ['arithmetic', '-2 ^ 2 = -4', '- 2 ^ 2 = - 4'],
      ['arithmetic', '2**10 = 1024', '2 ^ 10 = 1024'],
    ]);
  });

  it('leaves unchecked what is not plain arithmetic: variables, units of scale, prices, ranges, percent, approximations', () => {
    for (const text of [
      'x + 2 = 5',
      'x2 + 3 = 5',
      '2 + 2 = 4 million',
      'It costs $5 + $3 = $8 in total',
      'pages 10-12 = 3 pages',
      '3 + 4 = 7% more',
      '7 + 5 = 0 mod 12',
      '22/7 ≈ 3.14',
      '2 = 2',
      '1 + 1 == 2',
      '2 + 2 = 4 = 2 × 2',
      'version 1.2 + 3 = 4.2.1',
    ])
      expect(claimsOf(text), text).toEqual([]);
  });

  it('takes LaTeX equations, not definitions or expressions without =', () => {
    const text = 'We get $\\int_0^1 x^2\\,dx = 1/3$ and \\[\\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}\\]; let $x = 2$ and $a^2$.';
    expect(claimsOf(text)).toEqual([
      ['latex', '$\\int_0^1 x^2\\,dx = 1/3$', '\\int_0^1 x^2\\,dx = 1/3'],
      ['latex', '\\[\\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}\\]', '\\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}'],
    ]);
    const reasons = extractClaims(text, options).unchecked.map((u) => [text.slice(u.span[0], u.span[1]), u.reason]);
    expect(reasons).toContainEqual(['$x = 2$', 'not_a_claim']);
    expect(reasons).toContainEqual(['$a^2$', 'not_a_claim']);
  });

  it('takes fenced code by language and SQL only with a schema; other blocks are unchecked', () => {
    const text = 'Code:\n```python\nimport os\nos.system(cmd)\n```\n```sql\nSELECT name FROM users\n```\n```rust\nfn main() {}\n```\n';
    const { claims, unchecked } = extractClaims(text, options);
    expect(claims.map((c) => [c.kind, c.language, c.input])).toEqual([
      ['code', 'python', 'import os\nos.system(cmd)'],
      ['sql', undefined, 'SELECT name FROM users'],
    ]);
    expect(claims[0] && text.slice(claims[0].span[0], claims[0].span[1])).toBe('import os\nos.system(cmd)');
    expect(unchecked.map((u) => u.reason)).toEqual(['not_checked', 'unsupported_language']);
    expect(extractClaims(text, { ...options, hasSchema: false }).unchecked.map((u) => u.reason)).toContain('no_schema');
  });

  it('does not read arithmetic inside code blocks or inline code', () => {
    expect(claimsOf('```\n2 + 2 = 5\n```\nand `3 + 3 = 7`')).toEqual([]);
  });

  it('caps the number of claims and the work, listing the rest unchecked', () => {
    const text = Array.from({ length: 30 }, (_, k) => `${k} + 1 = ${k + 1}.`).join(' ');
    const capped = extractClaims(text, { ...options, maxClaims: 5 });
    expect(capped.claims).toHaveLength(5);
    expect(capped.unchecked.filter((u) => u.reason === 'claim_cap')).toHaveLength(25);
    const short = extractClaims(text, { ...options, maxWork: 500 });
    expect(short.unchecked.at(-1)).toEqual({ span: [50, text.length], reason: 'work_cap' });
    expect(short.work).toBeLessThanOrEqual(500);
  });

  it('stays linear on adversarial input', () => {
    const text = `${'$a '.repeat(20_000)}${'```'.repeat(5000)}${'1 + '.repeat(20_000)}`;
    const { work } = extractClaims(text, { ...options, maxWork: 10 * text.length });
    expect(work).toBeLessThanOrEqual(10 * text.length);
    expect(extractClaims(text, { ...options, maxWork: 10 * text.length }).unchecked.some((u) => u.reason === 'work_cap')).toBe(false);
  });
});

describe('statements, when the request supplies documents', () => {
  const withContext = { ...options, hasContext: true };
  it('takes whole prose sentences of at least three words, never a fragment around another claim', () => {
    const text = 'Paris is the capital of France. We know 17 × 23 = 391, so the total is settled.\nIt has 2 million people!\nOk.';
    const { claims } = extractClaims(text, withContext);
    expect(claims.map((c) => [c.kind, c.text])).toEqual([
      ['statement', 'Paris is the capital of France.'],
      ['arithmetic', '17 × 23 = 391'],
      ['statement', 'It has 2 million people!'],
    ]);
    expect(claimsOf(text).map((c) => c[0])).toEqual(['arithmetic']);
  });

  it('leaves code blocks and inline code out of statements', () => {
    const text = 'Use the helper below to run it.\n```python\nprint(1)\n```\nCall `run()` to start the job now.';
    expect(extractClaims(text, withContext).claims.map((c) => [c.kind, c.text])).toEqual([
      ['statement', 'Use the helper below to run it.'],
      ['code', 'print(1)'],
    ]);
  });
});
