import { describe, expect, it } from 'vitest';
import { pictureOriginalKey, pictureUrl, pictureVariantKey } from './picture-sizes';

const profileId = '0b6c2f3e-8d1a-4c5e-9f00-123456789abc';

describe('picture sizes', () => {
  it('names each size after the original, keeping its extension', () => {
    const key = `${profileId}/1764000000000-0123456789abcdef.png`;
    expect(pictureVariantKey(key, 'thumb')).toBe(
      `${profileId}/1764000000000-0123456789abcdef-png-160.webp`,
    );
    expect(pictureVariantKey(key, 'profile')).toBe(
      `${profileId}/1764000000000-0123456789abcdef-png-480.webp`,
    );
  });

  it('finds the original again from a size', () => {
    for (const ext of ['jpg', 'png', 'gif', 'webp']) {
      const original = `${profileId}/1-ab.${ext}`;
      expect(pictureOriginalKey(pictureVariantKey(original, 'thumb')!)).toBe(original);
      expect(pictureOriginalKey(pictureVariantKey(original, 'profile')!)).toBe(original);
    }
  });

  it.each([
    `${profileId}/1-ab.png`,
    `${profileId}/1-ab-png-161.webp`,
    `${profileId}/1-ab-webm-160.webp`,
    `${profileId}/pitch.webm`,
    `a/b/1-ab-png-160.webp`,
  ])('knows %s is not a size', (key) => {
    expect(pictureOriginalKey(key)).toBeNull();
  });

  it.each([`${profileId}/pitch.webm`, `${profileId}/1-ab-png-160.webp`, '../x.png', 'x.png'])(
    'makes no size of %s',
    (key) => {
      expect(pictureVariantKey(key, 'thumb')).toBeNull();
    },
  );

  it('maps an uploaded picture URL and leaves any other URL alone', () => {
    expect(pictureUrl(`/api/uploads/${profileId}/1-ab.jpg`, 'thumb')).toBe(
      `/api/uploads/${profileId}/1-ab-jpg-160.webp`,
    );
    expect(pictureUrl(null, 'thumb')).toBeNull();
    expect(pictureUrl('blob:http://localhost/1234', 'thumb')).toBe('blob:http://localhost/1234');
    expect(pictureUrl('https://example.com/a.png', 'profile')).toBe('https://example.com/a.png');
    expect(pictureUrl('/api/uploads/x/y/z.png', 'thumb')).toBe('/api/uploads/x/y/z.png');
  });
});
