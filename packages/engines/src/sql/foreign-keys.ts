import type { SqlToken } from './sql-lexer.ts';
import { isTrivia } from './sql-lexer.ts';

/**
 * A definition without its foreign keys. PostgreSQL's EXPLAIN plans and runs no triggers, and a foreign key changes
 * neither name resolution, types, grouping nor planning rules, so whether a query is valid does not depend on them;
 * applying them costs a trigger pair per key and pulls every referenced table into the check. Removed: a column's
 * `[CONSTRAINT c] REFERENCES t [(cols)] [MATCH …] [ON DELETE|UPDATE action] [[NOT] DEFERRABLE] [INITIALLY …]` and a
 * table's `[CONSTRAINT c] FOREIGN KEY (…) REFERENCES …` item. Anything not read with certainty is left as written.
 */
export function withoutForeignKeys(tokens: SqlToken[]): { text: string; tokens: SqlToken[] } | null {
  const sig: number[] = [];
  tokens.forEach((t, i) => {
    if (!isTrivia(t)) sig.push(i);
  });
  const word = (k: number) => {
    const t = tokens[sig[k] as number];
    return t?.kind === 'word' ? t.text.toUpperCase() : '';
  };
  const text = (k: number) => tokens[sig[k] as number]?.text ?? '';
  const drop = new Set<number>();
  const dropRange = (from: number, to: number) => {
    for (let k = sig[from] as number; k <= (sig[to] as number); k++) drop.add(k);
  };
  /** The end (inclusive) of a bracketed group opening at k, or -1. */
  const closeOf = (k: number) => {
    let depth = 0;
    for (let j = k; j < sig.length; j++) {
      if (text(j) === '(') depth++;
      else if (text(j) === ')' && --depth === 0) return j;
    }
    return -1;
  };
  /** The last token of `REFERENCES …` starting at k, or -1 when its shape is not the documented one. */
  const referencesEnd = (k: number) => {
    let j = k + 1;
    if (!/^(?:word|quoted_ident)$/.test(tokens[sig[j] as number]?.kind ?? '')) return -1;
    while (text(j + 1) === '.') j += 2;
    if (text(j + 1) === '(') j = closeOf(j + 1);
    if (j < 0) return -1;
    for (;;) {
      const w = word(j + 1);
      if (w === 'MATCH' && /^(?:FULL|PARTIAL|SIMPLE)$/.test(word(j + 2))) j += 2;
      else if (w === 'ON' && /^(?:DELETE|UPDATE)$/.test(word(j + 2))) {
        const a = word(j + 3);
        if (a === 'CASCADE' || a === 'RESTRICT') j += 3;
        else if (a === 'NO' && word(j + 4) === 'ACTION') j += 4;
        else if (a === 'SET' && (word(j + 4) === 'NULL' || word(j + 4) === 'DEFAULT')) {
          j += 4;
          if (text(j + 1) === '(') j = closeOf(j + 1);
          if (j < 0) return -1;
        } else return -1;
      } else if (w === 'DEFERRABLE') j += 1;
      else if (w === 'NOT' && word(j + 2) === 'DEFERRABLE') j += 2;
      else if (w === 'INITIALLY' && /^(?:DEFERRED|IMMEDIATE)$/.test(word(j + 2))) j += 2;
      else return j;
    }
  };
  const open = sig.findIndex((_, k) => text(k) === '(');
  if (word(0) !== 'CREATE' || open < 0) return null;
  // Items of the column list at bracket depth 1, with the commas that separate them.
  let depth = 0;
  let itemStart = open + 1;
  for (let k = open; k < sig.length; k++) {
    const t = text(k);
    if (t === '(') {
      depth++;
      continue;
    }
    const closing = t === ')' && depth === 1;
    if (t === ')') depth--;
    if (depth === 1 && t !== ',' && !closing) continue;
    if (!(closing || (t === ',' && depth === 1))) continue;
    // [itemStart, k) is one item.
    const end = k - 1;
    let first = itemStart;
    if (word(first) === 'CONSTRAINT') first += 2;
    if (word(first) === 'FOREIGN' && word(first + 1) === 'KEY') {
      const refs = sig.findIndex((_, j) => j > first && j <= end && word(j) === 'REFERENCES');
      if (refs < 0 || referencesEnd(refs) !== end) return null;
      // The item and the comma before it (or after it, for the first item).
      if (itemStart > open + 1) dropRange(itemStart - 1, end);
      else if (!closing) dropRange(itemStart, k);
      else return null;
    } else {
      let inner = 0;
      for (let j = itemStart; j <= end; j++) {
        if (text(j) === '(') inner++;
        else if (text(j) === ')') inner--;
        else if (inner === 0 && word(j) === 'REFERENCES') {
          const stop = referencesEnd(j);
          if (stop < 0 || stop > end) return null;
          const from = word(j - 2) === 'CONSTRAINT' ? j - 2 : j;
          dropRange(from, stop);
          j = stop;
        }
      }
    }
    itemStart = k + 1;
    if (closing) break;
  }
  if (drop.size === 0) return null;
  const kept = tokens.filter((_, i) => !drop.has(i));
  return { text: kept.map((t) => t.text).join(''), tokens: kept };
}
