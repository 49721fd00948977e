import { expect, it } from 'vitest';
import { benchMath } from './bench';

it('benchMath returns a timing per case', () => {
  const r = benchMath(30);
  console.log('benchMath (Node, ms/op):', JSON.stringify(r));
  for (const v of Object.values(r)) expect(v).toBeGreaterThan(0);
  expect(Object.keys(r)).toEqual(expect.arrayContaining(['expression', 'equation', 'identity_polynomial', 'identity_trig']));
});
