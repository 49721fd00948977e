export { verifyProcess, MAX_TRACE_CHARS } from './verify-process.ts';
export type { ProcessInput, ProcessResult, IracProcessResult, MilestoneProcessResult } from './verify-process.ts';
export { ProcessInputError } from './process-input-error.ts';
export type { ProcessInputErrorCode } from './process-input-error.ts';
export type { IracStep } from './irac-structure.ts';
export { benchProcess } from './bench-process.ts';
