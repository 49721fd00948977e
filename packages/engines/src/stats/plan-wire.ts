import type { StatsPlan, WireTable } from './stats-plan.ts';

// The binary form of a POST /stats/plan body. A numeric column at the cells cap is 50,000 scaled integers: as JSON the
// API spent milliseconds writing them as text and the sandbox as many reading them back, one number object per cell.
// Here each such column travels as the raw bytes of a Float64Array (NaN for a cell that is not a number), so both
// sides copy memory instead of printing and parsing digits; the rest of the plan and table stays JSON.
//
//   bytes 0..3   head length H (uint32, little-endian)
//   bytes 4..4+H the head: UTF-8 JSON {plan, table, packed}; the numeric columns listed in `packed` have `m: []`
//   then zero padding to a multiple of 8, then per packed column (in `packed` order) n little-endian float64 values.
//
// A column with any cell beyond 2^52 (`big`, decimal digits) stays JSON as it was. Values are exact integers of at
// most 2^52 in magnitude, which a double holds exactly. The API's columns are already Float64Arrays (column-builder.ts),
// copied in whole; the sandbox reads each packed column as a Float64Array view of one aligned copy of the tail, which
// the stats runtime uses as it is (NaN: not a number), so neither side builds an array of per-cell values.

export const STATS_PLAN_MEDIA_TYPE = 'application/vnd.verdict.stats-plan';

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

interface Head {
  plan: StatsPlan;
  table: WireTable;
  packed: number[];
}

/** Encodes a plan and its table (the table itself is not changed). Workers and Node hosts are little-endian. */
export function encodeStatsPlanRequest(plan: StatsPlan, table: WireTable): Uint8Array {
  const packed: number[] = [];
  const cols = table.cols.map((col, c) => {
    if (!col?.num || col.num.big.length > 0 || col.num.m.length !== table.n) return col;
    packed.push(c);
    return { ...col, num: { ...col.num, m: [] as number[] } };
  });
  const head = new TextEncoder().encode(JSON.stringify({ plan, table: { ...table, cols }, packed } satisfies Head));
  const start = (4 + head.length + 7) & ~7;
  const buffer = new ArrayBuffer(start + packed.length * table.n * 8);
  new DataView(buffer).setUint32(0, head.length, true);
  new Uint8Array(buffer, 4, head.length).set(head);
  packed.forEach((c, k) => {
    const out = new Float64Array(buffer, start + k * table.n * 8, table.n);
    const m = table.cols[c]?.num?.m ?? [];
    if (m instanceof Float64Array) {
      out.set(m);
      return;
    }
    for (let i = 0; i < table.n; i++) {
      const v = m[i];
      out[i] = typeof v === 'number' ? v : Number.NaN;
    }
  });
  return new Uint8Array(buffer);
}

/** Decodes a body written by encodeStatsPlanRequest; null when it is not one (wrong lengths, bad head). */
export function decodeStatsPlanRequest(bytes: Uint8Array): { plan: unknown; table: unknown } | null {
  if (!LITTLE_ENDIAN || bytes.byteLength < 4) return null;
  const headLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  if (4 + headLength > bytes.byteLength) return null;
  let head: Partial<Head>;
  try {
    head = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes.subarray(4, 4 + headLength)));
  } catch {
    return null;
  }
  if (!head || typeof head !== 'object' || !Array.isArray(head.packed)) return null;
  const table = head.table as Partial<WireTable> | undefined;
  if (!table || !Number.isSafeInteger(table.n) || (table.n as number) < 0 || !Array.isArray(table.cols)) return null;
  const n = table.n as number;
  const start = (4 + headLength + 7) & ~7;
  if (bytes.byteLength !== start + head.packed.length * n * 8) return null;
  // A Float64Array needs an 8-byte aligned start: the body's own buffer when it has one, else an aligned copy of the tail.
  const tail =
    (bytes.byteOffset + start) % 8 === 0
      ? new Float64Array(bytes.buffer, bytes.byteOffset + start, head.packed.length * n)
      : new Float64Array(bytes.slice(start).buffer);
  const seen = new Set<number>();
  for (let k = 0; k < head.packed.length; k++) {
    const c = head.packed[k];
    const num = typeof c === 'number' ? table.cols[c]?.num : undefined;
    if (!num || seen.has(c as number) || !Array.isArray(num.m) || num.m.length !== 0) return null;
    seen.add(c as number);
    num.m = tail.subarray(k * n, (k + 1) * n);
  }
  return { plan: head.plan, table };
}
