/**
 * Tool pinning: a stable hash of a tool definition, so a definition that changes after first use ("rug pull") is
 * noticed. The serialisation is canonical (keys sorted by UTF-16 code units, no whitespace, JSON number and string
 * forms as JSON.stringify writes them), so key order and formatting do not change the hash while any change of content
 * — including invisible characters — does. Strings are not Unicode-normalised on purpose.
 */
import { GUARD_LIMITS } from './limits.ts';
import { GuardLimitError } from './types.ts';

export function canonicalJson(value: unknown): string {
  return serialise(value, new Set(), { nodes: 0 });
}

/** Recursion depth is bounded by the depth cap (far from the stack limit) and the work by the node cap. */
function serialise(value: unknown, stack: Set<object>, work: { nodes: number }): string {
  if (++work.nodes > GUARD_LIMITS.canonicalNodes) throw new GuardLimitError('canonical_json_nodes', GUARD_LIMITS.canonicalNodes);
  if (stack.size > GUARD_LIMITS.depth) throw new GuardLimitError('canonical_json_depth', GUARD_LIMITS.depth);
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('canonicalJson: bigint is not representable in JSON');
    case 'function':
    case 'symbol':
      return 'null';
    default:
      break;
  }
  const obj = value as object;
  if (stack.has(obj)) throw new TypeError('canonicalJson: cyclic structure');
  stack.add(obj);
  let out: string;
  if (Array.isArray(obj)) {
    out = `[${obj.map((v) => serialise(v, stack, work)).join(',')}]`;
  } else {
    const entries = Object.entries(obj as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    out = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v, stack, work)}`).join(',')}}`;
  }
  stack.delete(obj);
  return out;
}

/** SHA-256 (hex, lower case) of the canonical JSON of a tool definition. */
export async function toolDefinitionHash(schema: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(schema));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}
