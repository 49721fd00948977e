import { describe, expect, it } from 'vitest';
import { Parser } from 'web-tree-sitter';
import { initTreeSitter, loadLanguage } from './runtime.ts';
import { literalParts } from './syntax.ts';
import { nodeCodeRuntime } from './test-support/node-wasm.ts';

async function parserFor(lang: 'python' | 'javascript'): Promise<Parser> {
  const runtime = nodeCodeRuntime();
  await initTreeSitter(runtime.treeSitterWasm);
  const parser = new Parser();
  parser.setLanguage(loadLanguage(runtime.grammars[lang] as WebAssembly.Module));
  return parser;
}

/** The right-hand side of the first assignment in `code`. */
async function rhs(lang: 'python' | 'javascript', code: string) {
  const tree = (await parserFor(lang)).parse(code);
  const found = tree?.rootNode.descendantsOfType(lang === 'python' ? 'assignment' : 'assignment_expression')[0];
  const node = found?.childForFieldName('right');
  if (!node) throw new Error('no assignment');
  return node;
}

describe('literalParts', () => {
  it('an operator chain without a string literal has no parts, for one unit of work however long it is', async () => {
    for (const lang of ['python', 'javascript'] as const) {
      let units = 0;
      const chain = await rhs(lang, `total = ${Array.from({ length: 400 }, (_, i) => `n${i} * 2`).join(' + ')}\n`);
      expect(literalParts(chain, (u = 1) => (units += u))).toEqual([]);
      expect(units).toBe(1);
    }
  });

  it('a chain with string literals anywhere in it keeps them in source order', async () => {
    const py = await rhs('python', 'q = "SELECT a FROM t WHERE id = " + str(n) + (" AND b = " + f"{b}") + " LIMIT 5"\n');
    expect(literalParts(py)).toEqual(['SELECT a FROM t WHERE id = ', ' AND b = ', ' LIMIT 5']);
    const js = await rhs('javascript', 'q = a + b + ("SELECT " + `${c} FROM t`) + 1;');
    expect(literalParts(js)).toEqual(['SELECT ', ' FROM t']);
  });
});
