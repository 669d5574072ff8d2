import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a stored file, both included (as in an HTTP Range header). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: local disk or an S3-compatible bucket (configured-storage.ts).
 * Keys are server-made relative paths such as '<profileId>/<timestamp>-<random>.png'; every
 * backend refuses a key that is not of that form.
 */
export type FileStorage = {
  /** Stores the bytes under the key, replacing what was there; a bad key is refused. */
  put(key: string, bytes: Uint8Array, options?: { contentType?: string }): Promise<void>;
  /** Removes the file; a missing file (or a bad key) is not an error. */
  remove(key: string): Promise<void>;
  /** The file's size in bytes, or null when it does not exist (or the key is bad). */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * The file's bytes, or only the range (which must lie inside the file), or null when it does
   * not exist (or the key is bad).
   */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
};

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** Whether `key` has the form of a server-made storage key: no '..', '.', '//', '\' or NUL. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
