import type { WorkBudget } from '../../budget.ts';
import { type DecodeOutcome, Undecodable, u16be } from './outcome.ts';

/**
 * JPEG decodes when (ITU T.81, with the limits of libjpeg-turbo's 8-bit build): the markers from SOI to EOI are complete;
 * there is one frame, Huffman-coded (SOF0 baseline, SOF1 extended or SOF2 progressive) with 8-bit samples, a non-zero
 * size up to 65500 and sampling factors 1–4; every scan names components of the frame, uses quantisation and Huffman
 * tables that are defined and well formed (tables 0 and 1 fall back to the standard ones of Annex K, as libjpeg does for
 * Motion-JPEG), follows the progression rules (G.1.1.1.1) and decodes, symbol by symbol, exactly the number of blocks
 * the frame's size and sampling give: every Huffman code valid, every coefficient index inside the block or band, no
 * bits taken past the next marker, no bytes left over before it, and every restart marker in sequence. A progressive
 * file may stop after any scan (decoders show what they have), but every component needs its first DC scan.
 *
 * Only the entropy-coded data is decoded (coefficients, not pixels): a bad Huffman code or a scan that ends early is
 * what makes libjpeg warn "Corrupt JPEG data"; dequantisation and the IDCT cannot fail.
 */

const STD_TABLES: Array<[number, number[], string]> = [
  [0x00, [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], '000102030405060708090a0b'],
  [0x01, [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], '000102030405060708090a0b'],
  [
    0x10,
    [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 125],
    '01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa',
  ],
  [
    0x11,
    [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 119],
    '000102031104052131061241510761711322328108144291a1b1c109233352f0156272d10a162434e125f11718191a262728292a35363738393a434445464748494a535455565758595a636465666768696a737475767778797a82838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9fa',
  ],
];

interface RawTable {
  counts: number[];
  values: Uint8Array;
}

interface Huffman {
  /** 9-bit lookahead: (length << 8) | symbol, or 0 when the code is longer. */
  look: Uint16Array;
  maxcode: Int32Array;
  valptr: Int32Array;
  mincode: Int32Array;
  values: Uint8Array;
}

const LOOK = 9;

function buildHuffman(t: RawTable, isDc: boolean): Huffman {
  const maxcode = new Int32Array(18).fill(-1);
  const valptr = new Int32Array(17);
  const mincode = new Int32Array(17);
  const look = new Uint16Array(1 << LOOK);
  let code = 0;
  let p = 0;
  for (let l = 1; l <= 16; l++) {
    const n = t.counts[l - 1] as number;
    if (n > 0) {
      valptr[l] = p;
      mincode[l] = code;
      for (let i = 0; i < n; i++) {
        if (l <= LOOK) {
          const shift = LOOK - l;
          for (let j = 0; j < 1 << shift; j++) look[(code << shift) | j] = (l << 8) | (t.values[p] as number);
        }
        code++;
        p++;
      }
      maxcode[l] = code - 1;
    }
    // libjpeg: a code that does not fit in its length is a bogus table (JERR_BAD_HUFF_TABLE)
    if (code > 1 << l) throw new Undecodable('undecodable', 'a Huffman table is over-subscribed');
    code <<= 1;
  }
  maxcode[17] = 0x7fffffff;
  if (isDc) for (const v of t.values) if (v > 15) throw new Undecodable('undecodable', 'a DC Huffman table has a symbol above 15');
  return { look, maxcode, valptr, mincode, values: t.values };
}

/** A table build fills 512 lookahead entries: charged to the scan that needs it. */
const TABLE_COST = 1024;

interface Component {
  id: number;
  h: number;
  v: number;
  tq: number;
  /** blocks per line / column of the component's own (non-interleaved) grid */
  bw: number;
  bh: number;
  /** blocks per line of the padded grid (whole MCUs) */
  gridW: number;
  gridH: number;
  scanned: boolean;
  /** progressive: which coefficients of each block are non-zero, two 32-bit words per block */
  nz: Uint32Array | null;
  /** progressive: the last successive-approximation bit position of each coefficient, -1 before its first scan */
  coefBits: Int8Array;
}

const MAX_DIMENSION = 65500;
/** Work units per marker segment: its bookkeeping, which an empty segment costs too (tables are charged as built). */
const SEGMENT_COST = 64;
/** Blocks whose non-zero maps a progressive decode keeps (8 bytes each): 32 MB at most. */
const MAX_PROGRESSIVE_BLOCKS = 4_194_304;

class BitReader {
  pos: number;
  buf = 0;
  cnt = 0;
  marker = false;
  /** Huffman symbols and bit fields read: the work unit of a scan. */
  ops = 0;
  /** Offsets of the last fetched bytes, to give back whole unread bytes at the end of a segment. */
  private ring = new Int32Array(8);
  private fetched = 0;
  constructor(
    private readonly b: Uint8Array,
    pos: number,
  ) {
    this.pos = pos;
  }
  /** Loads bytes until `n` bits are buffered or a marker is reached. */
  fill(n: number): void {
    const b = this.b;
    while (this.cnt < n && !this.marker) {
      const at = this.pos;
      if (at >= b.length) {
        this.marker = true;
        break;
      }
      let byte = b[at] as number;
      if (byte === 0xff) {
        let q = at + 1;
        while (q < b.length && b[q] === 0xff) q++;
        if (q < b.length && b[q] === 0) {
          this.pos = q + 1;
        } else {
          this.marker = true;
          break;
        }
        byte = 0xff;
      } else this.pos = at + 1;
      this.ring[this.fetched++ & 7] = at;
      this.buf = (this.buf << 8) | byte;
      this.cnt += 8;
    }
  }
  bits(n: number): number {
    if (n === 0) return 0;
    this.ops++;
    if (this.cnt < n) {
      this.fill(n);
      if (this.cnt < n) throw new Undecodable('undecodable', 'a scan ends before its last block (premature end of data segment)');
    }
    this.cnt -= n;
    return (this.buf >>> this.cnt) & ((1 << n) - 1);
  }
  decode(t: Huffman): number {
    this.ops++;
    if (this.cnt < 16) this.fill(16);
    if (this.cnt >= LOOK) {
      const e = t.look[(this.buf >>> (this.cnt - LOOK)) & ((1 << LOOK) - 1)] as number;
      if (e !== 0) {
        this.cnt -= e >> 8;
        return e & 0xff;
      }
    }
    let code = 0;
    for (let l = 1; l <= 16; l++) {
      code = (code << 1) | this.bits(1);
      if (code <= (t.maxcode[l] as number) && (t.maxcode[l] as number) >= 0)
        return t.values[(t.valptr[l] as number) + code - (t.mincode[l] as number)] as number;
    }
    throw new Undecodable('undecodable', 'a scan has a bad Huffman code');
  }
  /** Ends an entropy-coded segment: the rest of the current byte is padding; the next byte must start a marker. */
  finish(): number {
    const unread = this.cnt >> 3;
    const pos = unread > 0 ? (this.ring[(this.fetched - unread) & 7] as number) : this.pos;
    let q = pos;
    if (q >= this.b.length) throw new Undecodable('undecodable', 'the JPEG ends inside its scan data (truncated)');
    if (this.b[q] !== 0xff) throw new Undecodable('undecodable', 'a scan has extraneous bytes before the next marker');
    while (q + 1 < this.b.length && this.b[q + 1] === 0xff) q++;
    return q; // at the 0xFF right before the marker code
  }
  restart(pos: number): void {
    this.pos = pos;
    this.buf = 0;
    this.cnt = 0;
    this.marker = false;
  }
}

/** Work units per Huffman symbol or bit field read (calibrated against the inflater's unit, one output byte); a
 * progressive scan also keeps each block's non-zero map, so its reads cost more. */
const JPEG_OP = 3;
const JPEG_PROGRESSIVE_OP = 5;
/** Work units per MCU: the per-block bookkeeping, which an empty block costs even without bits. */
const JPEG_MCU = 4;

export function decodeJpeg(b: Uint8Array, budget: WorkBudget): DecodeOutcome {
  let width = 0;
  let height = 0;
  try {
    const qt = [false, false, false, false];
    const rawTables = new Map<number, RawTable>();
    let comps: Component[] | null = null;
    let progressive = false;
    let restartInterval = 0;
    let scans = 0;
    let hmax = 1;
    let vmax = 1;
    let mcusX = 0;
    let mcusY = 0;
    let o = 2;
    const bad = (p: string): never => {
      throw new Undecodable('undecodable', p);
    };
    for (;;) {
      if (o >= b.length) bad('the JPEG ends before its EOI marker (truncated)');
      if (b[o] !== 0xff) bad('a JPEG segment does not start with a marker');
      while (b[o + 1] === 0xff) o++;
      if (o + 1 >= b.length) bad('the JPEG ends before its EOI marker (truncated)');
      const m = b[o + 1] as number;
      o += 2;
      if (m === 0xd9) break;
      if (m === 0xd8 || (m >= 0xd0 && m <= 0xd7) || m === 0x01 || m === 0x00) bad(`the JPEG has a stray marker 0xff${m.toString(16)}`);
      if (o + 2 > b.length) bad('the JPEG ends inside a segment header (truncated)');
      const len = u16be(b, o);
      if (len < 2 || o + len > b.length) bad('a JPEG segment runs past the end of the file (truncated)');
      const d = o + 2;
      const end = o + len;
      o = end;
      if (!budget.spend(SEGMENT_COST)) throw new Undecodable('budget', 'the JPEG needs more decoding work than one request may spend');
      if (m === 0xdb) {
        let p = d;
        while (p < end) {
          const pq = (b[p] as number) >> 4;
          const tq = (b[p] as number) & 15;
          if (pq > 1 || tq > 3) bad('a DQT segment defines an impossible table');
          p += 1 + 64 * (pq + 1);
          qt[tq] = true;
        }
        if (p !== end) bad('a DQT segment has the wrong length');
      } else if (m === 0xc4) {
        let p = d;
        while (p < end) {
          const tc = (b[p] as number) >> 4;
          const th = (b[p] as number) & 15;
          if (tc > 1 || th > 3 || p + 17 > end) bad('a DHT segment defines an impossible table');
          const counts = Array.from(b.subarray(p + 1, p + 17));
          const n = counts.reduce((s, c) => s + c, 0);
          if (n > 256 || p + 17 + n > end) bad('a DHT segment defines an impossible table');
          rawTables.set((tc << 4) | th, { counts, values: b.slice(p + 17, p + 17 + n) });
          p += 17 + n;
        }
        if (p !== end) bad('a DHT segment has the wrong length');
      } else if (m === 0xdd) {
        if (len !== 4) bad('a DRI segment has the wrong length');
        restartInterval = u16be(b, d);
      } else if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) {
        if (comps) bad('the JPEG has a second frame header');
        if (m === 0xc3 || m >= 0xc5)
          throw new Undecodable('unsupported', `SOF${m - 0xc0} (lossless, hierarchical or arithmetic-coded) is not decoded here`);
        progressive = m === 0xc2;
        const precision = b[d] as number;
        height = u16be(b, d + 1);
        width = u16be(b, d + 3);
        const nf = b[d + 5] as number;
        if (len !== 8 + 3 * nf) bad('the frame header has the wrong length');
        if (precision !== 8) throw new Undecodable('unsupported', `${precision}-bit samples are not decoded by 8-bit decoders`);
        if (height === 0) bad('the frame declares height 0 (DNL is not supported by common decoders)');
        if (width === 0 || nf === 0) bad('the frame declares an empty image');
        if (width > MAX_DIMENSION || height > MAX_DIMENSION)
          bad(`the frame declares ${width}x${height}, beyond the 65500-pixel maximum of libjpeg`);
        if (nf > 10) bad('the frame declares more than 10 components');
        comps = [];
        for (let i = 0; i < nf; i++) {
          const p = d + 6 + 3 * i;
          const c: Component = {
            id: b[p] as number,
            h: (b[p + 1] as number) >> 4,
            v: (b[p + 1] as number) & 15,
            tq: b[p + 2] as number,
            bw: 0,
            bh: 0,
            gridW: 0,
            gridH: 0,
            scanned: false,
            nz: null,
            coefBits: new Int8Array(64).fill(-1),
          };
          if (c.h < 1 || c.h > 4 || c.v < 1 || c.v > 4) bad('a component has a sampling factor outside 1–4');
          if (c.tq > 3) bad('a component names quantisation table above 3');
          if (comps.some((x) => x.id === c.id)) bad('two components share an id');
          comps.push(c);
        }
        hmax = Math.max(...comps.map((c) => c.h));
        vmax = Math.max(...comps.map((c) => c.v));
        mcusX = Math.ceil(width / (8 * hmax));
        mcusY = Math.ceil(height / (8 * vmax));
        let blocks = 0;
        for (const c of comps) {
          c.bw = Math.ceil(Math.ceil((width * c.h) / hmax) / 8);
          c.bh = Math.ceil(Math.ceil((height * c.v) / vmax) / 8);
          c.gridW = mcusX * c.h;
          c.gridH = mcusY * c.v;
          blocks += c.gridW * c.gridH;
        }
        if (progressive) {
          if (blocks > MAX_PROGRESSIVE_BLOCKS)
            throw new Undecodable('budget', `a progressive ${width}x${height} image needs more memory than one request may use`);
          for (const c of comps) c.nz = new Uint32Array(c.gridW * c.gridH * 2);
        }
        if (!budget.spend(blocks)) throw new Undecodable('budget', 'the JPEG needs more decoding work than one request may spend');
      } else if (m === 0xda) {
        if (!comps) bad('a scan comes before the frame header');
        const frame = comps as Component[];
        const ns = b[d] as number;
        if (ns < 1 || ns > 4 || len !== 6 + 2 * ns) bad('a scan header has the wrong length or component count');
        const scanComps: Array<{ c: Component; dc: Huffman | null; ac: Huffman | null }> = [];
        const ss = b[d + 1 + 2 * ns] as number;
        const se = b[d + 2 + 2 * ns] as number;
        const ah = (b[d + 3 + 2 * ns] as number) >> 4;
        const al = (b[d + 3 + 2 * ns] as number) & 15;
        if (scans === 0) {
          // libjpeg installs the standard tables in slots 0 and 1 when the file defined none there (Motion-JPEG)
          for (const [key, counts, hex] of STD_TABLES)
            if (!rawTables.has(key))
              rawTables.set(key, { counts, values: Uint8Array.from(hex.match(/../g) ?? [], (x) => Number.parseInt(x, 16)) });
        }
        const table = (key: number, isDc: boolean): Huffman => {
          const t = rawTables.get(key);
          if (!t) return bad(`a scan uses Huffman table ${key >> 4 ? 'AC' : 'DC'} ${key & 15}, which is not defined`);
          if (!budget.spend(TABLE_COST)) throw new Undecodable('budget', 'the JPEG needs more decoding work than one request may spend');
          return buildHuffman(t, isDc);
        };
        const dcScan = ss === 0;
        const needDc = progressive ? dcScan && ah === 0 : true;
        const needAc = progressive ? !dcScan : true;
        for (let i = 0; i < ns; i++) {
          const id = b[d + 1 + 2 * i] as number;
          const c = frame.find((x) => x.id === id);
          if (!c) return bad(`a scan names component ${id}, which the frame does not have`);
          if (scanComps.some((x) => x.c === c)) bad('a scan names the same component twice');
          if (!qt[c.tq]) bad(`quantisation table ${c.tq} is not defined`);
          const td = (b[d + 2 + 2 * i] as number) >> 4;
          const ta = (b[d + 2 + 2 * i] as number) & 15;
          if (td > 3 || ta > 3) bad('a scan names a Huffman table above 3');
          scanComps.push({ c, dc: needDc ? table(td, true) : null, ac: needAc ? table(0x10 | ta, false) : null });
        }
        if (ns > 1 && scanComps.reduce((s, x) => s + x.c.h * x.c.v, 0) > 10) bad('an MCU has more than 10 blocks');
        if (!progressive) {
          if (ss !== 0 || se !== 63 || ah !== 0 || al !== 0) bad('a sequential scan has progressive parameters');
          for (const x of scanComps) {
            if (x.c.scanned) bad('a sequential JPEG scans a component twice');
            x.c.scanned = true;
          }
        } else {
          let wrong = dcScan ? se !== 0 : se < ss || se > 63 || ns !== 1;
          if (ah !== 0 && al !== ah - 1) wrong = true;
          if (al > 13) wrong = true;
          if (wrong) bad('a progressive scan has impossible spectral or approximation parameters');
          for (const x of scanComps) {
            if (!dcScan && (x.c.coefBits[0] as number) < 0) bad('an AC scan comes before the first DC scan of its component');
            for (let k = ss; k <= se; k++) {
              const last = x.c.coefBits[k] as number;
              if (ah !== Math.max(0, last) || (last >= 0 && ah === 0))
                bad('a progressive scan breaks the successive-approximation sequence');
              x.c.coefBits[k] = al;
            }
            x.c.scanned = true;
          }
        }
        o = decodeScan(b, end, scanComps, { progressive, ss, se, ah, al, restartInterval, mcusX, mcusY }, budget);
        scans++;
      } else if (m === 0xdc) throw new Undecodable('unsupported', 'a DNL marker is not supported by common decoders');
      else if (m === 0xcc) throw new Undecodable('unsupported', 'arithmetic coding (DAC) is not decoded here');
      else if (m >= 0xc0 && m <= 0xcf) bad(`the JPEG has an unexpected marker 0xff${m.toString(16)}`);
      // APPn, COM and other segments: skipped by their length
    }
    if (!comps) bad('the JPEG has no frame header');
    if (scans === 0) bad('the JPEG has no scan (no image data)');
    for (const c of comps as Component[]) {
      if (!c.scanned || (progressive && (c.coefBits[0] as number) < 0)) bad(`component ${c.id} has no image data`);
    }
    return {
      status: 'decoded',
      width,
      height,
      frames: 1,
      method: progressive ? 'jpeg_progressive_scan_decode' : 'jpeg_scan_decode',
      units: budget.spent,
      interlaced: progressive,
      alpha: false,
      headerWidth: width,
      headerHeight: height,
    };
  } catch (e) {
    if (!(e instanceof Undecodable)) throw e;
    return { status: e.kind, problem: e.message, units: budget.spent, headerWidth: width, headerHeight: height };
  }
}

interface ScanParams {
  progressive: boolean;
  ss: number;
  se: number;
  ah: number;
  al: number;
  restartInterval: number;
  mcusX: number;
  mcusY: number;
}

/** The scan-wide state a block decode reads and updates (kept in one object, not in closure variables). */
interface ScanState {
  br: BitReader;
  progressive: boolean;
  ss: number;
  se: number;
  ah: number;
  eobrun: number;
}

/** Decodes one block of a scan (F.2.2 sequential; G.1.2 progressive DC, AC first and AC refinement). */
function decodeBlock(st: ScanState, x: { c: Component; dc: Huffman | null; ac: Huffman | null }, bi: number): void {
  const br = st.br;
  if (!st.progressive) {
    const s = br.decode(x.dc as Huffman);
    if (s > 11) throw new Undecodable('undecodable', 'a DC difference is out of range');
    br.bits(s);
    const ac = x.ac as Huffman;
    for (let k = 1; k < 64; ) {
      const rs = br.decode(ac);
      const r = rs >> 4;
      const sz = rs & 15;
      if (sz) {
        k += r;
        if (k > 63 || sz > 10) throw new Undecodable('undecodable', 'a coefficient falls outside its block');
        br.bits(sz);
        k++;
      } else if (r === 15) {
        k += 16;
        if (k > 64) throw new Undecodable('undecodable', 'a run of zeros falls outside its block');
      } else break;
    }
    return;
  }
  const nz = x.c.nz as Uint32Array;
  if (st.ss === 0) {
    if (st.ah === 0) {
      const s = br.decode(x.dc as Huffman);
      if (s > 11) throw new Undecodable('undecodable', 'a DC difference is out of range');
      br.bits(s);
    } else br.bits(1);
    return;
  }
  const ac = x.ac as Huffman;
  const w = bi * 2;
  if (st.ah === 0) {
    if (st.eobrun > 0) {
      st.eobrun--;
      return;
    }
    for (let k = st.ss; k <= st.se; k++) {
      const rs = br.decode(ac);
      const r = rs >> 4;
      const s = rs & 15;
      if (s) {
        k += r;
        if (k > st.se || s > 10) throw new Undecodable('undecodable', 'a coefficient falls outside its spectral band');
        br.bits(s);
        nz[w + (k >> 5)] = (nz[w + (k >> 5)] as number) | (1 << (k & 31));
      } else if (r < 15) {
        st.eobrun = (1 << r) + br.bits(r) - 1;
        break;
      } else {
        k += 15;
        if (k > st.se) throw new Undecodable('undecodable', 'a run of zeros falls outside its spectral band');
      }
    }
    return;
  }
  // refinement (G.1.2.3)
  let k = st.ss;
  if (st.eobrun === 0) {
    for (; k <= st.se; k++) {
      const rs = br.decode(ac);
      let r = rs >> 4;
      const s = rs & 15;
      if (s) {
        if (s !== 1) throw new Undecodable('undecodable', 'a refinement scan has a coefficient of size other than 1');
        br.bits(1);
      } else if (r !== 15) {
        st.eobrun = 1 << r;
        if (r) st.eobrun += br.bits(r);
        break;
      }
      do {
        if (((nz[w + (k >> 5)] as number) >>> (k & 31)) & 1) br.bits(1);
        else {
          if (--r < 0) break;
        }
        k++;
      } while (k <= st.se);
      if (s) {
        if (k > st.se) throw new Undecodable('undecodable', 'a coefficient falls outside its spectral band');
        nz[w + (k >> 5)] = (nz[w + (k >> 5)] as number) | (1 << (k & 31));
      }
    }
  }
  if (st.eobrun > 0) {
    for (; k <= st.se; k++) if (((nz[w + (k >> 5)] as number) >>> (k & 31)) & 1) br.bits(1);
    st.eobrun--;
  }
}

/** Decodes one scan's entropy-coded data; returns the offset of its closing marker (0xFF). */
function decodeScan(
  b: Uint8Array,
  start: number,
  scan: Array<{ c: Component; dc: Huffman | null; ac: Huffman | null }>,
  p: ScanParams,
  budget: WorkBudget,
): number {
  const br = new BitReader(b, start);
  const opCost = p.progressive ? JPEG_PROGRESSIVE_OP : JPEG_OP;
  const single = scan.length === 1;
  const first = scan[0] as { c: Component; dc: Huffman | null; ac: Huffman | null };
  const totalMcus = single ? first.c.bw * first.c.bh : p.mcusX * p.mcusY;
  let sinceRestart = 0;
  let nextRst = 0;

  const st: ScanState = { br, progressive: p.progressive, ss: p.ss, se: p.se, ah: p.ah, eobrun: 0 };
  const block = decodeBlock;

  for (let mcu = 0; mcu < totalMcus; mcu++) {
    if (p.restartInterval && sinceRestart === p.restartInterval) {
      const at = br.finish();
      if (b[at + 1] !== 0xd0 + nextRst) throw new Undecodable('undecodable', 'a restart marker is missing or out of sequence');
      nextRst = (nextRst + 1) & 7;
      br.restart(at + 2);
      sinceRestart = 0;
      st.eobrun = 0;
    }
    sinceRestart++;
    if (single) {
      const c = first.c;
      const bx = mcu % c.bw;
      const by = (mcu / c.bw) | 0;
      block(st, first, by * c.gridW + bx);
    } else {
      const mx = mcu % p.mcusX;
      const my = (mcu / p.mcusX) | 0;
      for (const x of scan) {
        for (let v = 0; v < x.c.v; v++) for (let h = 0; h < x.c.h; h++) block(st, x, (my * x.c.v + v) * x.c.gridW + mx * x.c.h + h);
      }
    }
    if ((mcu & 255) === 255) {
      if (!budget.spend(br.ops * opCost + 256 * JPEG_MCU))
        throw new Undecodable('budget', 'the JPEG needs more decoding work than one request may spend');
      br.ops = 0;
    }
  }
  if (!budget.spend(br.ops * opCost + (totalMcus & 255) * JPEG_MCU))
    throw new Undecodable('budget', 'the JPEG needs more decoding work than one request may spend');
  const at = br.finish();
  const next = b[at + 1] ?? 0;
  if (next >= 0xd0 && next <= 0xd7) throw new Undecodable('undecodable', 'a restart marker follows the last block of a scan');
  return at;
}
