import fs from 'node:fs';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are server-made relative paths such as
 * '<profileId>/<timestamp>-<random>.png'; a key that would leave the root is refused.
 */
export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The file's absolute path and size, or null when it does not exist (or the key is bad). */
  locate(key: string): Promise<{ filePath: string; size: number } | null>;
};

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/**
 * The absolute path of `key` under `root`, or null when the key is malformed or resolves
 * outside the root (`..`, absolute paths, backslashes, NUL, ...).
 */
export function resolveInside(root: string, key: string): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  const base = path.resolve(root);
  const resolved = path.resolve(base, key);
  const relative = path.relative(base, resolved);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return resolved;
}

/** Files on local disk under `root` (DATA_DIR/uploads by default). */
export function createLocalStorage(root: string): FileStorage {
  const target = (key: string) => {
    const resolved = resolveInside(root, key);
    if (!resolved) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return resolved;
  };
  return {
    async put(key, bytes) {
      const filePath = target(key);
      await fs.promises.mkdir(path.dirname(filePath), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${filePath}.${process.pid}.tmp`;
      try {
        await fs.promises.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.promises.rename(temporary, filePath);
      } catch (error) {
        // A full disk leaves part of the file behind: give that space back.
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(key) {
      const filePath = resolveInside(root, key);
      if (!filePath) return;
      await fs.promises.rm(filePath, { force: true });
    },
    async locate(key) {
      const filePath = resolveInside(root, key);
      if (!filePath) return null;
      try {
        const stat = await fs.promises.stat(filePath);
        return stat.isFile() ? { filePath, size: stat.size } : null;
      } catch {
        return null;
      }
    },
  };
}
