import { createCodeEngine } from '@verdict/engines/code/engine.ts';
import { CodeTooLargeError, UnsupportedLanguageError } from '@verdict/engines/code/types.ts';
// Static wasm imports: wrangler turns each into a WebAssembly.Module (workerd forbids compiling wasm bytes at run time).
import treeSitterWasm from 'web-tree-sitter/web-tree-sitter.wasm';
import python from 'tree-sitter-python/tree-sitter-python.wasm';
import javascript from 'tree-sitter-javascript/tree-sitter-javascript.wasm';
import typescript from 'tree-sitter-typescript/tree-sitter-typescript.wasm';
import { ApiError } from '../../errors.ts';
import { registerEngine, verifiedOrFailed, type EngineOutcome } from '../engine-runner.ts';

const engine = createCodeEngine({ treeSitterWasm, grammars: { python, javascript, typescript } });

/** Code security: safe when no finding is critical or high (DECISIONS). */
export async function runCode(input: { code: string; language?: string | undefined }): Promise<EngineOutcome> {
  let result;
  try {
    result = await engine.verifyCode({ code: input.code, ...(input.language ? { language: input.language } : {}) });
  } catch (error) {
    if (error instanceof UnsupportedLanguageError)
      throw new ApiError('VALIDATION_ERROR', 'language must be one of python, javascript, typescript.');
    if (error instanceof CodeTooLargeError) throw new ApiError('VALIDATION_ERROR', 'code is longer than 200,000 characters.');
    throw error;
  }
  const record = result as unknown as Record<string, unknown>;
  return verifiedOrFailed({
    engine: 'code',
    domain: 'CODE',
    result: record,
    verified: result.is_safe,
    status: result.is_safe ? 'SAFE' : 'UNSAFE',
    subject: input.code,
  });
}

registerEngine('code', async (_deps, input) =>
  runCode({ code: input.query, language: typeof input.params?.language === 'string' ? input.params.language : undefined }),
);
