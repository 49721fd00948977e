/**
 * Routing helper: is this query already a DSL program, or natural language the service must translate first?
 * Decided on the first form only, so a program with a typo still counts as DSL and gets a precise parse error
 * instead of being sent to a translator.
 */
import { isDslHead } from './terms';

export function looksLikeLogicDsl(query: string): boolean {
  if (typeof query !== 'string') return false;
  // Skip leading whitespace and ';' comment lines.
  const text = query.replace(/^(?:\s|;[^\n]*(?:\n|$))*/, '');
  const m = /^\(\s*([^\s()]+)/.exec(text);
  if (!m) return false;
  return isDslHead(m[1] as string);
}
