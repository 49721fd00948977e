import { describe, expect, it } from 'vitest';
import { wholeImageSubject } from './image-claims.ts';
import { gif, jpeg, png } from './test-images.ts';
import { verifyImage } from './verify-image.ts';

type Case = [claim: string, bytes: () => Uint8Array, expected: 'SUPPORTED' | 'REFUTED' | 'VLM_REQUIRED' | 'INCONCLUSIVE'];

// The subject names the whole file: decided against the file's own size, frames, format and EXIF.
const wholeFile: Case[] = [
  ['The screenshot measures 800 x 600 px.', () => png(800, 600), 'SUPPORTED'],
  ['The screenshot measures 800 x 600 px.', () => png(600, 800), 'REFUTED'],
  ['The favicon is a 32x32 image.', () => png(32, 32), 'SUPPORTED'],
  ['The favicon is a 32x32 image.', () => png(48, 48), 'REFUTED'],
  ['The hero banner is 1600×400.', () => png(1600, 400), 'SUPPORTED'],
  ['The hero banner is 1600×400.', () => png(1600, 401), 'REFUTED'],
  ['The cropped version has a width of more than 250 pixels.', () => png(251, 10), 'SUPPORTED'],
  ['The cropped version has a width of more than 250 pixels.', () => png(250, 10), 'REFUTED'],
  ['The resized copy is 120 pixels tall.', () => png(90, 120), 'SUPPORTED'],
  ['The thumbnail is 150 px wide.', () => png(150, 100), 'SUPPORTED'],
  ['The thumbnail is 150 px wide.', () => png(149, 100), 'REFUTED'],
  ['This icon is 48 pixels square.', () => png(48, 48), 'SUPPORTED'],
  ['Our avatar is square.', () => png(40, 41), 'REFUTED'],
  ['The wallpaper is in landscape orientation.', () => png(300, 200), 'SUPPORTED'],
  ['The scan is in portrait orientation.', () => png(300, 200), 'REFUTED'],
  ['The panorama has a 4:1 aspect ratio.', () => png(400, 100), 'SUPPORTED'],
  ["The screenshot's width is 321 pixels.", () => png(321, 50), 'SUPPORTED'],
  ["The banner's height is at most 60 pixels.", () => png(500, 61), 'REFUTED'],
  ['The uploaded photo measures 70 by 35 pixels.', () => png(70, 35), 'SUPPORTED'],
  ['The attachment is a PNG.', () => png(10, 10), 'SUPPORTED'],
  ['The attachment is a PNG.', () => gif(10, 10), 'REFUTED'],
  ['The animated GIF banner has 4 frames.', () => gif(20, 10, 4), 'SUPPORTED'],
  ['The animated GIF banner has 4 frames.', () => gif(20, 10, 3), 'REFUTED'],
  ['The sprite sheet is 256x64.', () => png(256, 64), 'SUPPORTED'],
  ['The graphic is wider than 90 pixels.', () => png(91, 9), 'SUPPORTED'],
  ['The snapshot was taken with a Canon.', () => jpeg(64, 48, { make: 'Canon', model: 'Canon EOS R5' }), 'SUPPORTED'],
  ['The snapshot was taken with a Nikon.', () => jpeg(64, 48, { make: 'Canon', model: 'Canon EOS R5' }), 'REFUTED'],
  ['The upload is not animated.', () => gif(8, 8, 1), 'SUPPORTED'],
  ['The final export is 64x64.', () => png(64, 64), 'VLM_REQUIRED'],
  ['It is a 16x16 favicon.', () => png(16, 16), 'SUPPORTED'],
  ['It is a 16x16 favicon.', () => png(32, 32), 'REFUTED'],
  ['A 64x64 PNG icon.', () => png(64, 64), 'SUPPORTED'],
  ['This is a 200x100 thumbnail.', () => png(200, 100), 'SUPPORTED'],
  ['The image is a 30x20 banner.', () => png(30, 20), 'SUPPORTED'],
];

// The subject may be a part of the picture, or it is a noun outside the list: never decided against the whole file.
const partOrUnknown: Case[] = [
  ['The logo in the corner is 64x64.', () => png(64, 64), 'VLM_REQUIRED'],
  ['The logo is 64x64.', () => png(64, 64), 'VLM_REQUIRED'],
  ['The face is 100 pixels wide.', () => png(100, 80), 'VLM_REQUIRED'],
  ['The text is 12 pixels high.', () => png(40, 12), 'VLM_REQUIRED'],
  ['The dog is 300 pixels wide.', () => png(300, 200), 'VLM_REQUIRED'],
  ['The thumbnail in the top corner is 100x100.', () => png(100, 100), 'VLM_REQUIRED'],
  ['The icon of the app is 64x64.', () => png(64, 64), 'VLM_REQUIRED'],
  ['The icon in the toolbar is 24 pixels wide.', () => png(24, 24), 'VLM_REQUIRED'],
  ['The screenshot shows a 640x480 window.', () => png(640, 480), 'VLM_REQUIRED'],
  ['The photo shows a 100x100 icon.', () => png(100, 100), 'VLM_REQUIRED'],
  ['The image is 60x40 but the thumbnail is 30x20.', () => png(60, 40), 'VLM_REQUIRED'],
  ['The image is 60x40 but the thumbnail is 60x40.', () => png(60, 40), 'VLM_REQUIRED'],
  ['The logo is 50x50 and the image is 50x50.', () => png(50, 50), 'VLM_REQUIRED'],
  ['This is a 64x64 icon of a dog.', () => png(64, 64), 'VLM_REQUIRED'],
  ['The version is 300 pixels wide.', () => png(300, 10), 'VLM_REQUIRED'],
  ['The copy is 300 pixels wide.', () => png(300, 10), 'VLM_REQUIRED'],
  ['The inset image is 20x20.', () => png(20, 20), 'VLM_REQUIRED'],
  ['The embedded thumbnail is 20x20.', () => png(20, 20), 'VLM_REQUIRED'],
  ['The second banner is 80x20.', () => png(80, 20), 'VLM_REQUIRED'],
  ['The chart is 400 pixels wide.', () => png(400, 300), 'VLM_REQUIRED'],
  ['The window in the screenshot is 640x480.', () => png(640, 480), 'VLM_REQUIRED'],
  ['The banner contains a 20x20 icon.', () => png(20, 20), 'VLM_REQUIRED'],
  ['The sRGB JPEG is 64 pixels wide.', () => jpeg(64, 48), 'VLM_REQUIRED'],
  ['The progressive JPEG is 64 pixels wide.', () => jpeg(64, 48), 'REFUTED'],
  ['The interlaced screenshot is 64x48.', () => png(64, 48), 'VLM_REQUIRED'],
  ['The transparent icon is 16x16.', () => png(16, 16), 'VLM_REQUIRED'],
  ['The avatars are 32x32.', () => png(32, 32), 'VLM_REQUIRED'],
  ['A 64x64 icon showing a house.', () => png(64, 64), 'VLM_REQUIRED'],
  ['The logo is 64x64.', () => png(100, 100), 'VLM_REQUIRED'],
  ['The face is 100 pixels wide.', () => png(300, 200), 'VLM_REQUIRED'],
  ['The window in the screenshot is 640x480.', () => png(800, 600), 'VLM_REQUIRED'],
  ['The logo is animated.', () => png(10, 10), 'VLM_REQUIRED'],
  ['The logo has 5 frames.', () => gif(10, 10, 2), 'VLM_REQUIRED'],
  ['The sticker is a JPEG.', () => png(10, 10), 'REFUTED'],
];

describe('whole-image subjects', () => {
  it.each(wholeFile)('%s → %s', async (claim, bytes, expected) => {
    expect((await verifyImage({ bytes: bytes(), claim })).verdict).toBe(expected);
  });
  it.each(partOrUnknown)('%s stays open', async (claim, bytes, expected) => {
    expect((await verifyImage({ bytes: bytes(), claim })).verdict).toBe(expected);
  });
  it('keeps format words and "animated" for their own assertions', () => {
    expect(wholeImageSubject('The animated GIF banner has 12 frames.')).toBe('the animated gif image has 12 frames.');
    expect(wholeImageSubject('The hero banner is 1920x1080.')).toBe('the image is 1920x1080.');
    expect(wholeImageSubject('The logo in the corner is 64x64.')).toBe('the logo in the corner is 64x64.');
  });
});

// A word of size, shape or frames that no assertion of its clause read is a claim of its own: never decided on the
// format alone. "taller than (it is) wide" is portrait, "wider than (it is) tall" landscape; counts of frames in words.
const sizeWords: Case[] = [
  ['The JPEG is taller than it is wide.', () => jpeg(90, 60), 'REFUTED'],
  ['The JPEG is taller than it is wide.', () => jpeg(60, 90), 'SUPPORTED'],
  ['The PNG is wider than tall.', () => png(90, 60), 'SUPPORTED'],
  ['The PNG is wider than it is tall.', () => png(60, 90), 'REFUTED'],
  ['The GIF has exactly two frames.', () => gif(8, 8, 2), 'SUPPORTED'],
  ['The GIF has exactly two frames.', () => gif(8, 8, 3), 'REFUTED'],
  ['The GIF has one frame.', () => gif(8, 8, 4), 'REFUTED'],
  ['The PNG is high resolution.', () => png(400, 300), 'VLM_REQUIRED'],
  ['The JPEG is larger than the original.', () => jpeg(90, 60), 'VLM_REQUIRED'],
  ['The PNG has the same dimensions as the source.', () => png(90, 60), 'VLM_REQUIRED'],
  ['The GIF shows each frame twice.', () => gif(8, 8, 2), 'VLM_REQUIRED'],
];

describe('size and frame words without an assertion', () => {
  it.each(sizeWords)('%s → %s', async (claim, bytes, expected) => {
    expect((await verifyImage({ bytes: bytes(), claim })).verdict).toBe(expected);
  });
});
