import { describe, expect, it } from 'vitest';
import { benchImage } from './bench-image.ts';
import { UnsupportedImageError } from './image-format.ts';
import { gif, jpeg, png, pngWithIdat, webp } from './test-images.ts';
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
    });
    expect(j.methods_used).toEqual(['magic_bytes', 'container_check', 'image_size', 'jpeg', 'exif']);
    expect(j.container).toMatchObject({ valid: true });
    expect((await verifyImage({ bytes: jpeg(640, 480), claim: 'x' })).metadata).toMatchObject({ has_exif: false, has_gps: false });
    expect((await verifyImage({ bytes: png(8, 8, { exif: { make: 'Nikon' } }), claim: 'x' })).metadata).toMatchObject({
      has_exif: true,
      has_gps: false,
      make: 'Nikon',
    });
    expect(
      (await verifyImage({ bytes: webp(8, 8, { exif: { model: 'Pixel 8', gps: { lat: -33.9, lon: 151.2 } } }), claim: 'x' })).metadata,
    ).toMatchObject({ has_exif: true, has_gps: true, model: 'Pixel 8' });
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
    ['width', () => png(640, 480), 'The image is 640 pixels wide', 'SUPPORTED'],
    ['height', () => png(640, 480), 'Its height is 500 px', 'REFUTED'],
    ['width comparator', () => png(640, 480), 'The width is more than 600 pixels', 'SUPPORTED'],
    ['aspect ratio', () => png(1920, 1080), 'It has a 16:9 aspect ratio', 'SUPPORTED'],
    ['wrong aspect', () => png(1920, 1080), 'aspect ratio 4:3', 'REFUTED'],
    ['square', () => png(50, 50), 'The image is square', 'SUPPORTED'],
    ['landscape', () => png(100, 50), 'A landscape picture', 'SUPPORTED'],
    ['portrait', () => png(100, 50), 'A portrait picture', 'REFUTED'],
    ['animated gif', () => gif(10, 10, 2), 'This is an animated GIF', 'SUPPORTED'],
    ['static gif', () => gif(10, 10, 1), 'This is an animated GIF', 'REFUTED'],
    ['not animated', () => png(10, 10), 'The PNG is not animated', 'SUPPORTED'],
    ['apng', () => png(10, 10, { animatedFrames: 2 }), 'a static image', 'REFUTED'],
    ['animated webp', () => webp(10, 10, { animated: true }), 'an animated WebP', 'SUPPORTED'],
    ['has exif', () => jpeg(10, 10, canon), 'The photo contains EXIF metadata', 'SUPPORTED'],
    ['no exif', () => jpeg(10, 10), 'The photo has EXIF data', 'REFUTED'],
    ['gps', () => jpeg(10, 10, canon), 'The photo is geotagged', 'SUPPORTED'],
    ['no gps', () => jpeg(10, 10, { make: 'Canon' }), 'The photo has GPS coordinates', 'REFUTED'],
    ['without gps', () => jpeg(10, 10, { make: 'Canon' }), 'The photo has no GPS data', 'SUPPORTED'],
    ['camera make', () => jpeg(10, 10, canon), 'The photo was taken with a Canon', 'SUPPORTED'],
    ['camera model', () => jpeg(10, 10, canon), 'Shot on a Canon EOS 5D', 'SUPPORTED'],
    ['wrong camera', () => jpeg(10, 10, canon), 'The photo was taken with a Nikon', 'REFUTED'],
    ['camera unknown', () => jpeg(10, 10), 'The photo was taken with a Nikon', 'INCONCLUSIVE'],
    ['combined', () => png(1920, 1080), 'a 1920x1080 landscape PNG, 16:9, not animated', 'SUPPORTED'],
    ['combined with one false part', () => png(1920, 1080), 'a 1920x1080 PNG that is animated', 'REFUTED'],
    ['semantic', () => png(64, 64), 'The image shows a cat sitting on a sofa', 'VLM_REQUIRED'],
    ['semantic plus deterministic', () => png(64, 64), 'A 64x64 PNG showing a red apple', 'VLM_REQUIRED'],
    ['semantic with false deterministic part', () => png(64, 64), 'A JPEG showing a red apple', 'REFUTED'],
    ['nothing checkable', () => png(64, 64), 'The image.', 'INCONCLUSIVE'],
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
  it('rejects a truncated file whose size cannot be read', async () => {
    expect(await errorCode(verifyImage({ bytes: png(4, 4).subarray(0, 12), claim: 'x' }))).toBe('malformed');
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
      ['JPEG without EOI', j.subarray(0, j.length - 2), /scan data/],
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

describe('image work at the 10 MB cap', () => {
  it('walks each container once: bytes checked never exceed the file', async () => {
    const { MAX_IMAGE_BYTES } = await import('./image-format.ts');
    const head = png(4000, 3000);
    // A PNG whose IDAT fills the cap: the CRC covers every byte once.
    const body = new Uint8Array(MAX_IMAGE_BYTES - head.length - 64);
    for (let i = 0; i < body.length; i++) body[i] = (i * 31) & 255;
    const big = pngWithIdat(head, body);
    const r = await verifyImage({ bytes: big, claim: 'a 4000x3000 PNG' });
    expect(r.verdict).toBe('SUPPORTED');
    expect(r.container.bytes_checked).toBeLessThanOrEqual(big.length);
    // The same file cut short is refused, after at most one pass.
    const cut = await verifyImage({ bytes: big.subarray(0, big.length - 100), claim: 'a 4000x3000 PNG' });
    expect(cut.verdict).toBe('INCONCLUSIVE');
    expect(cut.container.bytes_checked).toBeLessThanOrEqual(big.length);
  });
});
