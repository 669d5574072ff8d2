import {
  PICTURE_SIZES,
  pictureVariantKey,
  type PictureSize,
} from '@cofound/shared/profiles/picture-sizes';
import type { FileStorage } from './file-storage';
import { resizePicture, type PictureVariant } from './picture-resize';

/** The keys of a picture's sizes (none for a key that is not an uploaded picture's). */
export function pictureVariantKeys(originalKey: string): string[] {
  return (Object.keys(PICTURE_SIZES) as PictureSize[])
    .map((size) => pictureVariantKey(originalKey, size))
    .filter((key): key is string => key !== null);
}

/** Stores the sizes of the picture under `originalKey`, beside it. */
export async function putPictureVariants(
  storage: FileStorage,
  originalKey: string,
  variants: PictureVariant[],
): Promise<void> {
  for (const { size, bytes } of variants) {
    const key = pictureVariantKey(originalKey, size);
    if (!key) throw new Error(`No sizes for storage key ${JSON.stringify(originalKey)}`);
    await storage.put(key, bytes, { contentType: 'image/webp' });
  }
}

/**
 * Stores a picture and its sizes under `key`. The sizes are made first, so bytes that do not
 * decode (PictureDecodeError) leave nothing behind; a failed write removes what was written.
 */
export async function putPicture(
  storage: FileStorage,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const variants = await resizePicture(bytes);
  try {
    await storage.put(key, bytes, { contentType });
    await putPictureVariants(storage, key, variants);
  } catch (error) {
    await removePicture(storage, key).catch(() => undefined);
    throw error;
  }
}

/**
 * Makes the missing sizes of a picture stored before sizes were made. Answers false when the
 * original is gone (replaced meanwhile); throws PictureDecodeError when it does not decode.
 */
export async function putMissingPictureVariants(
  storage: FileStorage,
  originalKey: string,
): Promise<boolean> {
  if (await hasPictureVariants(storage, originalKey)) return true;
  const stream = await storage.read(originalKey);
  if (!stream) return false;
  const bytes = Buffer.concat((await stream.toArray()) as Buffer[]);
  await putPictureVariants(storage, originalKey, await resizePicture(bytes));
  // Replaced while its sizes were made: the replacement removed the sizes before they were
  // written, so remove them now.
  if (!(await storage.stat(originalKey))) {
    await removePicture(storage, originalKey);
    return false;
  }
  return true;
}

/** Removes a picture and its sizes; missing files are not an error. */
export async function removePicture(storage: FileStorage, originalKey: string): Promise<void> {
  await Promise.all(
    [originalKey, ...pictureVariantKeys(originalKey)].map((key) => storage.remove(key)),
  );
}

/** Whether every size of the picture is stored. */
export async function hasPictureVariants(
  storage: FileStorage,
  originalKey: string,
): Promise<boolean> {
  const keys = pictureVariantKeys(originalKey);
  const found = await Promise.all(keys.map((key) => storage.stat(key)));
  return keys.length > 0 && found.every((stat) => stat !== null);
}
