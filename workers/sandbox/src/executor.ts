import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { SIMPLE_STATISTICS_SOURCE } from './generated/simple-statistics-source.ts';
import { NON_FINITE_MARKER, PREPARE_GLOBALS_SOURCE, SERIALIZE_OUTPUT_SOURCE } from './sandbox-prelude.ts';

export type SandboxLibrary = 'simple-statistics';

export interface SandboxRunRequest {
  code: string;
  input?: unknown;
  library?: SandboxLibrary | null;
}

export type SandboxErrorCode =
  | 'timeout'
  | 'memory'
  | 'syntax'
  | 'runtime'
  | 'output_too_large'
  | 'invalid_output'
  | 'input_too_large'
  | 'internal';

/** A program's non-finite numeric result, which JSON cannot carry (the output is then null). */
export type NonFinite = 'Infinity' | '-Infinity' | 'NaN';

export type SandboxRunResult =
  | { ok: true; output: unknown; instructions: number; nonFinite?: NonFinite }
  | { ok: false; error: SandboxErrorCode; message: string };

export interface ExecutorOptions {
  /** Loads (or reloads after an abort) the QuickJS wasm module. Called lazily and again after any wasm abort. */
  loadModule: () => Promise<QuickJSWASMModule>;
  /** QuickJS heap limit per run. */
  memoryLimitBytes?: number;
  maxStackBytes?: number;
  /**
   * Budget of interrupt-handler calls per run. QuickJS calls the handler roughly every 10 000 bytecode branches/calls,
   * so this is a CPU budget that does not depend on a clock (workerd freezes Date.now during CPU work).
   */
  instructionBudget?: number;
  maxOutputBytes?: number;
  maxInputBytes?: number;
  maxCodeBytes?: number;
  /** Optional secondary wall-clock limit; only effective where the clock advances during CPU work (Node). */
  timeoutMs?: number;
  now?: () => number;
}

export interface SandboxExecutor {
  run(request: SandboxRunRequest): Promise<SandboxRunResult>;
  /** How many times the wasm module has been (re)loaded; exposed for health checks and tests. */
  readonly moduleLoads: number;
}

export const SANDBOX_DEFAULTS = {
  memoryLimitBytes: 16 * 1024 * 1024,
  // 512 KB overflowed V8's own stack (wasm frames live on it) before QuickJS noticed; 256 KB is caught cleanly.
  maxStackBytes: 256 * 1024,
  // ≈ 5–6 interrupts per ms of tight loop in Node 22, so about 0.4 s of pure CPU.
  instructionBudget: 2_000,
  maxOutputBytes: 256 * 1024,
  maxInputBytes: 8 * 1024 * 1024,
  maxCodeBytes: 64 * 1024,
} as const;

/**
 * The limits both service entries use. A free-form stats program gets a whole table as input (up to 500,000 cells of
 * a CSV of at most 1 MB), so input and memory are sized for that; code size, output and CPU budget stay tight.
 */
export const SERVICE_LIMITS = { memoryLimitBytes: 128 * 1024 * 1024, maxInputBytes: 32 * 1024 * 1024 } as const;

const MESSAGES: Record<SandboxErrorCode, string> = {
  timeout: 'Execution budget exceeded',
  memory: 'Memory limit exceeded',
  syntax: 'Program has a syntax error',
  runtime: 'Program raised an error',
  output_too_large: 'Program output exceeds the size limit',
  invalid_output: 'Program output is not JSON-serialisable',
  input_too_large: 'Input exceeds the size limit',
  internal: 'Internal sandbox error',
};

function fail(error: SandboxErrorCode): SandboxRunResult {
  return { ok: false, error, message: MESSAGES[error] };
}

/** A top-level Infinity, -Infinity or NaN result (see NON_FINITE_MARKER). */
class NonFiniteOutput {
  readonly value: NonFinite;
  constructor(value: NonFinite) {
    this.value = value;
  }
}

/** Raised inside a run to short-circuit with a classified error; never leaves this module. */
class RunFailure extends Error {
  readonly code: SandboxErrorCode;
  constructor(code: SandboxErrorCode) {
    super(code);
    this.code = code;
  }
}

const utf8 = new TextEncoder();

export function createExecutor(options: ExecutorOptions): SandboxExecutor {
  const limits = {
    memoryLimitBytes: options.memoryLimitBytes ?? SANDBOX_DEFAULTS.memoryLimitBytes,
    maxStackBytes: options.maxStackBytes ?? SANDBOX_DEFAULTS.maxStackBytes,
    instructionBudget: options.instructionBudget ?? SANDBOX_DEFAULTS.instructionBudget,
    maxOutputBytes: options.maxOutputBytes ?? SANDBOX_DEFAULTS.maxOutputBytes,
    maxInputBytes: options.maxInputBytes ?? SANDBOX_DEFAULTS.maxInputBytes,
    maxCodeBytes: options.maxCodeBytes ?? SANDBOX_DEFAULTS.maxCodeBytes,
  };
  let modulePromise: Promise<QuickJSWASMModule> | null = null;
  let moduleLoads = 0;
  // Runs are serialised: the wasm instance is single-threaded and an abort must poison only the run that caused it.
  let queue: Promise<unknown> = Promise.resolve();

  function getModule(): Promise<QuickJSWASMModule> {
    if (!modulePromise) {
      moduleLoads++;
      modulePromise = options.loadModule();
      modulePromise.catch(() => {
        modulePromise = null;
      });
    }
    return modulePromise;
  }

  async function runOnce(request: SandboxRunRequest): Promise<SandboxRunResult> {
    if (typeof request.code !== 'string' || request.code.length === 0) return fail('syntax');
    if (utf8.encode(request.code).byteLength > limits.maxCodeBytes) return fail('input_too_large');
    let inputJson: string;
    try {
      inputJson = JSON.stringify(request.input ?? null) ?? 'null';
    } catch {
      return fail('input_too_large');
    }
    if (utf8.encode(inputJson).byteLength > limits.maxInputBytes) return fail('input_too_large');

    let module: QuickJSWASMModule;
    try {
      module = await getModule();
    } catch {
      return fail('internal');
    }

    let runtime: QuickJSRuntime | null = null;
    let context: QuickJSContext | null = null;
    let interrupts = 0;
    let aborted = false;
    const deadline = options.timeoutMs !== undefined && options.now ? options.now() + options.timeoutMs : null;
    const overBudget = () =>
      interrupts > limits.instructionBudget || (deadline !== null && options.now !== undefined && options.now() > deadline);
    try {
      runtime = module.newRuntime();
      runtime.setMemoryLimit(limits.memoryLimitBytes);
      runtime.setMaxStackSize(limits.maxStackBytes);
      runtime.setInterruptHandler(() => {
        interrupts++;
        return overBudget();
      });
      context = runtime.newContext();
      const output = execute(context, runtime, request, inputJson, limits.maxOutputBytes, overBudget);
      if (output instanceof NonFiniteOutput) return { ok: true, output: null, instructions: interrupts, nonFinite: output.value };
      return { ok: true, output, instructions: interrupts };
    } catch (err) {
      if (err instanceof RunFailure) return fail(overBudget() && err.code !== 'syntax' ? 'timeout' : err.code);
      // Anything thrown by the wasm layer itself (RuntimeError, "Aborted(...)", a host stack overflow inside wasm)
      // leaves the instance unusable: drop it so the next run loads a fresh one.
      aborted = true;
      if (overBudget()) return fail('timeout');
      return fail(err instanceof RangeError ? 'runtime' : 'internal');
    } finally {
      try {
        context?.dispose();
        runtime?.dispose();
      } catch {
        aborted = true;
      }
      if (aborted) modulePromise = null;
    }
  }

  return {
    run(request) {
      const next = queue.then(() => runOnce(request));
      queue = next.catch(() => undefined);
      return next;
    },
    get moduleLoads() {
      return moduleLoads;
    },
  };
}

function execute(
  ctx: QuickJSContext,
  rt: QuickJSRuntime,
  request: SandboxRunRequest,
  inputJson: string,
  maxOutputBytes: number,
  overBudget: () => boolean,
): unknown {
  const prepare = evalOrThrow(ctx, PREPARE_GLOBALS_SOURCE, 'prelude.js', 'internal');
  const jsonHandle = ctx.newString(inputJson);
  try {
    consume(ctx, ctx.callFunction(prepare, ctx.undefined, jsonHandle), 'internal');
  } finally {
    jsonHandle.dispose();
    prepare.dispose();
  }
  if (request.library === 'simple-statistics') {
    evalOrThrow(ctx, SIMPLE_STATISTICS_SOURCE, 'simple-statistics.js', 'internal').dispose();
  }

  // Compile first so that only parse errors of the program count as 'syntax' (a SyntaxError thrown at run time,
  // e.g. by JSON.parse, is a runtime error).
  const compiled = ctx.evalCode(request.code, 'program.js', { type: 'global', compileOnly: true });
  if (compiled.error) throw classifyError(ctx, compiled.error, overBudget, null);
  compiled.value.dispose();
  const completion = evalOrThrow(ctx, request.code, 'program.js', 'runtime');
  let value = completion;
  try {
    value = settlePromise(ctx, rt, completion);
    const serialize = evalOrThrow(ctx, SERIALIZE_OUTPUT_SOURCE, 'serialize.js', 'internal');
    const limitHandle = ctx.newNumber(maxOutputBytes);
    let serialized: QuickJSHandle;
    try {
      const r = ctx.callFunction(serialize, ctx.undefined, value, limitHandle);
      if (r.error) throw classifyError(ctx, r.error, overBudget, 'invalid_output');
      serialized = r.value;
    } finally {
      limitHandle.dispose();
      serialize.dispose();
    }
    const kind = ctx.typeof(serialized);
    if (kind === 'number') {
      serialized.dispose();
      throw new RunFailure('output_too_large');
    }
    if (kind !== 'string') {
      serialized.dispose();
      throw new RunFailure('invalid_output');
    }
    const text = ctx.getString(serialized);
    serialized.dispose();
    if (text.startsWith(NON_FINITE_MARKER)) {
      const value = text.slice(NON_FINITE_MARKER.length);
      if (value === 'Infinity' || value === '-Infinity' || value === 'NaN') return new NonFiniteOutput(value);
      throw new RunFailure('invalid_output');
    }
    if (utf8.encode(text).byteLength > maxOutputBytes) throw new RunFailure('output_too_large');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new RunFailure('invalid_output');
    }
  } finally {
    if (value !== completion) value.dispose();
    completion.dispose();
  }
}

/** Programs may end in a promise (async helpers, `import()`): drain the job queue and use the settled value. */
function settlePromise(ctx: QuickJSContext, rt: QuickJSRuntime, handle: QuickJSHandle): QuickJSHandle {
  if (ctx.typeof(handle) !== 'object') return handle;
  const state = ctx.getPromiseState(handle);
  if (state.type === 'fulfilled' && state.notAPromise) return handle;
  const jobs = rt.executePendingJobs(1000);
  if (jobs.error) {
    jobs.error.dispose();
    throw new RunFailure('runtime');
  }
  const settled = ctx.getPromiseState(handle);
  if (settled.type === 'fulfilled') return settled.value;
  if (settled.type === 'rejected') {
    settled.error.dispose();
    throw new RunFailure('runtime');
  }
  throw new RunFailure('invalid_output');
}

function evalOrThrow(ctx: QuickJSContext, code: string, filename: string, errorCode: SandboxErrorCode | null): QuickJSHandle {
  const r = ctx.evalCode(code, filename, { type: 'global' });
  if (r.error) throw classifyError(ctx, r.error, () => false, errorCode);
  return r.value;
}

function consume(ctx: QuickJSContext, r: ReturnType<QuickJSContext['callFunction']>, code: SandboxErrorCode): void {
  if (r.error) throw classifyError(ctx, r.error, () => false, code);
  r.value.dispose();
}

/** Maps a QuickJS exception to a stable code; the exception text itself never leaves the sandbox. */
function classifyError(
  ctx: QuickJSContext,
  errorHandle: QuickJSHandle,
  overBudget: () => boolean,
  fallback: SandboxErrorCode | null,
): RunFailure {
  let name = '';
  let message = '';
  try {
    const dumped = ctx.dump(errorHandle) as unknown;
    if (dumped && typeof dumped === 'object') {
      const d = dumped as { name?: unknown; message?: unknown };
      name = typeof d.name === 'string' ? d.name : '';
      message = typeof d.message === 'string' ? d.message : '';
    } else if (dumped === null) {
      message = 'out of memory';
    }
  } catch {
    message = 'out of memory';
  } finally {
    errorHandle.dispose();
  }
  if (overBudget() || message === 'interrupted') return new RunFailure('timeout');
  // QuickJS builds long strings as ropes, so doubling a string hits the length cap before the heap limit.
  if (/out of memory|string too long/i.test(message)) return new RunFailure('memory');
  if (fallback === null) return new RunFailure(name === 'SyntaxError' ? 'syntax' : 'runtime');
  return new RunFailure(fallback);
}
