import fs from 'node:fs';
import path from 'node:path';
import { isStorageKey, type FileStorage } from './file-storage';

/**
 * The absolute path of `key` under `root`, or null when the key is malformed or resolves
 * outside the root (`..`, absolute paths, backslashes, NUL, ...).
 */
export function resolveInside(root: string, key: string): string | null {
  if (!isStorageKey(key)) return null;
  const base = path.resolve(root);
  const resolved = path.resolve(base, key);
  const relative = path.relative(base, resolved);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return resolved;
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files on local disk under `root` (DATA_DIR/uploads by default). */
export function createLocalStorage(root: string): FileStorage {
  const target = (key: string) => {
    const resolved = resolveInside(root, key);
    if (!resolved) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return resolved;
  };

  /** The open file behind a key, or null when there is no such file. */
  async function open(key: string) {
    const filePath = resolveInside(root, key);
    if (!filePath) return null;
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(filePath, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (stat.isFile()) return { handle, size: stat.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return null;
  }

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
    async stat(key) {
      const filePath = resolveInside(root, key);
      if (!filePath) return null;
      try {
        const stat = await fs.promises.stat(filePath);
        return stat.isFile() ? { size: stat.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      // Opened before answering, so a file removed meanwhile is a null rather than a stream error.
      const file = await open(key);
      if (!file) return null;
      return file.handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
  };
}
