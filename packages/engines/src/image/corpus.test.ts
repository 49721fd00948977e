/**
 * Images made by ImageMagick (corpus/make_images.py) with ImageMagick's own reading of each one as the oracle, plus
 * damaged copies. Run: ./node_modules/.bin/vitest run --project node packages/engines/src/image/corpus.test.ts
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UnsupportedImageError } from './image-format.ts';
import { type ImageVerdict, verifyImage } from './verify-image.ts';

interface Good {
  file: string;
  valid: true;
  format: string;
  width: number;
  height: number;
  frames: number;
}
interface Damaged {
  file: string;
  valid: false;
  of: string;
  imagemagick_reads: boolean;
}
const EXPECTED = JSON.parse(readFileSync(new URL('./corpus/expected.json', import.meta.url), 'utf8')) as {
  imagemagick: string;
  cases: Array<Good | Damaged>;
};
const bytes = (file: string) => new Uint8Array(readFileSync(new URL(`./corpus/files/${file}`, import.meta.url)));

async function answer(file: string, claim: string): Promise<ImageVerdict | 'REJECTED'> {
  try {
    return (await verifyImage({ bytes: bytes(file), claim })).verdict;
  } catch (error) {
    if (error instanceof UnsupportedImageError) return 'REJECTED';
    throw error;
  }
}

describe(`image corpus (${EXPECTED.imagemagick.replace(/^Version: /, '').split(' https')[0]})`, () => {
  it('confirms what ImageMagick reads, refutes what it does not, and never confirms or refutes a damaged file', async () => {
    const tally = { cases: 0, correct: 0, refused: 0, falseSupported: [] as string[], wrong: [] as string[] };
    const record = (file: string, claim: string, expected: ImageVerdict, got: ImageVerdict | 'REJECTED') => {
      tally.cases++;
      if (got === expected) tally.correct++;
      else if (got === 'INCONCLUSIVE' || got === 'REJECTED') tally.refused++;
      else if (got === 'SUPPORTED') tally.falseSupported.push(`${file}: "${claim}"`);
      else tally.wrong.push(`${file}: "${claim}" → ${got}, expected ${expected}`);
    };
    for (const c of EXPECTED.cases) {
      if (c.valid) {
        const shape = c.width === c.height ? 'square' : c.width > c.height ? 'landscape' : 'portrait';
        const claims: Array<[string, ImageVerdict]> = [
          [`a ${c.width}x${c.height} ${c.format}`, 'SUPPORTED'],
          [`a ${c.width + 1}x${c.height} ${c.format}`, 'REFUTED'],
          [`The image is ${c.height}x${c.width} pixels`, c.width === c.height ? 'SUPPORTED' : 'REFUTED'],
          [`a ${shape} image`, 'SUPPORTED'],
          [c.frames > 1 ? 'an animated image' : 'a static image', 'SUPPORTED'],
          [c.format === 'PNG' ? 'a JPEG file' : 'a PNG file', 'REFUTED'],
        ];
        for (const [claim, expected] of claims) record(c.file, claim, expected, await answer(c.file, claim));
      } else {
        // Damaged: a refusal is the only right answer when ImageMagick cannot read the file either. When ImageMagick
        // still reads it (the cut only removed bytes after the container's end), the original's answers are right too.
        const original = EXPECTED.cases.find((o): o is Good => o.valid && o.file === c.of) as Good;
        const claims: Array<[string, ImageVerdict]> = [
          [`a ${original.width}x${original.height} ${original.format}`, 'SUPPORTED'],
          [`a ${original.width}x${original.height + 7} image`, 'REFUTED'],
        ];
        for (const [claim, ifReadable] of claims) {
          const got = await answer(c.file, claim);
          tally.cases++;
          if (got === 'INCONCLUSIVE' || got === 'REJECTED' || (c.imagemagick_reads && got === ifReadable)) tally.correct++;
          else if (got === 'SUPPORTED') tally.falseSupported.push(`${c.file} (damaged): "${claim}"`);
          else tally.wrong.push(`${c.file} (damaged): "${claim}" → ${got}`);
        }
      }
    }
    const damaged = EXPECTED.cases.filter((c) => !c.valid) as Damaged[];
    console.log(
      [
        `image corpus: ${EXPECTED.cases.length} files (${damaged.length} damaged), ${tally.cases} claims: ${tally.correct} correct, ${tally.refused} refused, ${tally.falseSupported.length} false SUPPORTED, ${tally.wrong.length} other wrong`,
        `damaged files ImageMagick still reads with -regard-warnings: ${
          damaged
            .filter((d) => d.imagemagick_reads)
            .map((d) => d.file)
            .join(', ') || 'none'
        } (the engine refuses them too)`,
        ...tally.falseSupported.map((x) => `  FALSE SUPPORTED ${x}`),
        ...tally.wrong.map((x) => `  WRONG ${x}`),
      ].join('\n'),
    );
    expect(tally.falseSupported).toEqual([]);
    expect(tally.wrong).toEqual([]);
    expect(tally.refused).toBe(0);
  });
});
