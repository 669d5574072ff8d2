// Profile pictures for the demo accounts and most founders, drawn here (avatar.ts), stored where
// and as a profile picture upload stores them, and named the way it names them.
import { createHash } from 'node:crypto';
import { publicUploadUrl, putPicture, type FileStorage } from '../../storage';
import { AVATAR_LAYOUTS, AVATAR_SIZE, createAvatarPainter, initialsOf } from './avatar';
import { encodePng } from './png';
import { later } from './seed-random';
import type { SeedMember } from './seed-rows';

export const DEMO_PICTURES = {
  /** Share of the synthetic founders with a picture; the demo accounts always have one. */
  founderShare: 0.85,
} as const;

export type DemoPicture = { key: string; initials: string; layout: number };

/**
 * Numbers in [0, 1) drawn from the profile id alone. Who has a picture and how it looks must not
 * depend on the shared random stream, whose use elsewhere varies with the time of day the seed
 * runs (today's check-ins, say): the same community gets the same pictures whenever it is seeded.
 */
function drawsFor(profileId: string): { unit: (index: number) => number; hex: string } {
  const digest = createHash('sha256').update(`demo-picture:${profileId}`).digest();
  return {
    unit: (index) => digest.readUInt32BE(index * 4) / 2 ** 32,
    hex: digest.subarray(16, 24).toString('hex'),
  };
}

/**
 * Chooses who has a picture and how it looks, and sets their image_url: uploaded a little after
 * joining, named '<profileId>/<upload time>-<16 hex digits>.png' like an upload. Call once the
 * join dates are final.
 */
export function planDemoPictures(
  demoAccounts: SeedMember[],
  founders: SeedMember[],
  now: Date,
): DemoPicture[] {
  const chosen = [
    ...demoAccounts,
    ...founders.filter(({ profile }) => drawsFor(profile.id).unit(0) < DEMO_PICTURES.founderShare),
  ];
  return chosen.map(({ profile }) => {
    const { unit, hex } = drawsFor(profile.id);
    const joined = profile.createdAt.getTime();
    const window = Math.max(0, Math.min(now.getTime() - joined, 60 * 60_000));
    const uploadedAt = new Date(joined + Math.floor(unit(1) * window));
    const key = `${profile.id}/${uploadedAt.getTime()}-${hex}.png`;
    profile.imageUrl = publicUploadUrl(key);
    profile.updatedAt = later(profile.updatedAt ?? uploadedAt, uploadedAt);
    return {
      key,
      initials: initialsOf(profile.name),
      layout: Math.floor(unit(2) * AVATAR_LAYOUTS),
    };
  });
}

/** Pictures resized and written at once: the resizing runs on libuv's threads, four by default. */
const IN_FLIGHT = 4;

/**
 * Draws, encodes and stores the pictures with their sizes, as an upload does: a few at a time,
 * each drawn while the ones before are resized and written (measured: a few hundred small files
 * written all at once took several times as long, and one at a time left the resizing threads
 * idle).
 */
export async function storeDemoPictures(
  storage: FileStorage,
  pictures: DemoPicture[],
): Promise<void> {
  const paint = createAvatarPainter();
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  for (const picture of pictures) {
    const { pixels, palette } = paint(picture);
    const png = encodePng(AVATAR_SIZE, AVATAR_SIZE, pixels, palette);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    if (failure) break;
    const storing: Promise<void> = putPicture(storage, picture.key, png, 'image/png')
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(storing));
    inFlight.add(storing);
  }
  await Promise.all(inFlight);
  if (failure) throw (failure as { error: unknown }).error;
}
