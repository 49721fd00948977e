/**
 * The mathjs instances of the consensus engine's "mathjs-bignumber" opinion, built lazily on first use (create(all)
 * costs several milliseconds, and an isolate that never runs consensus should not pay it at startup). Expressions
 * never reach mathjs `evaluate`: evaluate.ts walks our own parsed tree and calls these instances' arithmetic. The
 * overrides are defence in depth for the day someone passes user text to an instance directly.
 */
import { all, create, type FactoryFunctionMap, type MathJsInstance } from 'mathjs';

const ALL = all as FactoryFunctionMap;

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

function hardened(config: Parameters<typeof create>[1]): MathJsInstance {
  const m = create(ALL, config);
  const overrides: Record<string, () => never> = {};
  for (const name of DISABLED) {
    overrides[name] = () => {
      throw new Error(`Function ${name} is disabled`);
    };
  }
  m.import(overrides, { override: true });
  return m;
}

/** A stand-in that builds the real instance on first property access and forwards to it. */
function lazy(config: Parameters<typeof create>[1]): MathJsInstance {
  let instance: MathJsInstance | undefined;
  const real = (): MathJsInstance => {
    instance ??= hardened(config);
    return instance;
  };
  // The target is never used: every access goes to the real instance (a true boundary between our code and mathjs).
  return new Proxy({} as MathJsInstance, {
    get(_target, property) {
      const value: unknown = Reflect.get(real(), property);
      return typeof value === 'function' ? value.bind(real()) : value;
    },
  });
}

/** IEEE doubles with complex fallback (mathjs default). */
export const numberMath: MathJsInstance = lazy({});
/** Decimal arithmetic at 64 significant digits. */
export const bigMath: MathJsInstance = lazy({ number: 'BigNumber', precision: 64 });

let big128: MathJsInstance | undefined;
/** Decimal arithmetic at 128 digits. */
export function bigMath128(): MathJsInstance {
  big128 ??= lazy({ number: 'BigNumber', precision: 128 });
  return big128;
}
