/**
 * Logic engine: own DPLL(T) solver (CDCL SAT + exact-rational simplex + integer branch and bound) for a prefix
 * S-expression DSL (docs/logic-dsl.md). Runs in workerd: no eval, no wasm, no clocks, no randomness.
 */

export type { CnfBudget, CnfResult } from './cnf';
export { parseDimacs, satisfiesAll, solveCnf } from './cnf';
export type { LogicErrorCode } from './errors';
export { looksLikeLogicDsl } from './looks-like-dsl';
export type { LogicBudgets, LogicResult, LogicStats } from './verify-logic';
export { DEFAULT_LOGIC_BUDGETS, verifyLogic } from './verify-logic';
