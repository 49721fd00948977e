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

function isDelimiter(ch: string): boolean {
  return ch === '(' || ch === ')' || ch === ';' || ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f' || ch === '\v';
}

/**
 * Reads every top-level form of `src` with an explicit stack (no recursion, so no nesting can overflow the call stack).
 * Throws `LogicError` (PARSE_ERROR) for malformed text and `InputTooComplexError` past the depth or node caps, which
 * are checked as the text is read, before any later pass recurses over the tree.
 */
export function readAll(src: string, limits: ReadLimits): { forms: SExpr[]; nodes: number } {
  const out: SExpr[] = [];
  const stack: { items: SExpr[]; pos: number }[] = [];
  let nodes = 0;
  let i = 0;
  const n = src.length;
  const push = (e: SExpr) => {
    nodes++;
    if (nodes > limits.maxNodes) {
      throw new InputTooComplexError('terms', limits.maxNodes, `The logic program has more than ${limits.maxNodes} atoms and lists.`);
    }
    const top = stack[stack.length - 1];
    if (top) top.items.push(e);
    else out.push(e);
  };
  while (i < n) {
    const ch = src[i] as string;
    if (ch === ';') {
      while (i < n && src[i] !== '\n') i++;
      continue;
    }
    if (isDelimiter(ch)) {
      if (ch === '(') {
        if (stack.length >= limits.maxDepth) {
          throw new InputTooComplexError(
            'nesting_depth',
            limits.maxDepth,
            `The logic program nests deeper than ${limits.maxDepth} levels.`,
          );
        }
        stack.push({ items: [], pos: i });
      } else if (ch === ')') {
        const top = stack.pop();
        if (!top) throw LogicError.parse(i, "unexpected ')'");
        push({ kind: 'list', items: top.items, pos: top.pos, end: i });
      }
      i++;
      continue;
    }
    if (ch === '|' || ch === '"') throw LogicError.parse(i, `unexpected character '${ch}'`);
    const start = i;
    while (i < n && !isDelimiter(src[i] as string)) i++;
    const text = src.slice(start, i);
    if (text.length > 256) throw LogicError.parse(start, 'token too long');
    if (/[\u0000-\u001f\u007f]/.test(text)) throw LogicError.parse(start, 'control character in token');
    push({ kind: 'atom', text, pos: start });
  }
  const open = stack[stack.length - 1];
  if (open) throw LogicError.parse(n, `expected ')' to close '(' at position ${open.pos}`);
  return { forms: out, nodes };
}
