import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gif, jpeg, png } from './test-images.ts';
import { verifyImage } from './verify-image.ts';

type Verdict = 'SUPPORTED' | 'REFUTED' | 'VLM_REQUIRED' | 'INCONCLUSIVE';
type Case = [claim: string, bytes: () => Uint8Array, expected: Verdict];

const file = (name: string) => () => new Uint8Array(readFileSync(new URL(`./corpus/files/${name}`, import.meta.url)));
const progressive = file('jpeg-progressive-300x200.jpg');
const adam7 = file('png-interlaced-120x80.png');
const fullHd = file('png-1920x1080.png');
const nikon = { make: 'NIKON', model: 'D750', gps: { lat: 45.5, lon: 9.2 } };

// Each group: the wordings of one fact read by its grammar, then twins that look alike and must not get the answer.
const groups: Record<string, Case[]> = {
  'interlace: the word, a noun of the same fact after it, and verbs of storing': [
    ['This JPEG was encoded with progressive scans.', progressive, 'SUPPORTED'],
    ['This JPEG was encoded with progressive scans.', () => jpeg(24, 24), 'REFUTED'],
    ['The picture is stored in interlaced mode.', adam7, 'SUPPORTED'],
    ['The picture is stored in interlaced mode.', () => png(12, 12), 'REFUTED'],
    ['The PNG uses Adam7 interlacing.', adam7, 'SUPPORTED'],
    ['The JPEG was saved without progressive encoding.', progressive, 'REFUTED'],
    // a noun outside the fact's own ("rendering" is what a browser does) and "baseline" are not read
    ['The JPEG uses progressive rendering.', progressive, 'VLM_REQUIRED'],
    ['The file is a baseline JPEG.', () => jpeg(24, 24), 'VLM_REQUIRED'],
    ['The still is from a progressive scan source.', progressive, 'VLM_REQUIRED'],
  ],
  'frame count: verbs of playing through, compounds and totals': [
    ['The GIF plays through three frames.', () => gif(10, 10, 3), 'SUPPORTED'],
    ['The GIF plays through three frames.', () => gif(10, 10, 4), 'REFUTED'],
    ['This animation cycles over exactly 3 frames.', () => gif(10, 10, 3), 'SUPPORTED'],
    ['It is a 3-frame GIF.', () => gif(10, 10, 3), 'SUPPORTED'],
    ['It is a 3-frame GIF.', () => gif(10, 10, 2), 'REFUTED'],
    ['The animation lasts 3 frames in total.', () => gif(10, 10, 3), 'SUPPORTED'],
    ['The GIF spans more than 2 frames.', () => gif(10, 10, 3), 'SUPPORTED'],
    ['The GIF spans more than 2 frames.', () => gif(10, 10, 2), 'REFUTED'],
    ["The GIF's frame count is 3.", () => gif(10, 10, 3), 'SUPPORTED'],
    ['The number of frames is at least 4.', () => gif(10, 10, 3), 'REFUTED'],
    // a time is a duration, not a count; what a frame lasts is a delay; neither is read
    ['The GIF runs for three seconds.', () => gif(10, 10, 3), 'VLM_REQUIRED'],
    ['Each frame lasts 3 seconds.', () => gif(10, 10, 3), 'VLM_REQUIRED'],
    ['The frame count is 3 per second.', () => gif(10, 10, 3), 'VLM_REQUIRED'],
  ],
  'named sizes: a gloss must agree with the numbers; alone, only the exact size decides, one way': [
    ['The wallpaper is 1920x1080 (Full HD).', fullHd, 'SUPPORTED'],
    ['The wallpaper is 1920x1080 (Full HD).', () => png(1280, 720), 'REFUTED'],
    ['The screenshot is 1080p, 1920 by 1080 pixels.', fullHd, 'SUPPORTED'],
    ['The image is VGA (640x480).', () => png(640, 480), 'SUPPORTED'],
    ['The wallpaper is Full HD.', fullHd, 'SUPPORTED'],
    ['The wallpaper is not Full HD.', fullHd, 'REFUTED'],
    // a name beside other numbers contradicts them; a word in brackets that is no size name stays content
    ['The image is 1920x1080 (4K).', fullHd, 'INCONCLUSIVE'],
    ['The image is 1920x1080 (cropped).', fullHd, 'VLM_REQUIRED'],
    // alone, a size other than the named one is not refuted: the name may be used loosely
    ['The wallpaper is Full HD.', () => png(1280, 720), 'INCONCLUSIVE'],
    ['The wallpaper is not Full HD.', () => png(1280, 720), 'INCONCLUSIVE'],
    // names of two sizes in use, and names compared, are not read alone
    ['The frame grab is HD.', () => png(1280, 720), 'VLM_REQUIRED'],
    ['The image is HD.', () => png(1280, 720), 'INCONCLUSIVE'],
    ['The screenshot is bigger than Full HD.', () => png(2560, 1440), 'VLM_REQUIRED'],
    ['The wallpaper is Full HD or larger.', fullHd, 'VLM_REQUIRED'],
    // "Full HD+" names wider phone screens, not 1920x1080
    ['The wallpaper is Full HD+.', fullHd, 'VLM_REQUIRED'],
  ],
  'sizes: sides, dimensions, "across", singular units and multiples': [
    ['The icon measures 48 px on each side.', () => png(48, 48), 'SUPPORTED'],
    ['The icon measures 48 px on each side.', () => png(48, 50), 'REFUTED'],
    ['The photo is under 100 pixels in both dimensions.', () => png(90, 80), 'SUPPORTED'],
    ['The photo is under 100 pixels in both dimensions.', () => png(90, 120), 'INCONCLUSIVE'],
    ['The photo is under 100 pixels in both dimensions.', () => png(120, 130), 'REFUTED'],
    ['The image is 2 pixel by 3 pixels.', () => png(2, 3), 'SUPPORTED'],
    ['The image is 120 pixels across.', () => png(120, 40), 'SUPPORTED'],
    ['The image is 120 pixels across.', () => png(121, 40), 'REFUTED'],
    ['The image is three times as wide as it is tall.', () => png(300, 100), 'SUPPORTED'],
    ['The image is three times as wide as it is tall.', () => png(300, 150), 'REFUTED'],
    ['The image is half as wide as it is tall.', () => png(50, 100), 'SUPPORTED'],
    ["The picture's width is twice its height.", () => png(64, 32), 'SUPPORTED'],
    // "either" offers alternatives; a side named by place and "times wider" are not read
    ['The photo is under 100 pixels in either dimension.', () => png(90, 80), 'VLM_REQUIRED'],
    // under a negated bound, "either" is each of them
    ['The photo is no wider than 100 pixels in either dimension.', () => png(90, 80), 'SUPPORTED'],
    ['The photo is no wider than 100 pixels in either dimension.', () => png(190, 180), 'REFUTED'],
    ['The photo is no wider than 100 pixels in either dimension.', () => png(90, 180), 'INCONCLUSIVE'],
    ['The photo is not 100 pixels in either dimension.', () => png(90, 80), 'VLM_REQUIRED'],
    // "exceed" is a bound, so "does not exceed 100" holds at 100
    ['The height does not exceed 100 pixels.', () => png(90, 100), 'SUPPORTED'],
    ['The height does not exceed 100 pixels.', () => png(90, 101), 'REFUTED'],
    // "exact" leaves no tolerance: 1366x768 is within 1% of 16:9 but not exactly it
    ['The image has an exact 16:9 aspect ratio.', () => png(1366, 768), 'REFUTED'],
    ['The image has a 16:9 aspect ratio.', () => png(1366, 768), 'INCONCLUSIVE'],
    ['The image has an exact 16:9 aspect ratio.', () => png(1280, 720), 'SUPPORTED'],
    ['The image is three times wider than tall.', () => png(300, 100), 'VLM_REQUIRED'],
  ],
  'the longer or shorter side, and the pixel count': [
    ['The picture is under 250 px on its longest side.', () => png(200, 120), 'SUPPORTED'],
    ['The picture is under 250 px on its longest side.', () => png(120, 260), 'REFUTED'],
    ['Its short edge is at least 100 pixels.', () => png(200, 120), 'SUPPORTED'],
    ['Its short edge is at least 100 pixels.', () => png(90, 300), 'REFUTED'],
    ['The image has 24,000 pixels in total.', () => png(200, 120), 'SUPPORTED'],
    ['The image has 24,000 pixels in total.', () => png(200, 121), 'REFUTED'],
    ['The total pixel count is over 20000.', () => png(200, 120), 'SUPPORTED'],
    // without "in total", a count that fits a side may have been meant of it: not refuted
    ['The image has 120 pixels.', () => png(200, 120), 'INCONCLUSIVE'],
    ['The image has 130 pixels.', () => png(200, 120), 'REFUTED'],
    // a rate, megapixels and a side named by place are not the count
    ['The image has 24000 pixels per inch.', () => png(200, 120), 'VLM_REQUIRED'],
    ['The image is 2 megapixels.', () => png(2000, 1000), 'VLM_REQUIRED'],
    ['The image is 200 pixels on its left side.', () => png(200, 120), 'VLM_REQUIRED'],
  ],
  'orientation: the word with a noun of the same fact': [
    ['The image is in portrait format.', () => png(100, 200), 'SUPPORTED'],
    ['The image is in portrait format.', () => png(200, 100), 'REFUTED'],
    ['The upload is landscape-oriented.', () => png(200, 100), 'SUPPORTED'],
    ['The avatar is square-shaped.', () => png(30, 30), 'SUPPORTED'],
    ['The image is a portrait of a woman.', () => png(100, 200), 'VLM_REQUIRED'],
  ],
  'transparency: parts of the picture, opacity, and what the coding allows': [
    ['The JPEG has transparent corners.', () => jpeg(24, 24), 'REFUTED'],
    ['The PNG has transparent corners.', () => png(24, 24), 'VLM_REQUIRED'],
    ['The JPEG is completely opaque.', () => jpeg(24, 24), 'SUPPORTED'],
    ['The PNG is completely opaque.', () => png(24, 24), 'VLM_REQUIRED'],
    ['This PNG supports transparency.', () => png(24, 24), 'SUPPORTED'],
    ['The JPEG supports transparency.', () => jpeg(24, 24), 'REFUTED'],
    ['The GIF can hold transparent pixels.', () => gif(8, 8), 'INCONCLUSIVE'],
    // a transparent thing in the picture is a thing to find first
    ['The JPEG has a transparent logo.', () => jpeg(24, 24), 'VLM_REQUIRED'],
  ],
  'EXIF: maker, a bracketed full name, location metadata': [
    ['The camera maker is Nikon.', () => jpeg(40, 30, nikon), 'SUPPORTED'],
    ['The camera maker is Sony.', () => jpeg(40, 30, nikon), 'REFUTED'],
    // the bracketed legal name is not in the file's Make tag: not confirmed, and not refuted either
    ['The camera maker is Nikon (Nikon Corporation).', () => jpeg(40, 30, nikon), 'INCONCLUSIVE'],
    ['The camera maker is Sony (Sony Group).', () => jpeg(40, 30, nikon), 'REFUTED'],
    ['The picture carries no location metadata.', () => jpeg(40, 30, nikon), 'REFUTED'],
    ['The picture carries no location metadata.', () => jpeg(40, 30), 'SUPPORTED'],
  ],
  'EXIF orientation tag: its value, with a phrase in brackets that must name the same value': [
    ['The EXIF orientation tag is 6 (rotated 90° clockwise).', () => jpeg(40, 30, { orientation: 6 }), 'SUPPORTED'],
    ['The EXIF orientation tag is 6 (rotated 90° clockwise).', () => jpeg(40, 30, { orientation: 8 }), 'REFUTED'],
    ['The orientation flag is 8.', () => jpeg(40, 30, { orientation: 8 }), 'SUPPORTED'],
    ['The orientation flag is 3.', () => jpeg(40, 30), 'REFUTED'],
    // without the tag the file does not say 1; a phrase naming another value, or one not in the table, is not read
    ['The EXIF orientation is 1 (normal).', () => jpeg(40, 30), 'INCONCLUSIVE'],
    ['The EXIF orientation tag is 6 (rotate 270° clockwise).', () => jpeg(40, 30, { orientation: 6 }), 'INCONCLUSIVE'],
    ['The EXIF orientation tag is 6 (sideways).', () => jpeg(40, 30, { orientation: 6 }), 'VLM_REQUIRED'],
  ],
  '"animation" as predicate says the file is animated; as subject it only names the file': [
    ['The GIF is an animation.', () => gif(10, 10, 2), 'SUPPORTED'],
    ['The GIF is an animation.', () => gif(10, 10, 1), 'REFUTED'],
    ['The GIF is not an animation.', () => gif(10, 10, 1), 'SUPPORTED'],
    ['The animation is a GIF.', () => gif(10, 10, 1), 'SUPPORTED'],
  ],
  'data removed, or what the file was before, leaves file-only facts open': [
    ['The JPEG was stripped of its EXIF.', () => jpeg(24, 24), 'VLM_REQUIRED'],
    ['The location data has been removed.', () => jpeg(40, 30, nikon), 'VLM_REQUIRED'],
    ['The PNG was converted from a GIF.', () => png(8, 8), 'VLM_REQUIRED'],
    // without such a word the same facts are decided
    ['The JPEG carries EXIF.', () => jpeg(24, 24), 'REFUTED'],
    ['The photo has location data.', () => jpeg(40, 30, nikon), 'SUPPORTED'],
  ],
  'verbs of relation and emphasis carry no content': [
    ['The file is actually a GIF.', () => gif(8, 8), 'SUPPORTED'],
    ['The file is actually a GIF.', () => png(8, 8), 'REFUTED'],
    ['The chart uses a GIF.', () => gif(8, 8), 'VLM_REQUIRED'],
  ],
};

for (const [name, cases] of Object.entries(groups)) {
  describe(name, () => {
    for (const [claim, bytes, expected] of cases) {
      it(`${claim} → ${expected}`, async () => {
        const r = await verifyImage({ bytes: bytes(), claim });
        expect(r.verdict, r.reasoning).toBe(expected);
      });
    }
  });
}
