export { benchFact } from './bench-fact.ts';
export type { ModelJudgement } from './combine-model.ts';
export { combineWithModelJudgement } from './combine-model.ts';
export type { ContradictionKind, FactResult, FactVerdict } from './verify-fact.ts';
export { MAX_FACT_CLAIM_CHARS, MAX_FACT_CONTEXT_CHARS, verifyFact } from './verify-fact.ts';
