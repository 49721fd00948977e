import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apngFrames, gif, gifFrames, jpeg, png, webpFrames } from './test-images.ts';
import { verifyImage } from './verify-image.ts';

type Verdict = 'SUPPORTED' | 'REFUTED' | 'VLM_REQUIRED' | 'INCONCLUSIVE';
type Case = [claim: string, bytes: () => Uint8Array, expected: Verdict];

// A 100x100 screen whose first frame fills it and whose next two are 40x40 at offsets.
const mixed = () =>
  gifFrames(100, 100, [
    [0, 0, 100, 100],
    [10, 10, 40, 40],
    [20, 20, 40, 40],
  ]);
// A 100x100 screen with two 40x40 frames, none filling it.
const small = () =>
  gifFrames(100, 100, [
    [10, 10, 40, 40],
    [30, 30, 40, 40],
  ]);
// Three 64x64 frames that fill their screen.
const full = () => gif(64, 64, 3);
// A 90x60 APNG: the default image, a 30x20 frame at 10,10, then a full frame.
const apng = () =>
  apngFrames(90, 60, [
    [10, 10, 30, 20],
    [0, 0, 90, 60],
  ]);
// An 80x60 animated WebP: a full frame, then a 40x30 one at 20,10; and one whose only frame is 40x30 at 20,10.
const webp2 = () =>
  webpFrames(80, 60, [
    [0, 0, 80, 60],
    [20, 10, 40, 30],
  ]);
const webp1 = () => webpFrames(80, 60, [[20, 10, 40, 30]]);

// Frames: decided only where the canvas and the named frames' rectangles give the same answer.
const frames: Case[] = [
  ['The frame is 40x40.', small, 'INCONCLUSIVE'],
  ['The frame is 100x100.', small, 'INCONCLUSIVE'],
  ['The frame is 64x64.', small, 'REFUTED'],
  ['Each frame is 64 px wide.', full, 'SUPPORTED'],
  ['Each frame is 64 px wide.', small, 'REFUTED'],
  ['Each frame is 40 px wide.', small, 'INCONCLUSIVE'],
  ['Every frame is 100x100.', mixed, 'INCONCLUSIVE'],
  ['The first frame measures 100x100.', mixed, 'SUPPORTED'],
  ['The first frame measures 40x40.', mixed, 'REFUTED'],
  ['The second frame is 40x40.', mixed, 'INCONCLUSIVE'],
  ['The 3rd frame is 64 pixels tall.', mixed, 'REFUTED'],
  ['The last frame is 90x60.', apng, 'SUPPORTED'],
  ['The last frame is 30x20.', apng, 'REFUTED'],
  ['Frame 2 is 30x20.', apng, 'INCONCLUSIVE'],
  ['The fifth frame is 90x60.', apng, 'INCONCLUSIVE'],
  ['One of the frames is 40x40.', mixed, 'INCONCLUSIVE'],
  ['One of the frames is 70x70.', mixed, 'REFUTED'],
  ['The frames are 64x64.', full, 'SUPPORTED'],
  ['The frames are 40x40.', small, 'INCONCLUSIVE'],
  ['All frames are square.', small, 'SUPPORTED'],
  ['All frames are portrait.', webp2, 'REFUTED'],
  ['Each frame of the animated WebP is 80x60.', webp2, 'INCONCLUSIVE'],
  ['The frame is 40x30.', webp1, 'INCONCLUSIVE'],
  ['The WebP is 80x60.', webp1, 'SUPPORTED'],
  ['The GIF has 3 frames of 40x40.', mixed, 'REFUTED'],
  ['The GIF has 2 frames of 40x40.', small, 'INCONCLUSIVE'],
  ['The GIF has 3 frames of 64x64.', full, 'SUPPORTED'],
  ['The GIF has 4 frames of 64x64.', full, 'REFUTED'],
  ['The GIF is 100x100 with 2 frames.', small, 'SUPPORTED'],
  ['The GIF is 90x90 with 2 frames.', small, 'REFUTED'],
  // the frame subject carries to the next clause, and a clause naming the file ends it
  ['Each frame is 40 px wide and 40 px tall.', small, 'INCONCLUSIVE'],
  ['Each frame is 40 px wide, the image is 64x64.', small, 'REFUTED'],
  ['No frame is wider than 50 pixels.', small, 'INCONCLUSIVE'],
  ['No frame is wider than 70 pixels.', full, 'SUPPORTED'],
  ['No frame is wider than 60 pixels.', full, 'REFUTED'],
  ['Each frame is 90x60.', () => apngFrames(90, 60, [[0, 0, 90, 60]]), 'SUPPORTED'],
  [
    'Each frame is 50x50.',
    () =>
      gifFrames(50, 50, [
        [0, 0, 50, 50],
        [40, 40, 20, 20],
      ]),
    'INCONCLUSIVE',
  ],
  // a still image is one frame, the image itself
  ['The frame is 50x40.', () => png(50, 40), 'SUPPORTED'],
  ['The frame is 40x40.', () => png(50, 40), 'REFUTED'],
  ['The first frame is 50 pixels wide.', () => png(50, 40), 'SUPPORTED'],
  ['The second frame is 50x40.', () => png(50, 40), 'INCONCLUSIVE'],
  ['The wooden frame is 50x40.', () => png(50, 40), 'VLM_REQUIRED'],
  ['Only one frame is 40x40.', small, 'INCONCLUSIVE'],
];

// Words that change what a number means.
const wording: Case[] = [
  ['The image is about 640 pixels wide.', () => png(640, 48), 'SUPPORTED'],
  ['The image is about 640 pixels wide.', () => png(641, 48), 'INCONCLUSIVE'],
  ['The image is roughly 16:9.', () => png(1920, 1080), 'SUPPORTED'],
  ['The image is nearly 640 pixels wide.', () => png(640, 48), 'INCONCLUSIVE'],
  ['The image is ~100 px wide.', () => png(101, 8), 'INCONCLUSIVE'],
  ['The image is not about 640 pixels wide.', () => png(640, 48), 'INCONCLUSIVE'],
  ['The animation has about 3 frames.', () => gif(8, 8, 3), 'SUPPORTED'],
  ['The animation has about 3 frames.', () => gif(8, 8, 4), 'INCONCLUSIVE'],
  ['The image is 100x100 or 200x200.', () => png(100, 100), 'INCONCLUSIVE'],
  ['The image is 100x100 or 200x200.', () => png(300, 300), 'INCONCLUSIVE'],
  ['It is neither a GIF nor a WebP.', () => png(10, 10), 'INCONCLUSIVE'],
  ['It is a PNG or a JPEG.', () => gif(10, 10), 'INCONCLUSIVE'],
  ['The image is 100x100 or larger.', () => png(150, 150), 'SUPPORTED'],
  ['The image is 100x100 or larger.', () => png(90, 90), 'REFUTED'],
  ['The image is 100x100 or larger.', () => png(150, 90), 'INCONCLUSIVE'],
  ['The image is at least 100x100.', () => png(200, 200), 'SUPPORTED'],
  ['The image is 500 pixels wide or more.', () => png(600, 1), 'SUPPORTED'],
  ['The image is 500 pixels wide or more.', () => png(499, 1), 'REFUTED'],
  ['The animation has 9 or more frames.', () => gif(8, 8, 3), 'REFUTED'],
  ['The GIF has 3 or more frames.', () => gif(8, 8, 4), 'SUPPORTED'],
  ['It has a 16:9 aspect ratio.', () => png(1366, 768), 'INCONCLUSIVE'],
  ['It has a 16:9 aspect ratio.', () => png(1920, 1080), 'SUPPORTED'],
  ['It has a 16:9 aspect ratio.', () => png(1600, 1200), 'REFUTED'],
  ['The EXIF says the image is 64x48.', () => jpeg(64, 48, { make: 'Canon' }), 'INCONCLUSIVE'],
  ['According to the metadata the photo is 100x100.', () => png(100, 100), 'INCONCLUSIVE'],
  ['The image contains a 40x40 square.', () => png(40, 40), 'VLM_REQUIRED'],
  ['The thumbnail is 64x48.', () => jpeg(64, 48, { make: 'Canon' }), 'INCONCLUSIVE'],
  ['The thumbnail is 64x48.', () => jpeg(64, 48), 'SUPPORTED'],
  ['The APNG has four frames.', () => png(10, 10, { animatedFrames: 4 }), 'SUPPORTED'],
  ['The APNG has four frames.', () => png(10, 10, { animatedFrames: 3 }), 'REFUTED'],
];

const notDecided: Array<[string, () => Uint8Array]> = [
  ['The image is between 50 and 150 pixels wide.', () => png(100, 10)],
  ['The image is between 50 and 150 pixels wide.', () => png(200, 10)],
  ['The image is 100-200 px wide.', () => png(300, 10)],
  ['The image is 100x100 at 2x.', () => png(200, 200)],
  ['The image is 50x50 in CSS pixels.', () => png(100, 100)],
  ['The image is 4 inches wide at 300 DPI.', () => png(1200, 10)],
  ['Each tile is 16x16.', () => png(64, 64)],
  ['The visible area is 100x100.', () => png(120, 120)],
  ['The image is 2 megapixels.', () => png(2000, 1000)],
];

const file = (name: string) => () => new Uint8Array(readFileSync(new URL(`./corpus/files/${name}`, import.meta.url)));

// Header facts the decoders state exactly: Adam7 or progressive coding, an alpha channel, and no possible transparency.
const header: Case[] = [
  ['The JPEG is progressive.', file('jpeg-progressive-300x200.jpg'), 'SUPPORTED'],
  ['The JPEG is progressive.', () => jpeg(16, 16), 'REFUTED'],
  ['The JPEG is not progressive.', () => jpeg(16, 16), 'SUPPORTED'],
  ['It is a non-progressive JPEG.', file('jpeg-progressive-300x200.jpg'), 'REFUTED'],
  ['The PNG is interlaced.', file('png-interlaced-120x80.png'), 'SUPPORTED'],
  ['The chart is an Adam7-interlaced PNG.', file('png-interlaced-120x80.png'), 'VLM_REQUIRED'],
  ['The PNG is interlaced.', () => png(8, 8), 'REFUTED'],
  ['It is a non-interlaced PNG.', () => png(8, 8), 'SUPPORTED'],
  ['The GIF is interlaced.', () => gif(8, 8), 'INCONCLUSIVE'],
  ['The PNG has an alpha channel.', () => png(8, 8), 'SUPPORTED'],
  ['The PNG has an alpha channel.', file('png-640x480.png'), 'REFUTED'],
  ['The image has no alpha channel.', file('png-palette-90x30.png'), 'SUPPORTED'],
  ['The image has no alpha channel.', file('png-alpha-100x50.png'), 'INCONCLUSIVE'],
  ['The JPEG has an alpha channel.', () => jpeg(16, 16), 'REFUTED'],
  ['The JPEG has transparency.', () => jpeg(16, 16), 'REFUTED'],
  ['The image has no transparent pixels.', () => jpeg(16, 16), 'SUPPORTED'],
  ['The PNG has transparency.', () => png(8, 8), 'VLM_REQUIRED'],
  ['The WebP has an alpha channel.', file('webp-lossless-64x32.webp'), 'INCONCLUSIVE'],
];

describe('header facts', () => {
  it.each(header)('%s', async (claim, bytes, expected) => {
    const r = await verifyImage({ bytes: bytes(), claim });
    expect(r.verdict, r.reasoning).toBe(expected);
  });
});

describe('frames are their own subject', () => {
  it.each(frames)('%s', async (claim, bytes, expected) => {
    const r = await verifyImage({ bytes: bytes(), claim });
    expect(r.verdict, r.reasoning).toBe(expected);
  });
  it('reports every frame rectangle it compared', async () => {
    const r = await verifyImage({ bytes: small(), claim: 'Each frame is 40 px wide.' });
    expect(r.checks[0]?.detail).toContain('40x40 at 10,10, 40x40 at 30,30');
  });
});

describe('words that change what a number means', () => {
  it.each(wording)('%s', async (claim, bytes, expected) => {
    const r = await verifyImage({ bytes: bytes(), claim });
    expect(r.verdict, r.reasoning).toBe(expected);
  });
  it.each(notDecided)('%s is neither confirmed nor refuted', async (claim, bytes) => {
    const r = await verifyImage({ bytes: bytes(), claim });
    expect(['INCONCLUSIVE', 'VLM_REQUIRED'], r.reasoning).toContain(r.verdict);
  });
});
