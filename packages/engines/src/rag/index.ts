export { benchRag } from './bench-rag.ts';
export { parseFraction } from './exact-fraction.ts';
export type { RagInputErrorCode, RagResult } from './verify-rag.ts';
export { MAX_RAG_CHUNKS, RagInputError, verifyRag } from './verify-rag.ts';
