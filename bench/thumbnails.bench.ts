// `npm run bench -- thumbnails`: what the stored picture sizes (docs/decisions/0027) cost and save.
// thumbnails.resize: the time to make both sizes of one upload (p50/p95 over BENCH_RUNS, default
//   20), for a 1600 x 1200 and a 4032 x 3024 JPEG of blurred noise (decoding costs as a photo's).
// thumbnails.discover_page: the picture bytes of the first Discover page on the demo community
//   (an in-memory PGlite seeded as a fresh start seeds it), as the card avatars drew them before
//   (the original) and after (the 160 px thumbnail), both read through the uploads route.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DiscoverPage } from '@cofound/shared/discover/discover.schemas';
import { pictureUrl } from '@cofound/shared/profiles/picture-sizes';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { createPglite, openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoCommunity } from '../apps/server/src/db/seed';
import { addOneMonth, premiumStateOf } from '../apps/server/src/features/billing';
import { recalculateAll } from '../apps/server/src/features/reputation';
import { createLocalStorage, resizePicture } from '../apps/server/src/storage';
import { summarize, timedRuns } from './lib/stats';

const runs = Number(process.env.BENCH_RUNS ?? 20);

/** A JPEG of blurred colour noise: it weighs and decodes like a camera photo of that size. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(noise).modulate({ saturation: 1.4 }).jpeg({ quality: 85 }).toBuffer();
}

async function measureResize() {
  for (const [width, height] of [
    [1600, 1200],
    [4032, 3024],
  ] as const) {
    const jpeg = await cameraJpeg(width, height);
    const { times } = await timedRuns(() => resizePicture(jpeg), runs, 2);
    console.log(
      JSON.stringify({
        bench: 'thumbnails.resize',
        input: `${width}x${height} jpeg`,
        runs,
        input_bytes: jpeg.length,
        ...summarize(times),
      }),
    );
  }
}

async function measureDiscoverPage() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-thumbnails-'));
  const database = await openDatabase({ kind: 'pglite', pglite: createPglite() });
  try {
    await runMigrations(database);
    const env = loadEnv({
      NODE_ENV: 'production',
      APP_URL: 'http://localhost:3000',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'silent',
    });
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    const app = await buildApp({ env, database, storage, logger: false });
    const seedStarted = performance.now();
    await seedDemoCommunity(database.db, {
      log: { info: () => undefined },
      recalculateReputation: recalculateAll,
      billing: { addOneMonth, premiumStateOf },
      storage,
    });
    const seedMs = Math.round(performance.now() - seedStarted);
    const page = (await app.inject({ method: 'GET', url: '/api/discover' })).json() as DiscoverPage;
    const urls = page.items.flatMap((card) => (card.imageUrl ? [card.imageUrl] : []));
    const bytesAt = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      return response.rawPayload.length;
    };
    let before = 0;
    let after = 0;
    for (const url of urls) {
      before += await bytesAt(url);
      after += await bytesAt(pictureUrl(url, 'thumb'));
    }
    await app.close();
    console.log(
      JSON.stringify({
        bench: 'thumbnails.discover_page',
        db: 'pglite',
        cards: page.items.length,
        pictures: urls.length,
        before_bytes: before,
        after_bytes: after,
        saved_percent: before ? Math.round((1000 * (before - after)) / before) / 10 : 0,
        seed_ms: seedMs,
      }),
    );
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await measureResize();
await measureDiscoverPage();
