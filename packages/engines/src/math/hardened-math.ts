/**
 * The mathjs instances of the consensus engine's "mathjs-bignumber" opinion, built lazily on first use (building an
 * instance costs milliseconds, and an isolate that never runs consensus should not pay it at startup). Expressions
 * never reach mathjs `evaluate`: evaluate.ts walks our own parsed tree and calls these instances' arithmetic. The
 * overrides are defence in depth for the day someone passes user text to an instance directly.
 *
 * The instances hold only the functions evaluate.ts and the consensus engine can call (every scalar function of
 * parse.ts FUNCTIONS plus the arithmetic, comparison and formatting they use), not mathjs `all`: the full factory set
 * is ~370 KB of the API worker's gzip bundle and none of the rest is reachable. hardened-math.test.ts checks that every
 * scalar function of the parser resolves on these instances exactly as on a full instance.
 */
import {
  absDependencies,
  acosDependencies,
  acoshDependencies,
  addDependencies,
  asinDependencies,
  asinhDependencies,
  atan2Dependencies,
  atanDependencies,
  atanhDependencies,
  bignumberDependencies,
  cbrtDependencies,
  ceilDependencies,
  complexDependencies,
  cosDependencies,
  coshDependencies,
  cotDependencies,
  create,
  cscDependencies,
  divideDependencies,
  eDependencies,
  expDependencies,
  type FactoryFunctionMap,
  factorialDependencies,
  floorDependencies,
  formatDependencies,
  gcdDependencies,
  largerDependencies,
  lcmDependencies,
  log2Dependencies,
  log10Dependencies,
  logDependencies,
  type MathJsInstance,
  maxDependencies,
  minDependencies,
  modDependencies,
  multiplyDependencies,
  nthRootDependencies,
  phiDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  secDependencies,
  signDependencies,
  sinDependencies,
  sinhDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  tanhDependencies,
  tauDependencies,
  typeOfDependencies,
  unaryMinusDependencies,
} from 'mathjs';

// mathjs types every `…Dependencies` export as possibly undefined; all of these exist in the pinned version.
const DEPENDENCIES: Record<string, FactoryFunctionMap | undefined> = {
  absDependencies,
  acosDependencies,
  acoshDependencies,
  addDependencies,
  asinDependencies,
  asinhDependencies,
  atan2Dependencies,
  atanDependencies,
  atanhDependencies,
  bignumberDependencies,
  cbrtDependencies,
  ceilDependencies,
  complexDependencies,
  cosDependencies,
  coshDependencies,
  cotDependencies,
  cscDependencies,
  divideDependencies,
  eDependencies,
  expDependencies,
  factorialDependencies,
  floorDependencies,
  formatDependencies,
  gcdDependencies,
  largerDependencies,
  lcmDependencies,
  log2Dependencies,
  log10Dependencies,
  logDependencies,
  maxDependencies,
  minDependencies,
  modDependencies,
  multiplyDependencies,
  nthRootDependencies,
  phiDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  secDependencies,
  signDependencies,
  sinDependencies,
  sinhDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  tanhDependencies,
  tauDependencies,
  typeOfDependencies,
  unaryMinusDependencies,
};

const FACTORIES: FactoryFunctionMap = {};
for (const [name, dependencies] of Object.entries(DEPENDENCIES)) if (dependencies) FACTORIES[name] = dependencies;

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
  const m = create(FACTORIES, config);
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
