export { benchProcess } from './bench-process.ts';
export type { IracStep } from './irac-structure.ts';
export type { ProcessInputErrorCode } from './process-input-error.ts';
export { ProcessInputError } from './process-input-error.ts';
export type { IracProcessResult, MilestoneProcessResult, ProcessInput, ProcessResult } from './verify-process.ts';
export { MAX_TRACE_CHARS, verifyProcess } from './verify-process.ts';
