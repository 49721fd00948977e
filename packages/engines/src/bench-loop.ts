/**
 * The timing loop the engine benchmarks share. Only performance.now(), so it runs unchanged in workerd (where the
 * clock advances during CPU work locally) and in Node. Warm-up first for half the measuring time: V8 tiers JS and
 * wasm up lazily, and a busy isolate serves requests in that steady state.
 */
export interface EngineBench {
  name: string;
  iterations: number;
  msPerOp: number;
}

const MAX_ITERATIONS = 100_000;

export function benchLoop(name: string, fn: () => unknown, minMs = 300, maxIterations = MAX_ITERATIONS): EngineBench {
  const warm = performance.now();
  for (let i = 0; i < maxIterations && (i === 0 || performance.now() - warm < minMs / 2); i++) fn();
  const start = performance.now();
  let iterations = 0;
  while (iterations < maxIterations && (iterations === 0 || performance.now() - start < minMs)) {
    fn();
    iterations++;
  }
  return { name, iterations, msPerOp: (performance.now() - start) / iterations };
}

export async function benchLoopAsync(
  name: string,
  fn: () => Promise<unknown>,
  minMs = 300,
  maxIterations = MAX_ITERATIONS,
): Promise<EngineBench> {
  const warm = performance.now();
  for (let i = 0; i < maxIterations && (i === 0 || performance.now() - warm < minMs / 2); i++) await fn();
  const start = performance.now();
  let iterations = 0;
  while (iterations < maxIterations && (iterations === 0 || performance.now() - start < minMs)) {
    await fn();
    iterations++;
  }
  return { name, iterations, msPerOp: (performance.now() - start) / iterations };
}
