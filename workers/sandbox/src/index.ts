// Library entry for other packages (the runtime-agnostic executor and the HTTP contract). Entry points that pick a
// QuickJS loader live in worker.ts (workerd) and server.ts (Node container).

export type {
  ExecutorOptions,
  SandboxErrorCode,
  SandboxExecutor,
  SandboxLibrary,
  SandboxRunRequest,
  SandboxRunResult,
} from './executor.ts';
export { createExecutor, SANDBOX_DEFAULTS } from './executor.ts';
export type { SandboxHttpError } from './http-handler.ts';
export { handleSandboxRequest, MAX_REQUEST_BYTES, parseRunRequest } from './http-handler.ts';
