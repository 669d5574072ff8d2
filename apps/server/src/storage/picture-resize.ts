import sharp, { type OutputInfo } from 'sharp';
import { PICTURE_SIZES, type PictureSize } from '@cofound/shared/profiles/picture-sizes';

/** The picture's bytes could not be decoded as the image their first bytes claim to be. */
export class PictureDecodeError extends Error {}

export type PictureVariant = { size: PictureSize; bytes: Buffer; width: number; height: number };

/**
 * Pictures of more pixels are refused before decoding: 5 MB of a well-compressed image can
 * claim far more pixels than memory holds (a decompression bomb). 40 MP covers phone cameras.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 80, effort: 4 } as const;

const fitInside = (pixels: number) =>
  ({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * Every size of a picture (PICTURE_SIZES), in WebP, turned upright by its EXIF orientation and
 * with its metadata dropped; transparency is kept. A GIF gives its first frame. The file is
 * decoded once, at the largest size (JPEG and WebP shrink while decoding); the smaller sizes are
 * made from that. Throws PictureDecodeError when the bytes do not decode.
 */
export async function resizePicture(bytes: Uint8Array): Promise<PictureVariant[]> {
  const largest = Math.max(...Object.values(PICTURE_SIZES));
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
      .resize(fitInside(largest))
      // Pixels in 8-bit sRGB (a CMYK JPEG or a 16-bit PNG too), with alpha where there is one.
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PictureDecodeError('The picture could not be decoded', { cause: error });
  }
  const { width, height, channels } = decoded.info;
  const raw = { width, height, channels };
  return Promise.all(
    (Object.entries(PICTURE_SIZES) as [PictureSize, number][]).map(async ([size, pixels]) => {
      const { data, info } = await sharp(decoded.data, { raw })
        .resize(fitInside(pixels))
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      return { size, bytes: data, width: info.width, height: info.height };
    }),
  );
}
