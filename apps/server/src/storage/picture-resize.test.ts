import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PictureDecodeError, resizePicture, type PictureVariant } from './picture-resize';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A picture of `width` x `height`: the left half red, the right half blue. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  const block = (w: number, background: typeof RED) =>
    sharp({ create: { width: w, height, channels: 3, background } })
      .png()
      .toBuffer();
  return Promise.all([block(half, RED), block(width - half, BLUE)]).then(([left, right]) =>
    sharp({ create: { width, height, channels: 3, background: RED } }).composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: half, top: 0 },
    ]),
  );
}

const bySize = (variants: PictureVariant[]) =>
  Object.fromEntries(variants.map((variant) => [variant.size, variant]));

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

describe('resizePicture', () => {
  it('makes a 160 px thumbnail and a 480 px size of a photo, in WebP, keeping its shape', async () => {
    const jpeg = await (await halves(1200, 800)).jpeg().toBuffer();
    const { thumb, profile } = bySize(await resizePicture(jpeg));
    expect([thumb!.width, thumb!.height]).toEqual([160, 107]);
    expect([profile!.width, profile!.height]).toEqual([480, 320]);
    for (const variant of [thumb!, profile!]) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }
    expect(thumb!.bytes.length).toBeLessThan(profile!.bytes.length);
  });

  it('never enlarges a small picture', async () => {
    const png = await (await halves(100, 50)).png().toBuffer();
    const { thumb, profile } = bySize(await resizePicture(png));
    expect([thumb!.width, thumb!.height]).toEqual([100, 50]);
    expect([profile!.width, profile!.height]).toEqual([100, 50]);
  });

  it('turns a photo upright by its EXIF orientation and drops the metadata', async () => {
    // Stored 600 x 400 with the red half on the left; orientation 6 says "turn 90° clockwise",
    // so upright it is 400 x 600 with red on top (320 x 480 at the profile size).
    const jpeg = await (await halves(600, 400)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const { thumb, profile } = bySize(await resizePicture(jpeg));
    expect([profile!.width, profile!.height]).toEqual([320, 480]);
    expect([thumb!.width, thumb!.height]).toEqual([107, 160]);
    const meta = await sharp(profile!.bytes).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    const [r, , b] = await pixel(profile!.bytes, 160, 80);
    expect(r).toBeGreaterThan(150);
    expect(b).toBeLessThan(100);
    const [r2, , b2] = await pixel(profile!.bytes, 160, 400);
    expect(b2).toBeGreaterThan(150);
    expect(r2).toBeLessThan(100);
  });

  it('keeps transparency', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: {
            create: { width: 100, height: 100, channels: 4, background: { ...RED, alpha: 1 } },
          },
          left: 100,
          top: 100,
        },
      ])
      .png()
      .toBuffer();
    const { thumb } = bySize(await resizePicture(png));
    expect((await sharp(thumb!.bytes).metadata()).hasAlpha).toBe(true);
    expect((await pixel(thumb!.bytes, 5, 5))[3]).toBe(0);
    expect((await pixel(thumb!.bytes, 80, 80))[3]).toBe(255);
  });

  it('takes the first frame of a GIF', async () => {
    const gif = await (await halves(320, 320)).gif().toBuffer();
    const { thumb } = bySize(await resizePicture(gif));
    expect([thumb!.width, thumb!.height]).toEqual([160, 160]);
    expect((await sharp(thumb!.bytes).metadata()).format).toBe('webp');
  });

  it.each([
    [
      'a PNG signature over garbage',
      async () =>
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('not really an image at all'),
        ]),
    ],
    [
      'a JPEG cut in half',
      async () => {
        const jpeg = await (await halves(400, 300)).jpeg().toBuffer();
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
    ],
    ['an empty file', async () => Buffer.alloc(0)],
  ])('refuses %s', async (_, bytesOf) => {
    await expect(resizePicture(await bytesOf())).rejects.toBeInstanceOf(PictureDecodeError);
  });
});
