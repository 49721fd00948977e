/**
 * S-expression reader for the logic DSL. Produces atoms and lists with their 0-based character offsets so every
 * later error can say where it happened. `;` starts a comment that runs to the end of the line.
 */
import { InputTooComplexError } from '../budget.ts';
import { LogicError } from './errors';

export type SExpr = { kind: 'atom'; text: string; pos: number } | { kind: 'list'; items: SExpr[]; pos: number; end: number };

export interface ReadLimits {
  maxDepth: number;
  maxNodes: number;
}

/** Character classes by code unit below 128: 1 delimiter (parentheses, `;`, whitespace), 2 control character. */
const CLASS = new Uint8Array(128);
for (let c = 0; c < 32; c++) CLASS[c] = 2;
CLASS[127] = 2;
for (const ch of '();  \t\n\r\f\v') CLASS[ch.charCodeAt(0)] = 1;
const DELIMITER = 1;
const CONTROL = 2;

/**
 * Reads every top-level form of `src` with an explicit stack (no recursion, so no nesting can overflow the call stack).
 * Throws `LogicError` (PARSE_ERROR) for malformed text and `InputTooComplexError` past the depth or node caps, which
 * are checked as the text is read, before any later pass recurses over the tree. One pass over the characters by code
 * unit: this runs on every request, and per-character string compares and a regular expression per token were a
 * visible share of a whole solve.
 */
export function readAll(src: string, limits: ReadLimits): { forms: SExpr[]; nodes: number } {
  const out: SExpr[] = [];
  // Open lists, innermost last; each is the node itself (its `end` is set when it closes), so no frame per list.
  const stack: Extract<SExpr, { kind: 'list' }>[] = [];
  let items = out;
  let nodes = 0;
  let i = 0;
  const n = src.length;
  const counted = () => {
    nodes++;
    if (nodes > limits.maxNodes) {
      throw new InputTooComplexError('terms', limits.maxNodes, `The logic program has more than ${limits.maxNodes} atoms and lists.`);
    }
  };
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 59 /* ; */) {
      while (i < n && src.charCodeAt(i) !== 10) i++;
      continue;
    }
    if (c < 128 && CLASS[c] === DELIMITER) {
      if (c === 40 /* ( */) {
        if (stack.length >= limits.maxDepth) {
          throw new InputTooComplexError(
            'nesting_depth',
            limits.maxDepth,
            `The logic program nests deeper than ${limits.maxDepth} levels.`,
          );
        }
        const node: Extract<SExpr, { kind: 'list' }> = { kind: 'list', items: [], pos: i, end: -1 };
        stack.push(node);
        items = node.items;
      } else if (c === 41 /* ) */) {
        const top = stack.pop();
        if (!top) throw LogicError.parse(i, "unexpected ')'");
        counted();
        top.end = i;
        items = stack.length > 0 ? (stack[stack.length - 1] as { items: SExpr[] }).items : out;
        items.push(top);
      }
      i++;
      continue;
    }
    if (c === 124 /* | */ || c === 34 /* " */) throw LogicError.parse(i, `unexpected character '${src[i]}'`);
    const start = i;
    let control = false;
    for (; i < n; i++) {
      const d = src.charCodeAt(i);
      if (d >= 128) continue;
      const k = CLASS[d];
      if (k === DELIMITER) break;
      if (k === CONTROL) control = true;
    }
    if (i - start > 256) throw LogicError.parse(start, 'token too long');
    if (control) throw LogicError.parse(start, 'control character in token');
    counted();
    items.push({ kind: 'atom', text: src.slice(start, i), pos: start });
  }
  const open = stack[stack.length - 1];
  if (open) throw LogicError.parse(n, `expected ')' to close '(' at position ${open.pos}`);
  return { forms: out, nodes };
}
