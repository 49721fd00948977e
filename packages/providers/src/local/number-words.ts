/** English number words → digits ("one hundred and twenty-five" → "125"), for the offline translator. */

import { NumberWordsReader, numberWordKind } from '@verdict/engines/text/number-words.ts';

/** The next word after part `i` (lower case), skipping spaces and hyphens; a scan, not a copy of the rest. */
function nextWord(parts: readonly string[], i: number): string | undefined {
  for (let k = i + 1; k < parts.length; k++) {
    const p = parts[k] ?? '';
    if (p.trim() !== '' && p !== '-') return p.toLowerCase();
  }
  return undefined;
}

/**
 * Replaces runs of number words with digits. Handles hyphens ("twenty-five"), "a hundred", and "and" after
 * hundred/thousand/million ("one hundred and five"). Text that is not a number word is left alone.
 */
export function replaceNumberWords(text: string): string {
  // Punctuation is split off so "twelve?" is a number word, but it ends a number ("twenty, five" is two numbers).
  const parts = text.split(/(\s+|-|[,;:?!().])/);
  const out: string[] = [];
  let reader: NumberWordsReader | null = null;
  let pending: string[] = []; // separators (and "and"/"a") held back until we know the number continues

  const flush = () => {
    if (reader) out.push(String(reader.value));
    reader = null;
  };

  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const word = part.toLowerCase();
    if (part === '' || /^\s+$/.test(part) || part === '-') {
      if (reader) pending.push(part);
      else out.push(part);
      continue;
    }
    if (numberWordKind(word) !== null) {
      if (reader?.push(word)) {
        pending = [];
        continue;
      }
      flush();
      out.push(...pending);
      pending = [];
      const fresh = new NumberWordsReader();
      fresh.push(word);
      reader = fresh;
      continue;
    }
    // "a hundred", "a thousand": the article counts as one.
    if (word === 'a' && !reader) {
      const next = nextWord(parts, i);
      const nextKind = next === undefined ? null : numberWordKind(next);
      if (nextKind === 'hundred' || nextKind === 'scale') {
        reader = NumberWordsReader.afterArticle();
        continue;
      }
    }
    if (word === 'and' && reader?.continuesWithAnd(nextWord(parts, i))) {
      pending.push(part);
      continue;
    }
    flush();
    out.push(...pending, part);
    pending = [];
  }
  flush();
  out.push(...pending);
  return out.join('');
}
