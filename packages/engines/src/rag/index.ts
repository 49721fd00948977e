export { verifyRag, RagInputError, MAX_RAG_CHUNKS } from './verify-rag.ts';
export type { RagResult, RagInputErrorCode } from './verify-rag.ts';
export { parseFraction } from './exact-fraction.ts';
export { benchRag } from './bench-rag.ts';
