import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pictureVariantKey } from '@cofound/shared/profiles/picture-sizes';
import { createLocalStorage } from '../../storage';
import { storeDemoPictures } from './demo-pictures';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-demo-pictures-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('storeDemoPictures', () => {
  it('stores each picture with its sizes, as an upload does', async () => {
    const storage = createLocalStorage(root);
    const pictures = [
      { key: 'profile-a/1700000000000-0123456789abcdef.png', initials: 'AB', layout: 0 },
      { key: 'profile-b/1700000000001-fedcba9876543210.png', initials: 'CD', layout: 1 },
    ];
    await storeDemoPictures(storage, pictures);
    for (const { key } of pictures) {
      expect((await sharp(path.join(root, key)).metadata()).format).toBe('png');
      const thumb = await sharp(path.join(root, pictureVariantKey(key, 'thumb')!)).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 160, 160]);
      // The drawn picture is smaller than the profile size, which never enlarges it.
      const large = await sharp(path.join(root, pictureVariantKey(key, 'profile')!)).metadata();
      expect([large.format, large.width]).toEqual(['webp', 256]);
    }
  });
});
