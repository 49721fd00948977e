import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { createCodeEngine, normalizeLanguage } from './engine.ts';
import { MAX_CODE_LENGTH } from './limits.ts';
import { CODE_WASM_IMPORTS } from './runtime.ts';
import { nodeCodeRuntime, wasmPath } from './test-support/node-wasm.ts';
import { CodeTooLargeError, GrammarUnavailableError, UnsupportedLanguageError } from './types.ts';

const engine = createCodeEngine(nodeCodeRuntime());

describe('createCodeEngine', () => {
  it('the documented wasm import specifiers resolve from packages/engines', () => {
    for (const spec of Object.values(CODE_WASM_IMPORTS)) expect(existsSync(wasmPath(spec)), spec).toBe(true);
  });

  it('defaults to python and reports 1-based lines and columns with rule metadata', async () => {
    const r = await engine.verifyCode({ code: 'import os\n\nx = eval(input())\n' });
    expect(r).toEqual({
      is_safe: false,
      language: 'python',
      analysis: 'complete',
      work: expect.any(Object),
      vulnerabilities: [
        {
          type: 'code_injection',
          severity: 'critical',
          line: 3,
          column: 5,
          message: expect.any(String),
          rule_id: 'py.code-injection.eval',
          cwe: 'CWE-95',
        },
      ],
    });
  });

  it('is_safe is false iff a finding is critical or high', async () => {
    const medium = await engine.verifyCode({ code: 'import hashlib\nh = hashlib.md5(b"x").hexdigest()\n' });
    expect(medium.vulnerabilities.map((v) => v.severity)).toEqual(['medium']);
    expect(medium.is_safe).toBe(true);
    const low = await engine.verifyCode({ code: 'import os\nos.system("clear")\n' });
    expect(low.vulnerabilities.map((v) => v.severity)).toEqual(['low']);
    expect(low.is_safe).toBe(true);
    const high = await engine.verifyCode({ code: 'import pickle\npickle.loads(blob)\n' });
    expect(high.is_safe).toBe(false);
    const clean = await engine.verifyCode({ code: 'import re\nPATTERN = re.compile(r"\\d+")\n' });
    expect(clean).toMatchObject({ is_safe: true, vulnerabilities: [], language: 'python', analysis: 'complete' });
    // The documented threshold: medium findings (tempfile.mktemp) are reported and leave the code safe.
    const mktemp = await engine.verifyCode({ code: 'import tempfile\npath = tempfile.mktemp()\n' });
    expect(mktemp).toMatchObject({ is_safe: true, vulnerabilities: [{ type: 'insecure_temp_file', severity: 'medium' }] });
  });

  it('accepts language aliases and rejects unknown languages with a typed error', async () => {
    expect(normalizeLanguage('Python3')).toBe('python');
    expect(normalizeLanguage('js')).toBe('javascript');
    expect(normalizeLanguage('TS')).toBe('typescript');
    await expect(engine.verifyCode({ code: 'x', language: 'cobol' })).rejects.toBeInstanceOf(UnsupportedLanguageError);
    await expect(engine.verifyCode({ code: 'x', language: '' })).rejects.toMatchObject({ code: 'UNSUPPORTED_LANGUAGE' });
  });

  it('rejects oversized input before parsing', async () => {
    await expect(engine.verifyCode({ code: 'x'.repeat(MAX_CODE_LENGTH + 1) })).rejects.toBeInstanceOf(CodeTooLargeError);
  });

  it('reports syntax errors with positions and still scans the recovered tree', async () => {
    const r = await engine.verifyCode({ code: 'def f(x:\n    return eval(x)\n\nprint("a"\n' });
    expect(r.syntax_errors?.length).toBeGreaterThan(0);
    expect(r).toMatchObject({ analysis: 'partial', is_safe: false });
    // Code that does not parse is never vouched for, even without a finding in the recovered part.
    expect(await engine.verifyCode({ code: 'def f(:\n    return 1\n' })).toMatchObject({
      analysis: 'partial',
      is_safe: false,
      vulnerabilities: [],
    });
    for (const e of r.syntax_errors ?? []) {
      expect(e.line).toBeGreaterThanOrEqual(1);
      expect(e.column).toBeGreaterThanOrEqual(1);
    }
    expect(r.vulnerabilities.map((v) => v.type)).toContain('code_injection');
    const js = await engine.verifyCode({ code: 'function (\n eval(x);\n', language: 'javascript' });
    expect(js.syntax_errors?.length).toBeGreaterThan(0);
  });

  it('never throws anything but a typed refusal on garbage input, and never calls broken code safe', async () => {
    for (const code of ['', '\u0000\u0001', ')))(((', '"""', '`${', '😀 = 1', 'x = ' + '('.repeat(2000)]) {
      for (const language of ['python', 'javascript', 'typescript']) {
        try {
          const r = await engine.verifyCode({ code, language });
          expect(typeof r.is_safe).toBe('boolean');
          if (r.analysis === 'partial') expect(r.is_safe).toBe(false);
        } catch (error) {
          expect(error).toBeInstanceOf(InputTooComplexError);
        }
      }
    }
  });

  it('fails with a typed error when a grammar was not injected, and keeps working for the others', async () => {
    const rt = nodeCodeRuntime();
    const pyOnly = createCodeEngine({ treeSitterWasm: rt.treeSitterWasm, grammars: { python: rt.grammars.python } });
    await expect(pyOnly.verifyCode({ code: 'x', language: 'javascript' })).rejects.toBeInstanceOf(GrammarUnavailableError);
    expect((await pyOnly.verifyCode({ code: 'exec(x)' })).is_safe).toBe(false);
  });

  it('handles concurrent first calls (one initialisation) and repeated scans without leaking trees', async () => {
    const fresh = createCodeEngine(nodeCodeRuntime());
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => fresh.verifyCode({ code: `x${i} = eval(y)\n` })));
    expect(results.every((r) => r.vulnerabilities.length === 1)).toBe(true);
    for (let i = 0; i < 300; i++) await fresh.verifyCode({ code: 'import os\nos.system(cmd)\n' });
  });

  it('leaves the global process object as it found it', async () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, 'process');
    await createCodeEngine(nodeCodeRuntime()).verifyCode({ code: 'x = 1' });
    expect(Object.getOwnPropertyDescriptor(globalThis, 'process')).toEqual(before);
    expect(typeof process.versions.node).toBe('string');
  });
});
