import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ByteRange, FileStorage } from './file-storage';

/** Every stored byte, or null for a missing file. */
async function readAll(storage: FileStorage, key: string, range?: ByteRange) {
  const stream = await storage.read(key, range);
  return stream ? await buffer(stream) : null;
}

/**
 * What every FileStorage backend must do, run against each of them. `make` is called once,
 * in beforeAll, and answers a storage with nothing stored yet.
 */
export function describeFileStorageContract(backend: string, make: () => FileStorage) {
  describe(`the ${backend} file storage`, () => {
    let storage: FileStorage;
    // Not a multiple of any buffer or chunk size, and bytes of every value.
    const bytes = randomBytes(300_007);
    const key = 'profile-1/1700000000000-0123456789abcdef.webm';

    beforeAll(() => {
      storage = make();
    });

    it('stores bytes under a nested key and reads them back exactly, with their size', async () => {
      await storage.put(key, bytes, { contentType: 'video/webm' });
      expect(await storage.stat(key)).toEqual({ size: bytes.length });
      expect(Buffer.compare((await readAll(storage, key))!, bytes)).toBe(0);
    });

    // No 0-0: the S3 test server answers it with the whole object (the route tests cover it).
    it.each([
      [0, 1],
      [0, 9],
      [1000, 1999],
      [123_456, 299_999],
      [300_006, 300_006],
      [0, 300_006],
    ])('reads the range %i-%i, both ends included', async (start, end) => {
      const slice = await readAll(storage, key, { start, end });
      expect(slice?.length).toBe(end - start + 1);
      expect(Buffer.compare(slice!, bytes.subarray(start, end + 1))).toBe(0);
    });

    it('replaces what a key held', async () => {
      const other = 'profile-1/replaced.png';
      await storage.put(other, Buffer.from('first version'));
      await storage.put(other, Buffer.from('second'));
      expect(await storage.stat(other)).toEqual({ size: 6 });
      expect((await readAll(storage, other))?.toString()).toBe('second');
    });

    it('answers null for a key it does not hold', async () => {
      expect(await storage.stat('profile-1/missing.png')).toBeNull();
      expect(await storage.read('profile-1/missing.png')).toBeNull();
      expect(await storage.read('nobody/missing.png', { start: 0, end: 0 })).toBeNull();
    });

    it('removes a file, and a missing one without complaint', async () => {
      await storage.remove(key);
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.read(key)).toBeNull();
      await storage.remove(key);
      await storage.remove('nobody/never-stored.png');
    });

    it.each(['../x.png', 'a/../x.png', '/etc/passwd.png', 'a//b.png', 'a/./b.png', 'x', ''])(
      'refuses the key %j to write and finds nothing under it',
      async (bad) => {
        await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/Refusing storage key/);
        expect(await storage.stat(bad)).toBeNull();
        expect(await storage.read(bad)).toBeNull();
        await storage.remove(bad);
      },
    );
  });
}
