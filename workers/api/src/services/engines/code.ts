import { createCodeEngine } from '@verdict/engines/code/engine.ts';
import { MAX_CODE_LENGTH } from '@verdict/engines/code/limits.ts';
import { type CodeResult, CodeTooLargeError, UnsupportedLanguageError } from '@verdict/engines/code/types.ts';
import javascript from 'tree-sitter-javascript/tree-sitter-javascript.wasm';
import python from 'tree-sitter-python/tree-sitter-python.wasm';
import typescript from 'tree-sitter-typescript/tree-sitter-typescript.wasm';
// Static wasm imports: wrangler turns each into a WebAssembly.Module (workerd forbids compiling wasm bytes at run time).
import treeSitterWasm from 'web-tree-sitter/web-tree-sitter.wasm';
import { ApiError } from '../../errors.ts';
import { type EngineOutcome, registerEngine, verifiedOrFailed } from '../engine-runner.ts';

const engine = createCodeEngine({ treeSitterWasm, grammars: { python, javascript, typescript } });

/**
 * Code security: safe when the whole file parsed and no finding is critical or high (DECISIONS; medium and low
 * findings are reported and leave the code safe). A partial analysis (syntax errors, truncated findings) is never
 * safe, so it never signs a VERIFIED attestation. Inputs beyond the engine's caps are 400 INPUT_TOO_COMPLEX.
 */
export async function runCode(input: { code: string; language?: string | undefined }): Promise<EngineOutcome> {
  let result: CodeResult;
  try {
    result = await engine.verifyCode({ code: input.code, ...(input.language ? { language: input.language } : {}) });
  } catch (error) {
    if (error instanceof UnsupportedLanguageError)
      throw new ApiError('VALIDATION_ERROR', 'language must be one of python, javascript, typescript.');
    if (error instanceof CodeTooLargeError) throw new ApiError('VALIDATION_ERROR', `code is longer than ${MAX_CODE_LENGTH} characters.`);
    throw error;
  }
  return verifiedOrFailed({
    engine: 'code',
    domain: 'CODE',
    result,
    verified: result.is_safe,
    status: result.is_safe ? 'SAFE' : 'UNSAFE',
    subject: input.code,
  });
}

registerEngine('code', async (_deps, input) =>
  runCode({ code: input.query, language: typeof input.params?.language === 'string' ? input.params.language : undefined }),
);
