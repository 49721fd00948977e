import * as z from 'zod';
import './openapi-zod.ts';

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

const ENGINE_RESULTS = [
  'MathResult',
  'LogicResult',
  'SqlResult',
  'CodeResult',
  'FactResult',
  'NaturalLanguageResult',
  'ProcessResult',
  'RagResult',
];

/**
 * The result of one engine, as batch items and agent verifications carry it (the engine is named beside it). Services
 * pass engine results through untyped, so the zod type stays unknown; the document names the closed result schemas.
 */
export const EngineResult = z.unknown().openapi({
  description: 'One of the verification results, by the engine named beside it',
  anyOf: ENGINE_RESULTS.map((name) => ({ $ref: `#/components/schemas/${name}` })),
});
