import type { WorkBudget } from '../../budget.ts';
import { MAX_PIXELS, Undecodable, u16le } from './outcome.ts';
import { COEFF_UPDATE_PROBS, DEFAULT_COEFF_PROBS, KF_BMODE_PROBS } from './vp8-tables.ts';

/**
 * A VP8 key frame (RFC 6386) decodes when: the frame tag says key frame, version 0–3, shown; the start code is
 * 9D 01 2A; the size is not zero; the first partition fits in the chunk and the token partitions' sizes leave the last
 * one non-empty; and every boolean-coded value of the frame header, of every macroblock's modes (first partition) and of
 * every macroblock's coefficient tokens (token partitions) is read without the boolean decoder needing bytes past the
 * end of its partition. That last condition is libwebp's "premature end of partition": the decoder reads one more
 * byte whenever its 8-bit window runs dry, and a partition that runs dry before the frame's last value is broken.
 *
 * Only the entropy-coded syntax is decoded (modes, token trees, extra bits, signs, with their contexts); prediction,
 * the inverse transforms and the loop filter cannot fail, so pixels are not reconstructed.
 */

class BoolDecoder {
  private value = 0;
  private range = 255;
  private bitCount = 0;
  private pos: number;
  /** Normalisation shifts so far: with N bytes, libwebp reports end of data once shifts exceed 8N − 8. */
  private shifts = 0;
  private readonly limit: number;
  /** Booleans read: the work unit of a VP8 frame. */
  ops = 0;
  constructor(
    private readonly b: Uint8Array,
    start: number,
    private readonly end: number,
  ) {
    this.limit = 8 * (end - start) - 8;
    this.value = ((start < end ? (b[start] as number) : 0) << 8) | (start + 1 < end ? (b[start + 1] as number) : 0);
    this.pos = start + 2;
  }
  read(prob: number): number {
    this.ops++;
    if (this.shifts > this.limit)
      throw new Undecodable('undecodable', 'a VP8 partition ends before the frame does (premature end of data)');
    const split = 1 + (((this.range - 1) * prob) >> 8);
    const big = split << 8;
    let bit = 0;
    let range: number;
    if (this.value >= big) {
      bit = 1;
      range = this.range - split;
      this.value -= big;
    } else range = split;
    if (range < 128) {
      // normalise in one step: the byte the bit-at-a-time loop would have loaded lands at the new bit count
      const s = Math.clz32(range) - 24;
      range <<= s;
      this.value <<= s;
      this.shifts += s;
      let c = this.bitCount + s;
      if (c >= 8) {
        c -= 8;
        if (this.pos < this.end) this.value |= (this.b[this.pos] as number) << c;
        this.pos++;
      }
      this.bitCount = c;
    }
    this.range = range;
    return bit;
  }
  literal(n: number): number {
    let v = 0;
    while (n-- > 0) v = (v << 1) | this.read(128);
    return v;
  }
  signed(n: number): number {
    const v = this.literal(n);
    return this.read(128) ? -v : v;
  }
}

/** bmode_tree of RFC 6386 §11.2 (B_DC_PRED 0, B_TM_PRED 1, B_VE_PRED 2, B_HE_PRED 3, B_LD_PRED 4, B_RD_PRED 5,
 * B_VR_PRED 6, B_VL_PRED 7, B_HD_PRED 8, B_HU_PRED 9); leaves are −mode, node i uses probability i/2. */
const BMODE_TREE = [-0, 2, -1, 4, -2, 6, 8, 12, -3, 10, -5, -6, -4, 14, -7, 16, -8, -9];
/** Work units per boolean read (calibrated against the inflater's unit, one output byte). */
const VP8_OP = 5;
const BANDS = [0, 1, 2, 3, 6, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7, 0];

function readBmode(d: BoolDecoder, above: number, left: number): number {
  const base = (above * 10 + left) * 9;
  let i = 0;
  do {
    i = BMODE_TREE[i + d.read(KF_BMODE_PROBS[base + (i >> 1)] as number)] as number;
  } while (i > 0);
  return -i;
}

/** coeff_tree of RFC 6386 §13.2: leaves −token with DCT_0 = 0, ONE 1 … FOUR 4, cat1–cat6 5–10, EOB 11. */
const TOKEN_TREE = [-11, 2, -0, 4, -1, 6, 8, 12, -2, 10, -3, -4, 14, 16, -5, -6, 18, 20, -7, -8, -9, -10];
/** Probabilities of the extra bits of cat1 … cat6 (Pcat1 … Pcat6, §13.2). */
const EXTRA: number[][] = [
  [159],
  [165, 145],
  [173, 148, 140],
  [176, 155, 140, 135],
  [180, 157, 141, 134, 130],
  [254, 254, 243, 230, 196, 177, 153, 140, 133, 130, 129],
];

/**
 * Reads one block's tokens from coefficient n (RFC 6386 §13); returns the index after the last non-zero one, as
 * libwebp does. After a DCT_0 the tree is entered below its end-of-block branch. One call site per kind of read keeps
 * the boolean decoder inlined.
 */
function readCoeffs(d: BoolDecoder, probs: Uint8Array, type: number, ctx: number, n: number): number {
  const tbase = type * 264;
  let p = tbase + ((BANDS[n] as number) * 3 + ctx) * 11;
  let node = 0;
  while (n < 16) {
    let i = node;
    do {
      i = TOKEN_TREE[i + d.read(probs[p + (i >> 1)] as number)] as number;
    } while (i > 0);
    const token = -i;
    if (token === 11) return n;
    n++;
    if (token === 0) {
      if (n === 16) return 16;
      p = tbase + (BANDS[n] as number) * 33;
      node = 2;
      continue;
    }
    if (token >= 5) {
      const extra = EXTRA[token - 5] as number[];
      for (let k = 0; k < extra.length; k++) d.read(extra[k] as number);
    }
    d.read(128); // sign
    p = tbase + ((BANDS[n] as number) * 3 + (token === 1 ? 1 : 2)) * 11;
    node = 0;
  }
  return 16;
}

export function decodeVp8Frame(b: Uint8Array, o: number, len: number, budget: WorkBudget): { width: number; height: number } {
  if (len < 10) throw new Undecodable('undecodable', 'the VP8 chunk is too short for a key-frame header');
  const tag = (b[o] as number) | ((b[o + 1] as number) << 8) | ((b[o + 2] as number) << 16);
  if (tag & 1) throw new Undecodable('undecodable', 'the VP8 frame is not a key frame');
  if (((tag >> 1) & 7) > 3) throw new Undecodable('undecodable', 'the VP8 frame has an unknown version');
  if (!((tag >> 4) & 1)) throw new Undecodable('undecodable', 'the VP8 frame is not meant to be shown');
  const part0 = tag >>> 5;
  if (b[o + 3] !== 0x9d || b[o + 4] !== 0x01 || b[o + 5] !== 0x2a) throw new Undecodable('undecodable', 'the VP8 start code is missing');
  const width = u16le(b, o + 6) & 0x3fff;
  const height = u16le(b, o + 8) & 0x3fff;
  if (width === 0 || height === 0) throw new Undecodable('undecodable', 'the VP8 frame declares an empty image');
  if (width * height > MAX_PIXELS)
    throw new Undecodable('unsupported', `the VP8 frame is ${width}x${height}, beyond what decoders accept by default`);
  const first = o + 10;
  const end = o + len;
  if (first + part0 > end) throw new Undecodable('undecodable', 'the VP8 first partition does not fit in the chunk');
  const mbw = (width + 15) >> 4;
  const mbh = (height + 15) >> 4;
  if (!budget.spend(mbw * mbh * 4)) throw new Undecodable('budget', 'the VP8 frame needs more decoding work than one request may spend');

  // frame header (RFC 6386 §9.2–9.11, §19.2)
  const d = new BoolDecoder(b, first, first + part0);
  d.literal(2); // colour space, clamping type
  let updateMap = 0;
  const segProbs = [255, 255, 255];
  if (d.read(128)) {
    updateMap = d.read(128);
    if (d.read(128)) {
      d.read(128);
      for (let i = 0; i < 4; i++) if (d.read(128)) d.signed(7);
      for (let i = 0; i < 4; i++) if (d.read(128)) d.signed(6);
    }
    if (updateMap) for (let i = 0; i < 3; i++) segProbs[i] = d.read(128) ? d.literal(8) : 255;
  }
  d.literal(1 + 6 + 3); // filter type, level, sharpness
  const lfAdjust = d.read(128) && d.read(128);
  if (lfAdjust) {
    for (let i = 0; i < 8; i++) {
      const update = d.read(128);
      if (update) d.signed(6);
    }
  }
  const parts = 1 << d.literal(2);
  d.literal(7);
  for (let i = 0; i < 5; i++) if (d.read(128)) d.signed(4);
  d.read(128); // refresh entropy probabilities
  const probs = DEFAULT_COEFF_PROBS.slice();
  for (let i = 0; i < probs.length; i++) if (d.read(COEFF_UPDATE_PROBS[i] as number)) probs[i] = d.literal(8);
  const useSkip = d.read(128);
  const skipProb = useSkip ? d.literal(8) : 0;

  // token partitions (§9.5): sizes of all but the last, 3 bytes each; libwebp clamps them to what is left
  let at = first + part0;
  const sizes = at;
  if (end - at < 3 * (parts - 1)) throw new Undecodable('undecodable', 'the VP8 token partition sizes do not fit in the chunk');
  at += 3 * (parts - 1);
  const tokens: BoolDecoder[] = [];
  for (let p = 0; p < parts - 1; p++) {
    const s = Math.min(
      (b[sizes + 3 * p] as number) | ((b[sizes + 3 * p + 1] as number) << 8) | ((b[sizes + 3 * p + 2] as number) << 16),
      end - at,
    );
    tokens.push(new BoolDecoder(b, at, at + s));
    at += s;
  }
  if (at >= end) throw new Undecodable('undecodable', 'the last VP8 token partition is empty');
  tokens.push(new BoolDecoder(b, at, end));

  // macroblocks (§11, §13): modes from the first partition, tokens from partition (row mod count)
  const intraTop = new Uint8Array(4 * mbw);
  const nzTop = new Uint8Array(9 * mbw); // per column: 4 Y, 2 U, 2 V, 1 Y2
  const intraLeft = new Uint8Array(4);
  const nzLeft = new Uint8Array(9);
  const skipRow = new Uint8Array(mbw);
  const i4Row = new Uint8Array(mbw);
  for (let my = 0; my < mbh; my++) {
    intraLeft.fill(0);
    nzLeft.fill(0);
    for (let mx = 0; mx < mbw; mx++) {
      if (updateMap) {
        if (!d.read(segProbs[0] as number)) d.read(segProbs[1] as number);
        else d.read(segProbs[2] as number);
      }
      skipRow[mx] = useSkip ? d.read(skipProb) : 0;
      const i4 = d.read(145) ? 0 : 1;
      i4Row[mx] = i4;
      const top = 4 * mx;
      if (!i4) {
        // DC_PRED, V_PRED, H_PRED, TM_PRED as the subblock contexts B_DC_PRED, B_VE_PRED, B_HE_PRED, B_TM_PRED
        const ctx = d.read(156) ? (d.read(128) ? 1 : 3) : d.read(163) ? 2 : 0;
        intraTop.fill(ctx, top, top + 4);
        intraLeft.fill(ctx);
      } else {
        for (let y = 0; y < 4; y++) {
          let mode = intraLeft[y] as number;
          for (let x = 0; x < 4; x++) {
            mode = readBmode(d, intraTop[top + x] as number, mode);
            intraTop[top + x] = mode;
          }
          intraLeft[y] = mode;
        }
      }
      if (d.read(142) && d.read(114)) d.read(183);
    }
    const t = tokens[my & (parts - 1)] as BoolDecoder;
    for (let mx = 0; mx < mbw; mx++) {
      const c = 9 * mx;
      const i4 = i4Row[mx] as number;
      if (skipRow[mx]) {
        nzTop.fill(0, c, c + 8);
        nzLeft.fill(0, 0, 8);
        if (!i4) nzTop[c + 8] = nzLeft[8] = 0;
        continue;
      }
      let firstCoeff = 0;
      let yType = 3;
      if (!i4) {
        const nz = readCoeffs(t, probs, 1, (nzTop[c + 8] as number) + (nzLeft[8] as number), 0);
        nzTop[c + 8] = nzLeft[8] = nz > 0 ? 1 : 0;
        firstCoeff = 1;
        yType = 0;
      }
      for (let y = 0; y < 4; y++) {
        let l = nzLeft[y] as number;
        for (let x = 0; x < 4; x++) {
          const nz = readCoeffs(t, probs, yType, l + (nzTop[c + x] as number), firstCoeff);
          l = nz > firstCoeff ? 1 : 0;
          nzTop[c + x] = l;
        }
        nzLeft[y] = l;
      }
      for (const ch of [4, 6]) {
        for (let y = 0; y < 2; y++) {
          let l = nzLeft[ch + y] as number;
          for (let x = 0; x < 2; x++) {
            const nz = readCoeffs(t, probs, 2, l + (nzTop[c + ch + x] as number), 0);
            l = nz > 0 ? 1 : 0;
            nzTop[c + ch + x] = l;
          }
          nzLeft[ch + y] = l;
        }
      }
    }
    let ops = d.ops;
    for (const x of tokens) ops += x.ops;
    d.ops = 0;
    for (const x of tokens) x.ops = 0;
    if (!budget.spend(ops * VP8_OP + mbw))
      throw new Undecodable('budget', 'the VP8 frame needs more decoding work than one request may spend');
  }
  return { width, height };
}
