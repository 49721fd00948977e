import { describe, expect, it } from 'vitest';
import { decodeStatsPlanRequest, encodeStatsPlanRequest } from './plan-wire.ts';
import type { StatsPlan, WireTable } from './stats-plan.ts';

const plan: StatsPlan = { where: null, groupBy: null, agg: { kind: 'correlation', x: 0, y: 2 } };

function table(): WireTable {
  return {
    n: 4,
    columns: ['a', 'label', 'b', 'huge'],
    cols: [
      { num: { s: 1, m: [15, null, -0, -4503599627370496], bad: [1], big: [], numbers: 3 } },
      { text: { codes: [0, 1, -1, 0], lower: ['x', 'y'] } },
      { num: { s: 0, m: [1, 2, 3, 4503599627370496], bad: [], big: [], numbers: 4 } },
      { num: { s: 0, m: [1, '123456789012345678901234567890', null, 2], bad: [], big: [1], numbers: 3 } },
    ],
  };
}

describe('the binary stats plan form', () => {
  it('reads back the plan and table, numeric columns as Float64Arrays (NaN: not a number)', () => {
    const sent = table();
    const decoded = decodeStatsPlanRequest(encodeStatsPlanRequest(plan, sent)) as { plan: StatsPlan; table: WireTable };
    expect(decoded.plan).toEqual(plan);
    const json = JSON.parse(JSON.stringify(sent)) as WireTable;
    expect(decoded.table.cols[1]).toEqual(json.cols[1]);
    const a = decoded.table.cols[0]?.num?.m;
    expect(a).toBeInstanceOf(Float64Array);
    // -0 reads back as a zero (the runtime never tells the two apart; the API does not write -0).
    expect(Array.from(a ?? [], (v) => (v === 0 ? 0 : v))).toEqual([15, Number.NaN, 0, -4503599627370496]);
    expect({ ...decoded.table.cols[2]?.num, m: Array.from(decoded.table.cols[2]?.num?.m ?? []) }).toEqual(json.cols[2]?.num);
    // The sender's table is left as it was.
    expect(sent.cols[0]?.num?.m).toEqual([15, null, -0, -4503599627370496]);
  });

  it('sends a Float64Array column as it is', () => {
    const sent = table();
    sent.cols[2] = { num: { s: 0, m: new Float64Array([1, Number.NaN, 3, 4503599627370496]), bad: [1], big: [], numbers: 3 } };
    const decoded = decodeStatsPlanRequest(encodeStatsPlanRequest(plan, sent)) as { table: WireTable };
    expect(Array.from(decoded.table.cols[2]?.num?.m ?? [])).toEqual([1, Number.NaN, 3, 4503599627370496]);
  });

  it('keeps a column with cells beyond 2^52 as decimal digits in the JSON head', () => {
    const decoded = decodeStatsPlanRequest(encodeStatsPlanRequest(plan, table()));
    expect((decoded as { table: WireTable }).table.cols[3]?.num?.m).toEqual([1, '123456789012345678901234567890', null, 2]);
  });

  it('refuses bodies that are not its form', () => {
    const good = encodeStatsPlanRequest(plan, table());
    expect(decodeStatsPlanRequest(new Uint8Array(2))).toBeNull();
    expect(decodeStatsPlanRequest(good.subarray(0, good.length - 8))).toBeNull();
    const longer = new Uint8Array(good.length + 8);
    longer.set(good);
    expect(decodeStatsPlanRequest(longer)).toBeNull();
    const lying = good.slice();
    new DataView(lying.buffer).setUint32(0, good.length, true);
    expect(decodeStatsPlanRequest(lying)).toBeNull();
    const notJson = good.slice();
    notJson[4] = 0x7b + 1;
    expect(decodeStatsPlanRequest(notJson)).toBeNull();
  });

  it('reads a body whose bytes do not start on an 8-byte boundary', () => {
    const good = encodeStatsPlanRequest(plan, table());
    const shifted = new Uint8Array(good.length + 3);
    shifted.set(good, 3);
    expect(decodeStatsPlanRequest(shifted.subarray(3))).toEqual(decodeStatsPlanRequest(good));
  });
});
