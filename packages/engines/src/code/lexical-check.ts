import type { CodeLanguage } from './types.ts';

const CLOSER: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/**
 * Lexical anomalies of the raw text, counted in one linear pass before the parser runs: closing brackets that do not
 * match, and string literals left open at the end of a line. Ordinary code, even code with a syntax error, has a
 * handful; random or hostile text has thousands, and tree-sitter's error recovery costs up to 50 times more per byte
 * on such text than a clean parse. Comments, triple-quoted Python strings and JS template literals are skipped.
 */
export function lexicalAnomalies(code: string, language: CodeLanguage, stopAt: number): number {
  const py = language === 'python';
  const stack: string[] = [];
  let anomalies = 0;
  let i = 0;
  const n = code.length;
  while (i < n && anomalies <= stopAt) {
    const c = code[i] as string;
    if (py && c === '#') {
      while (i < n && code[i] !== '\n') i++;
      continue;
    }
    if (!py && c === '/' && code[i + 1] === '/') {
      while (i < n && code[i] !== '\n') i++;
      continue;
    }
    if (!py && c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    if (c === '"' || c === "'" || (!py && c === '`')) {
      const triple = py && code[i + 1] === c && code[i + 2] === c;
      if (triple) {
        const end = code.indexOf(c.repeat(3), i + 3);
        i = end < 0 ? n : end + 3;
        continue;
      }
      const multiline = c === '`';
      let j = i + 1;
      for (; j < n; j++) {
        const d = code[j];
        if (d === '\\') {
          j++;
          continue;
        }
        if (d === c || (!multiline && d === '\n')) break;
      }
      if (j >= n || code[j] !== c) anomalies++;
      i = j + 1;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.length > 0 && stack[stack.length - 1] === CLOSER[c]) stack.pop();
      else anomalies++;
    }
    i++;
  }
  return anomalies + stack.length;
}
