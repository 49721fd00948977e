import { type EngineBench, benchLoopAsync as loop } from '../bench-loop.ts';
import { jpeg, png } from './test-images.ts';
import { verifyImage } from './verify-image.ts';

export async function benchImage(minMs = 300): Promise<EngineBench[]> {
  const p = png(1920, 1080);
  const j = jpeg(4032, 3024, { make: 'Canon', model: 'EOS R5', gps: { lat: 48.8566, lon: 2.3522 } });
  return [
    await loop(
      'image png dimensions claim',
      () => verifyImage({ bytes: p, claim: 'a 1920x1080 landscape PNG, 16:9, not animated' }),
      minMs,
    ),
    await loop('image jpeg exif+gps claim', () => verifyImage({ bytes: j, claim: 'taken with a Canon and has GPS' }), minMs),
  ];
}

export type { EngineBench };
