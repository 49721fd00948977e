import type { WorkBudget } from '../../budget.ts';

/**
 * A zlib (RFC 1950) / deflate (RFC 1951) inflater that keeps only a sliding window and hands the output to a sink in
 * chunks, so a PNG's rows can be checked without holding the whole image. It is strict where zlib is: over-subscribed or
 * (except for a lone length-1 code) incomplete codes, stored blocks whose LEN and NLEN disagree, codes 286/287 and
 * distance codes 30/31, distances before the start of the output or beyond the header's window, a missing or wrong
 * Adler-32, and input that ends early are all errors. Work is counted: one unit per output byte and per input byte,
 * plus the table sizes it builds; when the budget runs out the inflater stops and says so.
 */
export type InflateOutcome =
  | { ok: true; consumed: number; produced: number }
  | { ok: false; budget: boolean; problem: string; produced: number };

/** Receives output [start, end) of `buf`; returns a problem to stop inflating, or null to go on. */
export type InflateSink = (buf: Uint8Array, start: number, end: number) => string | null;

const WINDOW = 32768;
const CHUNK = 1 << 18;

const LEN_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385,
  24577,
];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const FAST = 10;

class DeflateError extends Error {}

/**
 * A canonical Huffman code: a direct table for codes up to FAST bits (entry = symbol << 4 | length, 0 = longer code or
 * unused), and the counts/symbols lists for the rare longer codes (decoded bit by bit from the FAST+1-th bit).
 */
interface Code {
  fast: Int32Array;
  fastBits: number;
  count: Uint16Array;
  symbol: Uint16Array;
  maxLen: number;
}

function buildCode(lengths: Uint8Array, n: number, kind: 'lengths' | 'literals' | 'distances', budget: WorkBudget): Code {
  const count = new Uint16Array(16);
  for (let i = 0; i < n; i++) {
    const l = lengths[i] as number;
    count[l] = (count[l] as number) + 1;
  }
  count[0] = 0;
  let left = 1;
  let maxLen = 0;
  for (let len = 1; len <= 15; len++) {
    left <<= 1;
    left -= count[len] as number;
    if (left < 0) throw new DeflateError(`over-subscribed ${kind} code`);
    if ((count[len] as number) > 0) maxLen = len;
  }
  // zlib accepts an incomplete code only when it is a single code of length 1 (one symbol used); never for code lengths.
  if (left > 0 && (kind === 'lengths' || maxLen !== 1)) {
    if (maxLen === 0 && kind === 'distances') {
      // no distance codes at all: legal as long as the block uses no match (checked when one is decoded)
    } else throw new DeflateError(`incomplete ${kind} code`);
  }
  const offs = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offs[len + 1] = (offs[len] as number) + (count[len] as number);
  const symbol = new Uint16Array(n);
  for (let s = 0; s < n; s++) {
    const l = lengths[s] as number;
    if (l !== 0) {
      symbol[offs[l] as number] = s;
      offs[l] = (offs[l] as number) + 1;
    }
  }
  const fastBits = Math.min(FAST, Math.max(1, maxLen));
  const fast = new Int32Array(1 << fastBits);
  budget.spend((1 << fastBits) + n);
  // canonical codes, written bit-reversed (deflate sends Huffman codes most significant bit first)
  const next = new Uint16Array(16);
  let code = 0;
  for (let len = 1; len <= 15; len++) {
    next[len] = code;
    code = (code + (count[len] as number)) << 1;
  }
  for (let s = 0; s < n; s++) {
    const l = lengths[s] as number;
    if (l === 0 || l > fastBits) continue;
    const c = next[l] as number;
    next[l] = c + 1;
    let rev = 0;
    for (let i = 0; i < l; i++) rev |= ((c >> i) & 1) << (l - 1 - i);
    for (let j = rev; j < 1 << fastBits; j += 1 << l) fast[j] = (s << 4) | l;
  }
  return { fast, fastBits, count, symbol, maxLen };
}

let FIXED: { lit: Code; dist: Code } | null = null;
function fixedCodes(budget: WorkBudget): { lit: Code; dist: Code } {
  if (!FIXED) {
    const l = new Uint8Array(288);
    l.fill(8, 0, 144);
    l.fill(9, 144, 256);
    l.fill(7, 256, 280);
    l.fill(8, 280, 288);
    const d = new Uint8Array(32).fill(5); // 30 and 31 complete the code and are rejected when decoded
    FIXED = { lit: buildCode(l, 288, 'literals', budget), dist: buildCode(d, 32, 'distances', budget) };
  }
  return FIXED;
}

/** Slow path of a Huffman decode: walks the canonical code bit by bit (codes longer than FAST bits). Returns
 * (symbol << 5) | bits used, or -1 for a bit pattern that is not a code. */
function slowDecode(c: Code, bitBuf: number): number {
  let code = 0;
  let first = 0;
  let index = 0;
  for (let len = 1; len <= 15; len++) {
    code |= (bitBuf >>> (len - 1)) & 1;
    const cnt = c.count[len] as number;
    if (code - cnt < first) return ((c.symbol[index + (code - first)] as number) << 5) | len;
    index += cnt;
    first += cnt;
    first <<= 1;
    code <<= 1;
  }
  return -1;
}

interface FlushState {
  out: Uint8Array;
  flushed: number;
  produced: number;
  s1: number;
  s2: number;
  problem: string | null;
  budget: WorkBudget;
  sink: InflateSink;
  maxOutput: number;
  /** Input offset at the last flush: input bytes are charged too (a literal costs more than a copied byte). */
  lastIp: number;
}

/** Work units per input byte, on top of one unit per output byte. */
const INPUT_WEIGHT = 4;

/** Hands out[flushed, op) to the sink and keeps the last WINDOW bytes; returns the new write position, or -1. */
function flush(st: FlushState, op: number, ip: number): number {
  const out = st.out;
  let s1 = st.s1;
  let s2 = st.s2;
  for (let i = st.flushed; i < op; ) {
    const end = Math.min(op, i + 3800);
    for (; i < end; i++) {
      s1 += out[i] as number;
      s2 += s1;
    }
    s1 %= 65521;
    s2 %= 65521;
  }
  st.s1 = s1;
  st.s2 = s2;
  const n = op - st.flushed;
  st.produced += n;
  if (st.produced > st.maxOutput) st.problem = 'the stream holds more data than the image needs';
  else if (!st.budget.spend(n + INPUT_WEIGHT * Math.max(0, ip - st.lastIp))) st.problem = 'work budget';
  else st.problem = st.sink(out, st.flushed, op);
  if (st.problem) return -1;
  if (op > WINDOW) {
    out.copyWithin(0, op - WINDOW, op);
    op = WINDOW;
  }
  st.flushed = op;
  st.lastIp = ip;
  return op;
}

/**
 * Inflates the zlib stream in `input`. Returns how many bytes the stream used (the caller decides whether trailing
 * bytes are allowed; libpng warns "extra compressed data"). `maxOutput` stops a stream that produces more than the
 * caller expects. The hot loop keeps its state in locals (no closures) so V8 keeps it in registers.
 */
export function inflateZlib(input: Uint8Array, budget: WorkBudget, sink: InflateSink, maxOutput: number): InflateOutcome {
  const inLen = input.length;
  const out = new Uint8Array(WINDOW + CHUNK + 258);
  const LIMIT = WINDOW + CHUNK;
  const st: FlushState = { out, flushed: 0, produced: 0, s1: 1, s2: 0, problem: null, budget, sink, maxOutput, lastIp: 0 };
  let ip = 2;
  let bitBuf = 0;
  let bitCnt = 0;
  let op = 0;
  const fail = (problem: string, isBudget = false): InflateOutcome => ({ ok: false, budget: isBudget, problem, produced: st.produced });
  const flushFail = () => fail(st.problem ?? 'stopped', st.problem === 'work budget');

  if (inLen < 2) return fail('the zlib stream is empty');
  const cmf = input[0] as number;
  const flg = input[1] as number;
  if ((cmf & 15) !== 8 || cmf >> 4 > 7) return fail('the zlib header names no deflate stream');
  if ((cmf * 256 + flg) % 31 !== 0) return fail('the zlib header check fails');
  if (flg & 0x20) return fail('the zlib stream needs a preset dictionary');
  const windowSize = 1 << ((cmf >> 4) + 8);
  const lengths = new Uint8Array(320);
  let final = 0;
  try {
    do {
      while (bitCnt < 3) {
        bitBuf |= (ip < inLen ? (input[ip] as number) : 0) << bitCnt;
        ip++;
        bitCnt += 8;
      }
      final = bitBuf & 1;
      const type = (bitBuf >>> 1) & 3;
      bitBuf >>>= 3;
      bitCnt -= 3;
      if (type === 0) {
        // drop the rest of the current byte; give back whole bytes read ahead
        ip -= bitCnt >> 3;
        bitBuf = 0;
        bitCnt = 0;
        if (ip + 4 > inLen) return fail('the deflate stream ends inside a stored block header');
        const len = (input[ip] as number) | ((input[ip + 1] as number) << 8);
        const nlen = (input[ip + 2] as number) | ((input[ip + 3] as number) << 8);
        ip += 4;
        if ((len ^ 0xffff) !== nlen) return fail('a stored block has LEN and NLEN that disagree');
        if (ip + len > inLen) return fail('the deflate stream ends inside a stored block');
        let copied = 0;
        while (copied < len) {
          const n = Math.min(len - copied, LIMIT - op);
          out.set(input.subarray(ip + copied, ip + copied + n), op);
          op += n;
          copied += n;
          if (op >= LIMIT) {
            op = flush(st, op, ip);
            if (op < 0) return flushFail();
          }
        }
        ip += len;
        continue;
      }
      if (type === 3) return fail('a deflate block has the reserved type 3');
      let lit: Code;
      let dist: Code;
      if (type === 1) ({ lit, dist } = fixedCodes(budget));
      else {
        const header = readDynamicHeader(input, ip, bitBuf, bitCnt, lengths, budget);
        if (typeof header === 'string') return fail(header);
        ({ lit, dist } = header);
        ip = header.ip;
        bitBuf = header.bitBuf;
        bitCnt = header.bitCnt;
      }
      const litFast = lit.fast;
      const litMask = (1 << lit.fastBits) - 1;
      const distFast = dist.fast;
      const distMask = (1 << dist.fastBits) - 1;
      for (;;) {
        if (bitCnt < 15) {
          bitBuf |= (ip < inLen ? (input[ip] as number) : 0) << bitCnt;
          ip++;
          bitBuf |= (ip < inLen ? (input[ip] as number) : 0) << (bitCnt + 8);
          ip++;
          bitCnt += 16;
        }
        let e = litFast[bitBuf & litMask] as number;
        if (e === 0) {
          e = slowDecode(lit, bitBuf);
          if (e < 0) return fail('an invalid Huffman code');
          e = ((e >> 5) << 4) | (e & 31);
        }
        const l0 = e & 15;
        bitBuf >>>= l0;
        bitCnt -= l0;
        const sym = e >> 4;
        if (sym < 256) {
          out[op++] = sym;
          if (op >= LIMIT) {
            op = flush(st, op, ip);
            if (op < 0) return flushFail();
            if (ip - (bitCnt >> 3) > inLen) return fail('the deflate stream is truncated');
          }
          continue;
        }
        if (sym === 256) break;
        const li = sym - 257;
        if (li >= 29) return fail('an invalid length code');
        // up to 5 extra length bits, then up to 15 distance code bits and 13 extra bits: refill twice
        if (bitCnt < 20) {
          bitBuf |= (ip < inLen ? (input[ip] as number) : 0) << bitCnt;
          ip++;
          bitCnt += 8;
          if (bitCnt < 20) {
            bitBuf |= (ip < inLen ? (input[ip] as number) : 0) << bitCnt;
            ip++;
            bitCnt += 8;
          }
        }
        const le = LEN_EXTRA[li] as number;
        const len = (LEN_BASE[li] as number) + (bitBuf & ((1 << le) - 1));
        bitBuf >>>= le;
        bitCnt -= le;
        if (dist.maxLen === 0) return fail('a match in a block without distance codes');
        let d = distFast[bitBuf & distMask] as number;
        if (d === 0) {
          d = slowDecode(dist, bitBuf);
          if (d < 0) return fail('an invalid Huffman code');
          d = ((d >> 5) << 4) | (d & 31);
        }
        const dl = d & 15;
        bitBuf >>>= dl;
        bitCnt -= dl;
        const ds = d >> 4;
        if (ds >= 30) return fail('an invalid distance code');
        const de = DIST_EXTRA[ds] as number;
        while (bitCnt < de) {
          bitBuf |= (ip < inLen ? (input[ip] as number) : 0) << bitCnt;
          ip++;
          bitCnt += 8;
        }
        const dd = (DIST_BASE[ds] as number) + (bitBuf & ((1 << de) - 1));
        bitBuf >>>= de;
        bitCnt -= de;
        if (dd > st.produced + (op - st.flushed) || dd > windowSize) return fail('a distance reaches before the start of the data');
        let from = op - dd;
        if (dd >= len && len > 32) {
          out.copyWithin(op, from, from + len);
          op += len;
        } else if (dd === 1) {
          out.fill(out[from] as number, op, op + len); // a run of one byte: the commonest long match
          op += len;
        } else {
          const end = op + len;
          while (op < end) out[op++] = out[from++] as number;
        }
        if (op >= LIMIT) {
          op = flush(st, op, ip);
          if (op < 0) return flushFail();
          if (ip - (bitCnt >> 3) > inLen) return fail('the deflate stream is truncated');
        }
      }
      if (ip - (bitCnt >> 3) > inLen) return fail('the deflate stream is truncated');
    } while (!final);
  } catch (e) {
    if (e instanceof DeflateError) return fail(e.message);
    throw e;
  }
  op = flush(st, op, ip);
  if (op < 0) return flushFail();
  // the Adler-32 starts at the next byte boundary
  const at = ip - (bitCnt >> 3);
  if (at > inLen) return fail('the deflate stream is truncated');
  if (at + 4 > inLen) return fail('the zlib stream ends before its Adler-32');
  const want =
    (((input[at] as number) << 24) | ((input[at + 1] as number) << 16) | ((input[at + 2] as number) << 8) | (input[at + 3] as number)) >>>
    0;
  if (want !== ((st.s2 << 16) | st.s1) >>> 0) return fail('the Adler-32 of the inflated data does not match');
  return { ok: true, consumed: at + 4, produced: st.produced };
}

/** Reads a dynamic block's code lengths (RFC 1951 §3.2.7) and builds its two codes. */
function readDynamicHeader(
  input: Uint8Array,
  ip0: number,
  bitBuf0: number,
  bitCnt0: number,
  lengths: Uint8Array,
  budget: WorkBudget,
): { lit: Code; dist: Code; ip: number; bitBuf: number; bitCnt: number } | string {
  const inLen = input.length;
  let ip = ip0;
  let bitBuf = bitBuf0;
  let bitCnt = bitCnt0;
  const bits = (n: number): number => {
    while (bitCnt < n) {
      bitBuf |= (ip < inLen ? (input[ip] as number) : 0) << bitCnt;
      ip++;
      bitCnt += 8;
    }
    const v = bitBuf & ((1 << n) - 1);
    bitBuf >>>= n;
    bitCnt -= n;
    return v;
  };
  const hlit = bits(5) + 257;
  const hdist = bits(5) + 1;
  const hclen = bits(4) + 4;
  if (hlit > 286 || hdist > 30) return 'a dynamic block declares too many codes';
  const cl = new Uint8Array(19);
  for (let i = 0; i < hclen; i++) cl[CL_ORDER[i] as number] = bits(3);
  const clCode = buildCode(cl, 19, 'lengths', budget);
  lengths.fill(0);
  let i = 0;
  while (i < hlit + hdist) {
    while (bitCnt < 15) {
      bitBuf |= (ip < inLen ? (input[ip] as number) : 0) << bitCnt;
      ip++;
      bitCnt += 8;
    }
    let e = clCode.fast[bitBuf & ((1 << clCode.fastBits) - 1)] as number;
    if (e === 0) {
      e = slowDecode(clCode, bitBuf);
      if (e < 0) return 'an invalid Huffman code';
      e = ((e >> 5) << 4) | (e & 31);
    }
    bitBuf >>>= e & 15;
    bitCnt -= e & 15;
    const sym = e >> 4;
    if (sym < 16) lengths[i++] = sym;
    else {
      let rep = 0;
      let val = 0;
      if (sym === 16) {
        if (i === 0) return 'a repeat code has no previous length';
        val = lengths[i - 1] as number;
        rep = 3 + bits(2);
      } else if (sym === 17) rep = 3 + bits(3);
      else rep = 11 + bits(7);
      if (i + rep > hlit + hdist) return 'code lengths overflow the declared count';
      lengths.fill(val, i, i + rep);
      i += rep;
    }
  }
  if (lengths[256] === 0) return 'the block has no end-of-block code';
  const lit = buildCode(lengths.subarray(0, hlit), hlit, 'literals', budget);
  const dist = buildCode(lengths.subarray(hlit, hlit + hdist), hdist, 'distances', budget);
  return { lit, dist, ip, bitBuf, bitCnt };
}
