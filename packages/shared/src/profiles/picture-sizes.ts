/**
 * The sizes a profile picture is stored in besides the original (docs/decisions/0027): a card
 * thumbnail (160 px on the long side: an avatar of up to 80 CSS px on a 2x screen) and a
 * profile size (480 px), both WebP.
 */
export const PICTURE_SIZES = { thumb: 160, profile: 480 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

/** Where uploads are served from (the server's uploads route). */
export const UPLOADS_URL_PREFIX = '/api/uploads/';

const ORIGINAL_KEY = /^([A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)\.(jpg|png|gif|webp)$/;
const VARIANT_KEY = /^([A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)-(jpg|png|gif|webp)-(\d+)\.webp$/;
const PIXELS = new Set<number>(Object.values(PICTURE_SIZES));

/**
 * The storage key of a picture's size: '<profileId>/<name>.<ext>' becomes
 * '<profileId>/<name>-<ext>-<px>.webp', so the original can be found again from it. Null for a
 * key that is not an uploaded picture's.
 */
export function pictureVariantKey(originalKey: string, size: PictureSize): string | null {
  const match = ORIGINAL_KEY.exec(originalKey);
  // A size's own key has the form of an original's too: it has no sizes of its own.
  if (!match || pictureOriginalKey(originalKey) !== null) return null;
  return `${match[1]}-${match[2]}-${PICTURE_SIZES[size]}.webp`;
}

/** The original picture's key behind a size's key, or null when `key` is not a size's. */
export function pictureOriginalKey(key: string): string | null {
  const match = VARIANT_KEY.exec(key);
  if (!match || !PIXELS.has(Number(match[3]))) return null;
  return `${match[1]}.${match[2]}`;
}

/**
 * The URL of a picture at `size`: the one rule by which every avatar picks its file. Any URL that
 * is not an uploaded picture's (none, a preview's blob: URL) is answered as it is. The server
 * redirects a size it has not made yet to the original.
 */
export function pictureUrl(imageUrl: string, size: PictureSize): string;
export function pictureUrl(imageUrl: string | null, size: PictureSize): string | null;
export function pictureUrl(imageUrl: string | null, size: PictureSize): string | null {
  if (!imageUrl?.startsWith(UPLOADS_URL_PREFIX)) return imageUrl;
  const key = pictureVariantKey(imageUrl.slice(UPLOADS_URL_PREFIX.length), size);
  return key ? `${UPLOADS_URL_PREFIX}${key}` : imageUrl;
}
