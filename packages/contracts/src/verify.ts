/** Verification contracts, one file per engine (request and result schemas). */

export * from './verify/code.ts';
export { VerificationOptions } from './verify/common.ts';
export * from './verify/consensus.ts';
export * from './verify/fact.ts';
export * from './verify/image.ts';
export * from './verify/logic.ts';
export * from './verify/math.ts';
export * from './verify/natural-language.ts';
export * from './verify/process.ts';
export * from './verify/rag.ts';
export * from './verify/sql.ts';
export * from './verify/stats.ts';
