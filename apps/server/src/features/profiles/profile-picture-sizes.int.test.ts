// Profile pictures are stored with a 160 px and a 480 px size beside them (docs/decisions/0027).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverPage } from '@cofound/shared/discover/discover.schemas';
import { pictureUrl } from '@cofound/shared/profiles/picture-sizes';
import { jobs, profiles } from '../../db/schema';
import { createLocalStorage, publicUploadUrl, type FileStorage } from '../../storage';
import { memberKit, type Member } from '../../test/member-kit';
import { fromApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import {
  PICTURE_SIZES_BACKFILL_KEY,
  PICTURE_SIZES_DONE_KEY,
  startPictureSizesBackfill,
} from './index';
import { multipartBody } from './profiles-test-support';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const profile = { title: 'Nebulatrace founder', industry: 'AI/ML', skills: ['Rust'] };

function photo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  });
}

describe('profile picture sizes', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  let storage: FileStorage;
  let owner: Member;
  let viewer: Member;
  const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
  const filesOf = (member: Member) => {
    const dir = path.join(uploadsDir(), member.profileId);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const nameOf = (url: string) => url.split('/').at(-1)!;

  const upload = (bytes: Uint8Array, who: Member = owner) => {
    const { payload, headers } = multipartBody(bytes);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/me/image',
      payload,
      headers: { ...headers, ...fromApp(who.cookie) },
    });
  };
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    storage = createLocalStorage(uploadsDir());
    owner = await kit.member({ name: 'Nora Sizes', profile });
    viewer = await kit.member();
  });

  let firstUrl = '';

  it('stores a 160 px and a 480 px WebP beside an upload, served with a year of caching', async () => {
    const response = await upload(await photo(1200, 900).jpeg().toBuffer());
    expect(response.statusCode, response.body).toBe(200);
    firstUrl = response.json().imageUrl;
    const thumb = pictureUrl(firstUrl, 'thumb');
    const large = pictureUrl(firstUrl, 'profile');
    expect(filesOf(owner)).toEqual([firstUrl, thumb, large].map(nameOf).sort());

    for (const [url, width, height] of [
      [thumb, 160, 120],
      [large, 480, 360],
    ] as const) {
      const served = await get(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': YEAR_IMMUTABLE,
        'x-content-type-options': 'nosniff',
      });
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    const original = await get(firstUrl);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe(YEAR_IMMUTABLE);
  });

  it('answers the card list with the picture whose thumbnail is served', async () => {
    const response = await kit.as(viewer).get('/api/discover?q=nebulatrace');
    expect(response.statusCode).toBe(200);
    const card = (response.json() as DiscoverPage).items.find(
      (item) => item.id === owner.profileId,
    );
    expect(card?.imageUrl).toBe(firstUrl);
    const thumb = await get(pictureUrl(card!.imageUrl!, 'thumb'));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.length).toBeLessThan((await get(firstUrl)).rawPayload.length);
  });

  it('removes the old picture with its sizes when a new one replaces it', async () => {
    const png = await photo(200, 100).png().toBuffer();
    const response = await upload(png);
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/\.png$/);
    expect(filesOf(owner)).toEqual(
      [imageUrl, pictureUrl(imageUrl, 'thumb'), pictureUrl(imageUrl, 'profile')].map(nameOf).sort(),
    );
    for (const gone of [firstUrl, pictureUrl(firstUrl, 'thumb'), pictureUrl(firstUrl, 'profile')])
      expect((await get(gone)).statusCode, gone).toBe(404);
    const served = await get(pictureUrl(imageUrl, 'profile'));
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
    firstUrl = imageUrl;
  });

  it('refuses a file that starts like an image but does not decode, and keeps the old one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const before = filesOf(owner);
    const response = await upload(fake);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Please upload an image file');
    expect(filesOf(owner)).toEqual(before);
  });

  it('makes the sizes of a picture stored before sizes existed, through the backfill job', async () => {
    const old = await kit.member();
    const key = `${old.profileId}/1700000000000-00112233445566aa.png`;
    await storage.put(key, await photo(640, 640).png().toBuffer());
    const imageUrl = publicUploadUrl(key);
    await ctx.database.db.update(profiles).set({ imageUrl }).where(eq(profiles.id, old.profileId));

    // Until its sizes exist, a size's URL leads to the original, and that answer is not cached.
    const pending = await get(pictureUrl(imageUrl, 'thumb'));
    expect(pending.statusCode).toBe(302);
    expect(pending.headers.location).toBe(imageUrl);
    expect(pending.headers['cache-control']).toBe('no-store');
    // A size of a picture that is not there at all is simply not found.
    const missing = publicUploadUrl(`${old.profileId}/1700000000000-00112233445566bb.png`);
    expect((await get(pictureUrl(missing, 'thumb'))).statusCode).toBe(404);

    await startPictureSizesBackfill(ctx.app.jobs, storage);
    await ctx.app.jobs.tick();

    expect(filesOf(old)).toEqual(
      [imageUrl, pictureUrl(imageUrl, 'thumb'), pictureUrl(imageUrl, 'profile')].map(nameOf).sort(),
    );
    const thumb = await get(pictureUrl(imageUrl, 'thumb'));
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([160, 160]);
    // The uploaded picture already had its sizes: the job left them as they were.
    expect(filesOf(owner)).toHaveLength(3);

    // Having been through every profile, it leaves a marker the uploads route does not serve, and
    // a later start (after the job's row is purged) does not go through the pictures again.
    expect(await storage.stat(PICTURE_SIZES_DONE_KEY)).not.toBeNull();
    expect((await get(publicUploadUrl(PICTURE_SIZES_DONE_KEY))).statusCode).toBe(404);
    const backfillRows = () =>
      ctx.database.db.select().from(jobs).where(eq(jobs.key, PICTURE_SIZES_BACKFILL_KEY));
    expect(await backfillRows()).toHaveLength(1);
    await ctx.database.db.delete(jobs).where(eq(jobs.key, PICTURE_SIZES_BACKFILL_KEY));
    await startPictureSizesBackfill(ctx.app.jobs, storage);
    expect(await backfillRows()).toHaveLength(0);
  });
});
