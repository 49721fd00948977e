/**
 * Logic engine: own DPLL(T) solver (CDCL SAT + exact-rational simplex + integer branch and bound) for a prefix
 * S-expression DSL (docs/logic-dsl.md). Runs in workerd: no eval, no wasm, no clocks, no randomness.
 */
export { verifyLogic, DEFAULT_LOGIC_BUDGETS } from './verify-logic';
export type { LogicBudgets, LogicResult, LogicStats } from './verify-logic';
export { looksLikeLogicDsl } from './looks-like-dsl';
export { solveCnf, parseDimacs, satisfiesAll } from './cnf';
export type { CnfBudget, CnfResult } from './cnf';
export type { LogicErrorCode } from './errors';
