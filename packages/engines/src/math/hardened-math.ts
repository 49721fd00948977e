/**
 * The two mathjs instances every math path uses, built once per isolate (create(ALL) costs ~3 ms, so never
 * per request). Expressions never reach mathjs `evaluate`: they are parsed with the saved `parse`, checked
 * against an allowlist (expr.ts) and walked by our own evaluator, which calls these instances' arithmetic.
 * The overrides below are defence in depth for the day someone passes user text to the instance directly.
 */
import { all, create, type FactoryFunctionMap, type MathJsInstance } from 'mathjs';

const ALL = all as FactoryFunctionMap;

function blocked(name: string) {
  return () => {
    throw new Error(`Function ${name} is disabled`);
  };
}

const DISABLED = [
  'import',
  'createUnit',
  'evaluate',
  'parse',
  'simplify',
  'simplifyConstant',
  'simplifyCore',
  'resolve',
  'derivative',
  'rationalize',
  'reviver',
  'compile',
  'parser',
  'range',
  'zeros',
  'ones',
  'identity',
  'resize',
  'concat',
  'random',
  'randomInt',
  'pickRandom',
] as const;

function harden(m: MathJsInstance): (expr: string) => import('mathjs').MathNode {
  const parse = m.parse.bind(m) as (expr: string) => import('mathjs').MathNode;
  const overrides: Record<string, () => never> = {};
  for (const name of DISABLED) overrides[name] = blocked(name);
  m.import(overrides, { override: true });
  return parse;
}

/** IEEE doubles with complex fallback (mathjs default). Used for values, sampling and the real/complex checks. */
export const numberMath: MathJsInstance = create(ALL);
/** Decimal arithmetic at 64 significant digits: exact decisions for literals such as 0.1 and for big integers. */
export const bigMath: MathJsInstance = create(ALL, { number: 'BigNumber', precision: 64 });

/** Parser kept from the BigNumber instance before hardening, so literals keep all their digits. */
export const rawParse = harden(bigMath);
harden(numberMath);

let big128: MathJsInstance | undefined;
/** Second precision used to tell rounding noise (shrinks with precision) from a real difference (does not). */
export function bigMath128(): MathJsInstance {
  if (!big128) {
    big128 = create(ALL, { number: 'BigNumber', precision: 128 });
    harden(big128);
  }
  return big128;
}
