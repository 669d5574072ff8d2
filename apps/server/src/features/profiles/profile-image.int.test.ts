import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pictureVariantKey } from '@cofound/shared/profiles/picture-sizes';
import { profiles } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { fromApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { JPEG_BYTES, multipartBody, PNG_1X1 } from './profiles-test-support';

/** Every file under a directory, relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'));
}

/** The storage keys of an uploaded picture and its sizes, sorted. */
function pictureKeys(imageUrl: string): string[] {
  const key = imageUrl.replace('/api/uploads/', '');
  return [key, pictureVariantKey(key, 'thumb')!, pictureVariantKey(key, 'profile')!].sort();
}

describe('profile image upload', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  let member: Member;
  const uploadsDir = () => path.join(ctx.dataDir, 'uploads');

  const upload = (
    bytes: Uint8Array,
    options: Parameters<typeof multipartBody>[1] = {},
    who?: Member | null,
  ) => {
    const { payload, headers } = multipartBody(bytes, options);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/me/image',
      payload,
      headers: { ...headers, ...fromApp(who === null ? undefined : (who ?? member).cookie) },
    });
  };

  it('sets up a member', async () => {
    member = await kit.member();
  });

  it('answers 401 without a session', async () => {
    expect((await upload(PNG_1X1, {}, null)).statusCode).toBe(401);
  });

  it.each([
    [
      'a renamed HTML file',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.png',
      'image/png',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['an empty file', Buffer.alloc(0), 'x.png', 'image/png'],
    ['a text file', Buffer.from('GIF8 not really'), 'x.gif', 'image/gif'],
  ])('rejects %s with 415', async (_, bytes, filename, contentType) => {
    const response = await upload(bytes, { filename, contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Please upload an image file');
    expect(filesUnder(uploadsDir())).toEqual([]);
  });

  it('rejects a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('Image size should be less than 5MB');
    expect(filesUnder(uploadsDir())).toEqual([]);
  });

  it('answers 415 for a request that is not multipart', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/me/image',
      headers: { ...fromApp(member.cookie), 'content-type': 'application/json' },
      payload: { image: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  let firstUrl = '';

  it('stores a PNG named ../../x under a server-made name inside uploads, and serves it', async () => {
    const response = await upload(PNG_1X1, { filename: '../../x.png' });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(
      new RegExp(`^/api/uploads/${member.profileId}/\\d+-[0-9a-f]{16}\\.png$`),
    );
    firstUrl = imageUrl;
    expect(filesUnder(uploadsDir()).sort()).toEqual(pictureKeys(imageUrl));
    expect(fs.existsSync(path.join(ctx.dataDir, 'x.png'))).toBe(false);
    expect(fs.existsSync(path.join(path.dirname(ctx.dataDir), 'x.png'))).toBe(false);

    const [stored] = await ctx.database.db
      .select({ imageUrl: profiles.imageUrl })
      .from(profiles)
      .where(eq(profiles.id, member.profileId));
    expect(stored?.imageUrl).toBe(imageUrl);

    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=');
    expect(Buffer.compare(served.rawPayload, PNG_1X1)).toBe(0);
  });

  it('replaces the image with a JPEG and removes the old file', async () => {
    const response = await upload(JPEG_BYTES, { filename: 'me.gif', contentType: 'image/gif' });
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/\.jpg$/);
    expect(filesUnder(uploadsDir()).sort()).toEqual(pictureKeys(imageUrl));
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('never serves anything outside the uploads folder', async () => {
    fs.writeFileSync(path.join(ctx.dataDir, 'secret.png'), 'TOP-SECRET-CONTENT');
    for (const url of [
      '/api/uploads/../secret.png',
      '/api/uploads/%2e%2e/secret.png',
      '/api/uploads/%2e%2e%2fsecret.png',
      '/api/uploads/..%5csecret.png',
      '/api/uploads/%2fetc%2fpasswd',
      '/api/uploads/x/../../secret.png',
      '/api/uploads/',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});
