export { verifyFact, MAX_FACT_CLAIM_CHARS, MAX_FACT_CONTEXT_CHARS } from './verify-fact.ts';
export type { FactResult, FactVerdict, ContradictionKind } from './verify-fact.ts';
export { combineWithModelJudgement } from './combine-model.ts';
export type { ModelJudgement } from './combine-model.ts';
export { benchFact } from './bench-fact.ts';
