import { describe, expect, it } from 'vitest';
import { benchImage } from './bench-image.ts';
import { IMAGE_DECODE_BUDGET } from './decode/index.ts';
import { UnsupportedImageError } from './image-format.ts';
import { imageWorstCases } from './image-worst-cases.ts';
import { gif, jpeg, png, pngWithIdat, webp, zlibZeros } from './test-images.ts';
import { verifyImage } from './verify-image.ts';

const canon = { make: 'Canon', model: 'Canon EOS 5D Mark IV', gps: { lat: 48.8566, lon: 2.3522 } };

async function verdict(bytes: Uint8Array, claim: string, declaredType?: string) {
  return (await verifyImage({ bytes, claim, declaredType })).verdict;
}

async function errorCode(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (e) {
    if (e instanceof UnsupportedImageError) return e.code;
    throw e;
  }
  return undefined;
}

describe('verifyImage metadata', () => {
  it('reads format, size, animation and EXIF from every supported container', async () => {
    expect((await verifyImage({ bytes: png(64, 32), claim: 'x' })).metadata).toEqual({
      format: 'png',
      width: 64,
      height: 32,
      animated: false,
      has_exif: false,
      has_gps: false,
      interlaced: false,
      alpha: true,
    });
    expect((await verifyImage({ bytes: png(10, 10, { animatedFrames: 4 }), claim: 'x' })).metadata.animated).toBe(true);
    expect((await verifyImage({ bytes: gif(20, 40, 3), claim: 'x' })).metadata).toMatchObject({
      format: 'gif',
      width: 20,
      height: 40,
      animated: true,
    });
    expect((await verifyImage({ bytes: gif(20, 40, 1), claim: 'x' })).metadata.animated).toBe(false);
    expect((await verifyImage({ bytes: webp(100, 50), claim: 'x' })).metadata).toMatchObject({
      format: 'webp',
      width: 100,
      height: 50,
      animated: false,
    });
    expect((await verifyImage({ bytes: webp(100, 50, { animated: true }), claim: 'x' })).metadata.animated).toBe(true);
    const j = await verifyImage({ bytes: jpeg(640, 480, canon), claim: 'x' });
    expect(j.metadata).toEqual({
      format: 'jpeg',
      width: 640,
      height: 480,
      animated: false,
      has_exif: true,
      has_gps: true,
      make: 'Canon',
      model: 'Canon EOS 5D Mark IV',
      interlaced: false,
      alpha: false,
    });
    expect(j.methods_used).toEqual(['magic_bytes', 'jpeg_scan_decode', 'exif']);
    expect(j.container).toMatchObject({ valid: true, status: 'decoded' });
    expect((await verifyImage({ bytes: jpeg(640, 480), claim: 'x' })).metadata).toMatchObject({ has_exif: false, has_gps: false });
    expect((await verifyImage({ bytes: png(8, 8, { exif: { make: 'Nikon' } }), claim: 'x' })).metadata).toMatchObject({
      has_exif: true,
      has_gps: false,
      make: 'Nikon',
    });
    expect(
      (await verifyImage({ bytes: webp(8, 8, { exif: { model: 'Pixel 8', gps: { lat: -33.9, lon: 151.2 } } }), claim: 'x' })).metadata,
    ).toMatchObject({ has_exif: true, has_gps: true, model: 'Pixel 8' });
    expect((await verifyImage({ bytes: jpeg(8, 6, { make: 'Sony', orientation: 6 }), claim: 'x' })).metadata).toMatchObject({
      make: 'Sony',
      orientation: 6,
    });
  });
});

describe('verifyImage claims', () => {
  const cases: Array<[string, () => Uint8Array, string, string]> = [
    ['format', () => png(64, 32), 'The image is a PNG', 'SUPPORTED'],
    ['wrong format', () => png(64, 32), 'This is a JPEG file', 'REFUTED'],
    ['negated format', () => gif(4, 4), 'It is not a PNG', 'SUPPORTED'],
    ['dimensions', () => png(640, 480), 'The image is 640x480 pixels', 'SUPPORTED'],
    ['dimensions with ×', () => png(640, 480), 'a 640 × 480 image', 'SUPPORTED'],
    ['wrong dimensions', () => png(640, 480), 'The image is 800 by 600', 'REFUTED'],
    ['thousands separator', () => png(1280, 720), 'The image is 1,280 × 720 px.', 'SUPPORTED'],
    ['thousands separator, false', () => png(1280, 720), 'The image is 1,280 × 721 px, a PNG', 'REFUTED'],
    ['thousands separator in a width', () => png(2000, 10), 'It is 2,000 pixels wide, and a PNG', 'SUPPORTED'],
    ['a contraction', () => png(640, 480), "It's a 640x480 PNG.", 'SUPPORTED'],
    ['wider than', () => png(640, 480), 'The image is wider than 1000 pixels.', 'REFUTED'],
    ['narrower than', () => png(640, 480), 'The image is narrower than 1000 pixels.', 'SUPPORTED'],
    ['taller than', () => png(640, 480), 'It is taller than 400 pixels.', 'SUPPORTED'],
    ['one pixel in height', () => png(1, 1), 'The image is larger than 1 pixel in height.', 'REFUTED'],
    ['an unchecked property stays open', () => png(640, 480), 'This sRGB PNG is 640x480.', 'VLM_REQUIRED'],
    ['interlacing is read from the header', () => png(640, 480), 'This interlaced PNG is 640x480.', 'REFUTED'],
    ['width', () => png(640, 480), 'The image is 640 pixels wide', 'SUPPORTED'],
    ['height', () => png(640, 480), 'Its height is 500 px', 'REFUTED'],
    ['width comparator', () => png(640, 480), 'The width is more than 600 pixels', 'SUPPORTED'],
    ['comparator before the number', () => png(640, 480), 'The image is more than 600 pixels wide', 'SUPPORTED'],
    ['comparator before the number, false', () => png(640, 480), 'The image is more than 640 pixels wide', 'REFUTED'],
    ['at least is inclusive', () => png(640, 480), 'The image is at least 640 pixels wide', 'SUPPORTED'],
    ['at most is inclusive', () => png(640, 480), 'It is at most 480 pixels tall', 'SUPPORTED'],
    ['no more than', () => png(640, 480), 'The image is no more than 640 pixels wide', 'SUPPORTED'],
    ['frame count', () => gif(10, 10, 3), 'The animation has 3 frames', 'SUPPORTED'],
    ['frame count, false', () => gif(10, 10, 3), 'The GIF contains 12 frames', 'REFUTED'],
    ['fewer frames than', () => gif(10, 10, 2), 'The GIF has fewer than 3 frames', 'SUPPORTED'],
    ['aspect ratio', () => png(1920, 1080), 'It has a 16:9 aspect ratio', 'SUPPORTED'],
    ['wrong aspect', () => png(1920, 1080), 'aspect ratio 4:3', 'REFUTED'],
    ['square', () => png(50, 50), 'The image is square', 'SUPPORTED'],
    ['landscape', () => png(100, 50), 'A landscape picture', 'SUPPORTED'],
    ['portrait', () => png(100, 50), 'A portrait picture', 'REFUTED'],
    ['animated gif', () => gif(10, 10, 2), 'This is an animated GIF', 'SUPPORTED'],
    ['static gif', () => gif(10, 10, 1), 'This is an animated GIF', 'REFUTED'],
    ['a static GIF names its format', () => png(10, 10), 'a static GIF', 'REFUTED'],
    ['an animated PNG names its format', () => gif(10, 10, 2), 'an animated PNG', 'REFUTED'],
    ['"non-animated" negates nothing after it', () => gif(10, 10, 1), 'a still (non-animated) GIF', 'SUPPORTED'],
    ['not animated', () => png(10, 10), 'The PNG is not animated', 'SUPPORTED'],
    ['apng', () => png(10, 10, { animatedFrames: 2 }), 'a static image', 'REFUTED'],
    ['animated webp', () => webp(10, 10, { animated: true }), 'an animated WebP', 'SUPPORTED'],
    ['has exif', () => jpeg(10, 10, canon), 'The photo contains EXIF metadata', 'SUPPORTED'],
    ['no exif', () => jpeg(10, 10), 'The photo has EXIF data', 'REFUTED'],
    // An EXIF segment with no entries: whether the photo "has EXIF" is read either way, and its GPS could not be read.
    ['an EXIF segment with no entries', () => jpeg(10, 10, {}), 'The photo has EXIF data', 'INCONCLUSIVE'],
    ['an EXIF segment with no entries says nothing of GPS', () => jpeg(10, 10, {}), 'The photo has GPS coordinates', 'INCONCLUSIVE'],
    ['gps', () => jpeg(10, 10, canon), 'The photo is geotagged', 'SUPPORTED'],
    ['no gps', () => jpeg(10, 10, { make: 'Canon' }), 'The photo has GPS coordinates', 'REFUTED'],
    ['without gps', () => jpeg(10, 10, { make: 'Canon' }), 'The photo has no GPS data', 'SUPPORTED'],
    ['camera make', () => jpeg(10, 10, canon), 'The photo was taken with a Canon', 'SUPPORTED'],
    ['camera model', () => jpeg(10, 10, canon), 'Shot on a Canon EOS 5D', 'SUPPORTED'],
    ['camera make named in the EXIF', () => jpeg(10, 10, canon), 'The camera make recorded in the EXIF is Canon', 'SUPPORTED'],
    ['EXIF make, false', () => jpeg(10, 10, canon), 'The EXIF make is Nikon', 'REFUTED'],
    ['wrong camera', () => jpeg(10, 10, canon), 'The photo was taken with a Nikon', 'REFUTED'],
    ['camera unknown', () => jpeg(10, 10), 'The photo was taken with a Nikon', 'INCONCLUSIVE'],
    ['combined', () => png(1920, 1080), 'a 1920x1080 landscape PNG, 16:9, not animated', 'SUPPORTED'],
    ['combined with one false part', () => png(1920, 1080), 'a 1920x1080 PNG that is animated', 'REFUTED'],
    ['semantic', () => png(64, 64), 'The image shows a cat sitting on a sofa', 'VLM_REQUIRED'],
    ['semantic plus deterministic', () => png(64, 64), 'A 64x64 PNG showing a red apple', 'VLM_REQUIRED'],
    ['semantic with false deterministic part', () => png(64, 64), 'A JPEG showing a red apple', 'REFUTED'],
    ['nothing checkable', () => png(64, 64), 'The image.', 'INCONCLUSIVE'],
    // EXIF orientations 5–8 display the stored pixels turned a quarter: a size claim is decided only when both readings agree.
    ['turned photo, stored width', () => jpeg(80, 60, { orientation: 6 }), 'The photo is 80 pixels wide', 'INCONCLUSIVE'],
    ['turned photo, displayed width', () => jpeg(80, 60, { orientation: 8 }), 'The photo is 60 pixels wide', 'INCONCLUSIVE'],
    ['turned photo, portrait', () => jpeg(80, 60, { orientation: 5 }), 'A portrait photo', 'INCONCLUSIVE'],
    ['turned photo, 80x60', () => jpeg(80, 60, { orientation: 7 }), 'The photo is 80x60', 'INCONCLUSIVE'],
    ['turned photo, false either way', () => jpeg(80, 60, { orientation: 6 }), 'The photo is 100 pixels wide', 'REFUTED'],
    ['turned photo, true either way', () => jpeg(80, 60, { orientation: 6 }), 'The photo is at least 50 pixels wide', 'SUPPORTED'],
    ['turned photo, not square', () => jpeg(80, 60, { orientation: 6 }), 'The photo is square', 'REFUTED'],
    ['turned square photo', () => jpeg(64, 64, { orientation: 6 }), 'The photo is 64x64', 'SUPPORTED'],
    ['upside-down photo keeps its size', () => jpeg(80, 60, { orientation: 3 }), 'The photo is 80 pixels wide', 'SUPPORTED'],
    ['mirrored photo keeps its size', () => jpeg(80, 60, { orientation: 2 }), 'A landscape photo', 'SUPPORTED'],
  ];
  for (const [name, build, claim, expected] of cases) {
    it(`${name}: "${claim}" → ${expected}`, async () => {
      const r = await verifyImage({ bytes: build(), claim });
      expect(r.verdict, r.reasoning).toBe(expected);
      expect(r.reasoning.length).toBeGreaterThan(0);
    });
  }
});

describe('verifyImage input errors', () => {
  it('rejects unsupported formats by magic bytes', async () => {
    expect(await errorCode(verifyImage({ bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), claim: 'x' }))).toBe(
      'unsupported_format',
    );
    expect(await errorCode(verifyImage({ bytes: new Uint8Array([0x42, 0x4d, 0, 0, 0, 0]), claim: 'x' }))).toBe('unsupported_format');
    expect(await errorCode(verifyImage({ bytes: new Uint8Array(0), claim: 'x' }))).toBe('empty');
  });
  it('rejects a declared type that contradicts the bytes, accepts neutral ones', async () => {
    expect(await errorCode(verifyImage({ bytes: png(4, 4), claim: 'x', declaredType: 'image/jpeg' }))).toBe('type_mismatch');
    expect(await errorCode(verifyImage({ bytes: png(4, 4), claim: 'x', declaredType: 'text/plain' }))).toBe('type_mismatch');
    expect(await verdict(png(4, 4), 'a PNG', 'image/png; charset=binary')).toBe('SUPPORTED');
    expect(await verdict(png(4, 4), 'a PNG', 'application/octet-stream')).toBe('SUPPORTED');
    expect(await verdict(jpeg(4, 4), 'a JPEG', 'image/jpg')).toBe('SUPPORTED');
  });
  it('answers INCONCLUSIVE, not an error, for a file cut before its header ends', async () => {
    const r = await verifyImage({ bytes: png(4, 4).subarray(0, 12), claim: 'a PNG' });
    expect(r.verdict).toBe('INCONCLUSIVE');
    expect(r.container).toMatchObject({ valid: false, status: 'undecodable' });
  });
});

describe('container integrity', () => {
  it('never confirms a truncated PNG: the 40-byte prefix of a 640x480 PNG (issue 15)', async () => {
    const full = png(640, 480);
    const r = await verifyImage({ bytes: full.subarray(0, 40), claim: 'a 640x480 PNG' });
    expect(r.verdict).toBe('INCONCLUSIVE');
    expect(r.confidence).toBe(0);
    expect(r.container).toMatchObject({ valid: false, problem: expect.stringMatching(/truncated/) });
    expect(r.checks.every((c) => c.outcome === 'INCONCLUSIVE')).toBe(true);
    expect((await verifyImage({ bytes: full, claim: 'a 640x480 PNG' })).verdict).toBe('SUPPORTED');
  });

  it('finds damage and truncation in every format, and refutes nothing from a broken header', async () => {
    const corrupt = png(64, 32);
    corrupt[20] = (corrupt[20] as number) ^ 0xff; // inside IHDR: its CRC no longer matches
    const withoutIend = png(64, 32).subarray(0, png(64, 32).length - 12);
    const j = jpeg(64, 32);
    const g = gif(64, 32, 2);
    const w = webp(64, 32);
    const cases: Array<[string, Uint8Array, RegExp]> = [
      ['bad CRC', corrupt, /CRC/],
      ['no IEND', withoutIend, /IEND/],
      ['JPEG without EOI', j.subarray(0, j.length - 2), /truncated/],
      ['JPEG cut inside a segment', j.subarray(0, 30), /truncated/],
      ['GIF without trailer', g.subarray(0, g.length - 1), /trailer/],
      ['WebP shorter than its RIFF size', w.subarray(0, w.length - 4), /RIFF/],
    ];
    for (const [name, bytes, problem] of cases) {
      const r = await verifyImage({ bytes, claim: 'a 100x100 image' });
      expect(r.verdict, name).toBe('INCONCLUSIVE');
      expect(r.container.problem, name).toMatch(problem);
    }
  });

  it('ignores bytes after the end marker, as decoders do', async () => {
    const tail = new Uint8Array([...png(8, 8), 1, 2, 3]);
    expect((await verifyImage({ bytes: tail, claim: 'an 8x8 PNG' })).verdict).toBe('SUPPORTED');
  });
});

describe('benchImage', () => {
  it('runs', async () => {
    for (const b of await benchImage(20)) expect(b.msPerOp).toBeGreaterThan(0);
  });
});

describe('claims hold only for decoded pixel data', () => {
  const ihdr = (w: number, h: number, depth = 8, colour = 6, interlace = 0) => {
    const head = png(1, 1).slice(0, 33);
    const v = new DataView(head.buffer);
    v.setUint32(16, w);
    v.setUint32(20, h);
    head[24] = depth;
    head[25] = colour;
    head[28] = interlace;
    return head;
  };
  /** A PNG whose header says w×h over `idat`; pngWithIdat recomputes every CRC, so only the data can give it away. */
  const lying = (w: number, h: number, idat: Uint8Array, depth = 8, colour = 6, interlace = 0) => {
    const head = ihdr(w, h, depth, colour, interlace);
    const withCrc = pngWithIdat(head, idat);
    // recompute the IHDR CRC after the edits
    const crcTable = Array.from({ length: 256 }, (_, n) => {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      return c >>> 0;
    });
    let c = 0xffffffff;
    for (let i = 12; i < 29; i++) c = (crcTable[(c ^ (withCrc[i] as number)) & 0xff] as number) ^ (c >>> 8);
    new DataView(withCrc.buffer).setUint32(29, (c ^ 0xffffffff) >>> 0);
    return withCrc;
  };
  const rows = (w: number, h: number, bpp = 4) => zlibZeros(h * (1 + w * bpp));

  it('decodes an honest PNG and confirms its header', async () => {
    expect(await verdict(lying(200, 100, rows(200, 100)), 'a 200x100 PNG')).toBe('SUPPORTED');
  });
  const cases: Array<[string, Uint8Array, RegExp]> = [
    ['IHDR larger than the data', lying(20000, 20000, rows(200, 100)), /inflates to|more than one request|beyond/],
    ['IHDR one row short of the data', lying(200, 99, rows(200, 100)), /more data than the image needs/],
    ['IHDR one row more than the data', lying(200, 101, rows(200, 100)), /inflates to \d+ bytes where the header needs/],
    ['bit depth 16 over 8-bit rows', lying(200, 100, rows(200, 100), 16), /inflates to/],
    ['interlace flag over plain rows', lying(200, 100, rows(200, 100), 8, 6, 1), /inflates to|more data/],
    ['IDAT cut in half', lying(200, 100, rows(200, 100).subarray(0, 20)), /truncated|Adler/],
    [
      'Adler-32 wrong',
      lying(
        200,
        100,
        rows(200, 100).map((b, i, a) => (i === a.length - 1 ? b ^ 1 : b)),
      ),
      /Adler-32/,
    ],
    ['data after the zlib stream', lying(200, 100, new Uint8Array([...rows(200, 100), 0])), /after the end of its zlib stream/],
    ['width 0', lying(0, 100, rows(200, 100)), /impossible size/],
  ];
  for (const [name, bytes, problem] of cases) {
    it(`PNG ${name}: every claim, the format included, is INCONCLUSIVE`, async () => {
      for (const claim of ['a PNG', 'a JPEG', 'a 200x100 image', 'a 20000x20000 image', 'a landscape image']) {
        const r = await verifyImage({ bytes, claim });
        expect(r.verdict, `${name}: ${claim}`).toBe('INCONCLUSIVE');
        expect(r.container.valid).toBe(false);
        expect(r.container.problem, name).toMatch(problem);
      }
    });
  }
  it('PNG with a filter type beyond 4 on one row', async () => {
    // stored block of 3 rows of a 2-pixel grey image: filter bytes 0, 7, 0
    const raw = new Uint8Array([0, 1, 2, 7, 3, 4, 0, 5, 6]);
    let s1 = 1;
    let s2 = 0;
    for (const b of raw) {
      s1 = (s1 + b) % 65521;
      s2 = (s2 + s1) % 65521;
    }
    const z = new Uint8Array([0x78, 0x01, 1, raw.length, 0, ~raw.length & 255, 255, ...raw, s2 >> 8, s2 & 255, s1 >> 8, s1 & 255]);
    const r = await verifyImage({ bytes: lying(2, 3, z, 8, 0), claim: 'a 2x3 PNG' });
    expect(r.container.problem).toMatch(/filter type 7/);
    const ok = z.slice();
    ok[7 + 3] = 0; // repair the filter byte and the Adler-32
    let t1 = 1;
    let t2 = 0;
    for (const b of ok.subarray(7, 7 + raw.length)) {
      t1 = (t1 + b) % 65521;
      t2 = (t2 + t1) % 65521;
    }
    ok.set([t2 >> 8, t2 & 255, t1 >> 8, t1 & 255], 7 + raw.length);
    expect(await verdict(lying(2, 3, ok, 8, 0), 'a 2x3 PNG')).toBe('SUPPORTED');
  });
  it('JPEG: a frame header that lies about the size leaves the scan short or long', async () => {
    const j = jpeg(64, 48);
    const sof = j.findIndex((b, i) => b === 0xff && j[i + 1] === 0xc0);
    const grow = j.slice();
    new DataView(grow.buffer).setUint16(sof + 5, 4800);
    new DataView(grow.buffer).setUint16(sof + 7, 6400);
    const shrink = j.slice();
    new DataView(shrink.buffer).setUint16(sof + 5, 16);
    new DataView(shrink.buffer).setUint16(sof + 7, 16);
    expect((await verifyImage({ bytes: grow, claim: 'a 6400x4800 JPEG' })).container.problem).toMatch(/ends before its last block/);
    expect((await verifyImage({ bytes: shrink, claim: 'a 16x16 JPEG' })).container.problem).toMatch(/extraneous bytes/);
    expect(await verdict(j, 'a 64x48 JPEG')).toBe('SUPPORTED');
  });
  it('GIF: LZW data cut short or a frame larger than its data is never confirmed', async () => {
    const g = gif(40, 30);
    const desc = g.indexOf(0x2c, 13 + 6 + 8);
    const taller = g.slice();
    new DataView(taller.buffer).setUint16(desc + 7, 31, true);
    expect((await verifyImage({ bytes: taller, claim: 'a GIF' })).container.problem).toMatch(/decodes to 1200 pixels/);
    expect(await verdict(g, 'a 40x30 GIF')).toBe('SUPPORTED');
  });
  it('GIF: a logical screen beyond the pixel cap is unsupported, whatever its frames hold', async () => {
    const huge = gif(40, 30).slice();
    new DataView(huge.buffer).setUint16(6, 60000, true);
    new DataView(huge.buffer).setUint16(8, 60000, true);
    const r = await verifyImage({ bytes: huge, claim: 'The GIF is 40 pixels wide' });
    expect([r.verdict, r.container.status]).toEqual(['INCONCLUSIVE', 'unsupported']);
    const wide = gif(40, 30).slice();
    new DataView(wide.buffer).setUint16(6, 400, true);
    expect(await verdict(wide, 'The GIF is 400 pixels wide')).toBe('SUPPORTED');
  });
  it('WebP: a lossless header that lies, or a VP8X canvas that disagrees with the bitstream', async () => {
    const w = webp(40, 30);
    const canvas = w.slice();
    canvas[24] = 99; // VP8X canvas width − 1
    expect((await verifyImage({ bytes: canvas, claim: 'a WebP' })).container.problem).toMatch(/VP8X canvas/);
    expect(await verdict(w, 'a 40x30 WebP')).toBe('SUPPORTED');
  });
});

describe('image work at the 10 MB cap', () => {
  it('stops a decode at the work budget and answers INCONCLUSIVE', async () => {
    const { MAX_IMAGE_BYTES } = await import('./image-format.ts');
    // 10 MB of stored deflate blocks: every byte is copied, summed and its row checked, more than the budget allows
    const w = 1600;
    const h = Math.floor((MAX_IMAGE_BYTES - 4096) / (1 + 4 * w) / 1.0002);
    const raw = new Uint8Array(h * (1 + 4 * w));
    const blocks: number[] = [0x78, 0x01];
    for (let o = 0; o < raw.length; o += 65535) {
      const n = Math.min(65535, raw.length - o);
      blocks.push(o + n === raw.length ? 1 : 0, n & 255, n >> 8, ~n & 255, (~n >> 8) & 255);
      for (let i = 0; i < n; i++) blocks.push(0);
    }
    blocks.push(0, 0, 0, 1); // Adler-32 of zeros is (n mod 65521) << 16 | 1: patched below
    const z = Uint8Array.from(blocks);
    new DataView(z.buffer).setUint32(z.length - 4, (((raw.length % 65521) << 16) | 1) >>> 0);
    const big = pngWithIdat(png(w, h).slice(0, 33), z);
    expect(big.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const r = await verifyImage({ bytes: big, claim: `a ${w}x${h} PNG` });
    expect(r.verdict).toBe('INCONCLUSIVE');
    expect(r.container.status).toBe('budget');
    expect(r.container.work_units).toBeLessThanOrEqual(IMAGE_DECODE_BUDGET + 2 * 1024 * 1024);
    // within the budget, the same kind of file decodes
    expect(await verdict(png(1000, 1000), 'a 1000x1000 PNG')).toBe('SUPPORTED');
  });
  it('every benchmarked worst case fits the upload cap and stops within the work budget', async () => {
    const { MAX_IMAGE_BYTES } = await import('./image-format.ts');
    const cases = imageWorstCases();
    expect(cases.length).toBeGreaterThanOrEqual(7);
    for (const c of cases) {
      expect(c.bytes.length, c.name).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
      const r = await verifyImage({ bytes: c.bytes, claim: 'a 10x10 image' });
      expect(['decoded', 'budget'], c.name).toContain(r.container.status);
      expect(r.container.work_units, c.name).toBeLessThanOrEqual(IMAGE_DECODE_BUDGET + 2 * 1024 * 1024);
    }
  }, 60_000);
});

describe('claim reading: sizes written as "N pixels square", "over N frames" after a verb of going round, stray numbers', () => {
  it('reads "64 pixels square" as 64×64, "loops over 5 frames" as 5 frames, and keeps a number it cannot place', async () => {
    const { parseImageClaim } = await import('./image-claims.ts');
    expect(parseImageClaim('The icon is 64 pixels square.').assertions).toContainEqual(
      expect.objectContaining({ kind: 'dimensions', width: 64, height: 64 }),
    );
    expect(parseImageClaim('The animation loops over 5 frames.').assertions).toContainEqual(
      expect.objectContaining({ kind: 'frames', value: 5, cmp: 'eq' }),
    );
    expect(parseImageClaim('It has over 5 frames.').assertions).toContainEqual(expect.objectContaining({ kind: 'frames', cmp: 'gt' }));
    expect(parseImageClaim('The square badge has 12 points.').semanticWords).toContain('12');
  });
});
