import { type EngineBench, benchLoopAsync as loop } from '../bench-loop.ts';
import { imageWorstCases } from './image-worst-cases.ts';
import { jpeg, png } from './test-images.ts';
import { verifyImage } from './verify-image.ts';

/**
 * Typical small uploads (each decoded in full before any claim is checked), then the costliest input per codec family
 * at the work budget, timed inside workerd.
 */
export async function benchImage(minMs = 300): Promise<EngineBench[]> {
  const p = png(640, 480);
  const j = jpeg(1024, 768, { make: 'Canon', model: 'EOS R5', gps: { lat: 48.8566, lon: 2.3522 } });
  const rows = [
    await loop('image png dimensions claim', () => verifyImage({ bytes: p, claim: 'a 640x480 landscape PNG, 4:3, not animated' }), minMs),
    await loop('image jpeg exif+gps claim', () => verifyImage({ bytes: j, claim: 'taken with a Canon and has GPS' }), minMs),
  ];
  for (const c of imageWorstCases())
    rows.push(await loop(`image worst: ${c.name}`, () => verifyImage({ bytes: c.bytes, claim: 'a 10x10 image' }), Math.min(minMs, 100), 5));
  return rows;
}

export type { EngineBench };
