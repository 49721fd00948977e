import { describe, expect, it } from 'vitest';
import { InputTooComplexError } from '../budget.ts';
import { javascriptSample, pythonSample } from './bench.ts';
import { createCodeEngine } from './engine.ts';
import {
  MAX_BRACKET_DEPTH,
  MAX_CODE_LENGTH,
  MAX_FINDINGS,
  MAX_SYNTAX_NODES,
  PARSE_BUDGET,
  PARSE_ERROR_BUDGET,
  QUERY_BUDGET,
  SCAN_BUDGET,
} from './limits.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';
import type { CodeResult } from './types.ts';

const engine = createCodeEngine(nodeCodeRuntime());

async function refusal(code: string, language = 'python'): Promise<string | null> {
  try {
    await engine.verifyCode({ code, language });
    return null;
  } catch (error) {
    if (error instanceof InputTooComplexError) return error.limit;
    throw error;
  }
}

function withinBudgets(r: CodeResult): void {
  expect(r.work.chars).toBeLessThanOrEqual(MAX_CODE_LENGTH);
  expect(r.work.bracket_depth).toBeLessThanOrEqual(MAX_BRACKET_DEPTH);
  expect(r.work.parse_steps).toBeLessThanOrEqual(PARSE_BUDGET);
  expect(r.work.parse_error_steps).toBeLessThanOrEqual(PARSE_ERROR_BUDGET);
  expect(r.work.syntax_nodes).toBeLessThanOrEqual(MAX_SYNTAX_NODES);
  expect(r.work.query_steps).toBeLessThanOrEqual(QUERY_BUDGET);
  expect(r.work.scan_units).toBeLessThanOrEqual(SCAN_BUDGET);
}

/** Cut a generated sample at a block boundary below `chars`, so it stays valid code. */
function atMost(sample: string, chars: number): string {
  return sample.slice(0, sample.lastIndexOf('\n\n', chars) + 1);
}

describe('code engine caps and work budgets', () => {
  it('refuses 8–12 KB of nested (1+(1+…)) before parsing, in every language (issue 12)', async () => {
    for (const n of [2_000, 2_400]) {
      const nested = `x = ${'(1+'.repeat(n)}1${')'.repeat(n)}\n`;
      expect(nested.length).toBeGreaterThanOrEqual(8_000);
      for (const language of ['python', 'javascript', 'typescript']) expect(await refusal(nested, language)).toBe('nesting_depth');
    }
  });

  it('answers nesting right at the cap with a verdict and bounded counters', async () => {
    const d = MAX_BRACKET_DEPTH - 1;
    const r = await engine.verifyCode({ code: `x = ${'(1+'.repeat(d)}1${')'.repeat(d)}\n` });
    expect(r.analysis).toBe('complete');
    withinBudgets(r);
    console.log(`nested at depth ${d}: ${JSON.stringify(r.work)}`);
  });

  it('typical code at the length cap stays within every budget (Python and JavaScript)', async () => {
    for (const [language, code] of [
      ['python', atMost(pythonSample(4_000), MAX_CODE_LENGTH)],
      ['javascript', atMost(javascriptSample(4_000), MAX_CODE_LENGTH)],
      ['typescript', atMost(javascriptSample(4_000), MAX_CODE_LENGTH)],
    ] as const) {
      const r = await engine.verifyCode({ code, language });
      expect(r.analysis).toBe('complete');
      withinBudgets(r);
      console.log(`${language} ${code.length} chars: ${JSON.stringify(r.work)}`);
    }
  });

  it('grows linearly: twice the code costs about twice the counted work', async () => {
    const small = await engine.verifyCode({ code: atMost(pythonSample(1_000), 4_500) });
    const big = await engine.verifyCode({ code: atMost(pythonSample(2_000), 9_000) });
    const ratio = (k: 'syntax_nodes' | 'matches' | 'query_steps' | 'scan_units') => big.work[k] / Math.max(1, small.work[k]);
    for (const k of ['syntax_nodes', 'matches', 'query_steps', 'scan_units'] as const) {
      expect(ratio(k), k).toBeGreaterThan(1.6);
      expect(ratio(k), k).toBeLessThan(2.5);
    }
  });

  it('pathological shapes get a verdict or a typed refusal, never unbounded work', async () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const noise = (n: number, alphabet: string) => Array.from({ length: n }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
    const shapes: Array<[string, string, string]> = [
      ['flat sum, 12 KB', 'python', `x = ${'1+'.repeat(4_990)}1\n`],
      ['long concatenation', 'python', `q = "SELECT " ${'+ a + "x" '.repeat(600)}\n`],
      ['call chain', 'javascript', `x${'.f()'.repeat(2_400)};\n`],
      ['attribute chain', 'python', `x = a${'.b'.repeat(4_900)}\n`],
      ['else-if ladder', 'javascript', `if (a) {} ${'else if (a) {} '.repeat(650)}`],
      ['dense statements', 'python', 'f(x)\n'.repeat(1_900)],
      ['random punctuation', 'python', noise(9_500, 'ab ()=:+\n\t"\'\\,.[]{}if else for lambda def ')],
      ['random punctuation', 'javascript', noise(9_500, 'ab ()=:+\n\t"\'`\\,.[]{}if else for function ')],
      ['open quotes', 'typescript', noise(9_500, '"\'`${}\\\n')],
      [
        'deep indentation',
        'python',
        Array.from({ length: 90 }, (_, i) => `${' '.repeat(i)}if x:`).join('\n') + `\n${' '.repeat(90)}pass\n`,
      ],
    ];
    for (const [name, language, code] of shapes) {
      expect(code.length, name).toBeLessThanOrEqual(MAX_CODE_LENGTH);
      try {
        const r = await engine.verifyCode({ code, language });
        withinBudgets(r);
        console.log(`${name} (${language}): verdict, ${JSON.stringify(r.work)}`);
      } catch (error) {
        expect(error, name).toBeInstanceOf(InputTooComplexError);
        console.log(`${name} (${language}): 400 INPUT_TOO_COMPLEX (${(error as InputTooComplexError).limit})`);
      }
    }
  });

  it('a cancelled parse does not leak into the next request', async () => {
    expect(await refusal('f(x)\n'.repeat(1_900))).not.toBeNull();
    const r = await engine.verifyCode({ code: 'import os\nos.system(cmd)\n' });
    expect(r).toMatchObject({ analysis: 'complete', is_safe: false, vulnerabilities: [{ type: 'command_injection', line: 2 }] });
  });

  it('stops reporting after MAX_FINDINGS findings and does not call the file safe', async () => {
    const r = await engine.verifyCode({ code: 'import hashlib\n' + 'h = hashlib.md5(d).hexdigest()\n'.repeat(300) });
    expect(r.vulnerabilities.length).toBe(MAX_FINDINGS);
    expect(r).toMatchObject({ findings_truncated: true, analysis: 'partial', is_safe: false });
    withinBudgets(r);
  });
});
