/**
 * Typed syntax tree of a checked logic program. Produced by `parseProgram`, consumed by the encoder and, independently,
 * by the exact model checker (which is why it keeps the user's structure rather than a normalised form).
 */
import type { Rational } from '../exact/rational.ts';

export type Sort = 'Bool' | 'Int' | 'Real';

export type CmpOp = '<' | '<=' | '>' | '>=' | '=';

export type BoolExpr =
  | { k: 'const'; value: boolean }
  | { k: 'bvar'; name: string }
  | { k: 'not'; a: BoolExpr }
  | { k: 'and' | 'or'; args: BoolExpr[] }
  /** Parity of the arguments (SMT-LIB's left-associative xor). */
  | { k: 'xor'; args: BoolExpr[] }
  /** All arguments equal (Boolean `=` and `iff`). */
  | { k: 'iff'; args: BoolExpr[] }
  /** Pairwise different Booleans. */
  | { k: 'bdistinct'; args: BoolExpr[] }
  /** Right-associative implication chain. */
  | { k: 'implies'; args: BoolExpr[] }
  | { k: 'ite'; c: BoolExpr; t: BoolExpr; e: BoolExpr }
  /** Chained comparison: every adjacent pair satisfies `op`. */
  | { k: 'cmp'; op: CmpOp; args: NumExpr[] }
  /** Pairwise different numbers. */
  | { k: 'ndistinct'; args: NumExpr[] };

export type NumExpr =
  | { k: 'num'; value: Rational }
  | { k: 'nvar'; name: string }
  | { k: 'add'; args: NumExpr[] }
  /** One argument: negation; more: left-associative subtraction. */
  | { k: 'sub'; args: NumExpr[] }
  /** At most one argument is non-constant (checked). */
  | { k: 'mul'; args: NumExpr[] }
  /** Left-associative division by non-zero constants (checked). */
  | { k: 'div'; args: NumExpr[] }
  | { k: 'nite'; c: BoolExpr; t: NumExpr; e: NumExpr; isInt: boolean };

export interface Program {
  assertions: BoolExpr[];
  /** Every variable with its sort, in order of declaration, then of first use. */
  vars: Map<string, Sort>;
  /** Variables whose sort was given by `declare` rather than inferred. */
  declared: Set<string>;
  /** Atoms and lists read (the parse work, charged to the solve's meter). */
  size: number;
}
