/**
 * Key of an agent action for the "third consecutive identical action" rule: the tool (or engine) and the query,
 * NFKC-folded, lower-cased, with whitespace collapsed and trailing punctuation removed, so "7*6", " 7*6 " and "7*6?"
 * are the same action while "7*7" is not. The pair is JSON-encoded, so no query can forge another tool's key.
 */
export function normaliseAction(query: string, tool?: string): string {
  return JSON.stringify([fold(tool ?? ''), fold(query)]);
}

function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u0000]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.,;:!?…。！？、]+$/u, '');
}
