import { gif, jpeg, png, webp } from '@verdict/engines/image/test-images.ts';
import { describe, expect, it } from 'vitest';
import { apiKey, call, newTenant, type Tenant } from './setup/harness.ts';

let t: Tenant;
async function image(bytes: Uint8Array, claim: string, type = 'application/octet-stream') {
  t ??= await newTenant();
  const form = new FormData();
  form.set('image', new File([bytes], 'upload', { type }));
  form.set('claim', claim);
  return call('POST', '/v1/verify/image', { headers: apiKey(t), raw: form });
}

describe('POST /v1/verify/image', () => {
  it('decides format and dimensions from the bytes', async () => {
    const res = await image(png(640, 480), 'This is a 640x480 PNG image', 'image/png');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ verdict: 'SUPPORTED' });
    expect(res.json.confidence).toBeGreaterThan(0);
    expect(res.json.methods_used.length).toBeGreaterThan(0);
    expect(typeof res.json.reasoning).toBe('string');
    expect((await image(png(640, 480), 'The image is 800 pixels wide')).json.verdict).toBe('REFUTED');
  });

  it('attests a verdict when options ask for it', async () => {
    t ??= await newTenant();
    const form = new FormData();
    form.set('image', new File([png(64, 32)], 'upload.png', { type: 'image/png' }));
    form.set('claim', 'The image is 64 pixels wide');
    form.set('options', '{"include_attestation":true}');
    const res = await call('POST', '/v1/verify/image', { headers: apiKey(t), raw: form });
    expect(res.status, res.text).toBe(200);
    expect(res.json.verdict).toBe('SUPPORTED');
    expect(res.headers.get('service-attestation')).toBe(res.json.attestation);
  });

  it('checks orientation, animation and EXIF camera data', async () => {
    expect((await image(jpeg(300, 600), 'The photo is in portrait orientation', 'image/jpeg')).json.verdict).toBe('SUPPORTED');
    expect((await image(gif(10, 10, 3), 'The GIF is animated', 'image/gif')).json.verdict).toBe('SUPPORTED');
    expect((await image(webp(16, 16), 'This is a WebP image', 'image/webp')).json.verdict).toBe('SUPPORTED');
    const camera = await image(
      jpeg(100, 100, { make: 'Canon', model: 'EOS 5D', gps: { lat: 48.8566, lon: 2.3522 } }),
      'The photo has GPS data',
      'image/jpeg',
    );
    expect(camera.json.verdict).toBe('SUPPORTED');
  });

  it('confirms nothing, not even the format, about a file whose header lies over pixel data that does not fit it', async () => {
    // a 640x480 PNG whose IHDR now says 20000x20000: every CRC recomputed, so only decoding the IDAT shows the lie
    const bytes = png(640, 480);
    const v = new DataView(bytes.buffer);
    v.setUint32(16, 20000);
    v.setUint32(20, 20000);
    let c = 0xffffffff;
    for (let i = 12; i < 29; i++) {
      c ^= bytes[i] as number;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    v.setUint32(29, (c ^ 0xffffffff) >>> 0);
    for (const claim of ['This is a 20000x20000 PNG', 'This is a PNG image', 'The image is 640x480']) {
      const res = await image(bytes, claim, 'image/png');
      expect(res.status, res.text).toBe(200);
      expect(res.json.verdict, claim).toBe('INCONCLUSIVE');
      expect(res.json.container).toMatchObject({ valid: false });
      expect(res.headers.get('service-attestation')).toBeNull();
    }
  });

  it('answers VLM_REQUIRED for semantic claims', async () => {
    expect((await image(png(64, 64), 'The image shows a cat on a sofa')).json.verdict).toBe('VLM_REQUIRED');
  });

  it('rejects other formats, lying content types, oversize files and missing parts', async () => {
    expect((await image(new TextEncoder().encode('%PDF-1.7 not an image'), 'a PDF')).status).toBe(400);
    expect((await image(png(10, 10), 'a png', 'image/jpeg')).status).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(png(10, 10));
    expect((await image(big, 'a png')).status).toBe(413);
    const form = new FormData();
    form.set('claim', 'nothing');
    expect((await call('POST', '/v1/verify/image', { headers: apiKey(t), raw: form })).status).toBe(400);
  });
});
