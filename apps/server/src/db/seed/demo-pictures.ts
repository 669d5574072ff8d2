// Profile pictures for the demo accounts and most founders, drawn here (avatar.ts), stored where
// and as a profile picture upload stores them, and named the way it names them.
import type { Faker } from '@faker-js/faker';
import { publicUploadUrl, type FileStorage } from '../../storage';
import { AVATAR_LAYOUTS, AVATAR_SIZE, createAvatarPainter, initialsOf } from './avatar';
import { encodePng } from './png';
import { dateBetween, later } from './seed-random';
import type { SeedMember } from './seed-rows';

export const DEMO_PICTURES = {
  /** Share of the synthetic founders with a picture; the demo accounts always have one. */
  founderShare: 0.85,
} as const;

export type DemoPicture = { key: string; initials: string; layout: number };

/**
 * Chooses who has a picture and how it looks, and sets their image_url: uploaded a little after
 * joining, named '<profileId>/<upload time>-<16 hex digits>.png' like an upload. Call once the
 * join dates are final.
 */
export function planDemoPictures(
  faker: Faker,
  demoAccounts: SeedMember[],
  founders: SeedMember[],
  now: Date,
): DemoPicture[] {
  const chosen = [
    ...demoAccounts,
    ...founders.filter(() => faker.datatype.boolean({ probability: DEMO_PICTURES.founderShare })),
  ];
  return chosen.map(({ profile }) => {
    const joined = profile.createdAt;
    const uploadedAt = dateBetween(
      faker,
      joined,
      new Date(Math.min(now.getTime(), joined.getTime() + 60 * 60_000)),
    );
    const hex = faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' });
    const key = `${profile.id}/${uploadedAt.getTime()}-${hex}.png`;
    profile.imageUrl = publicUploadUrl(key);
    profile.updatedAt = later(profile.updatedAt ?? uploadedAt, uploadedAt);
    return {
      key,
      initials: initialsOf(profile.name),
      layout: faker.number.int({ min: 0, max: AVATAR_LAYOUTS - 1 }),
    };
  });
}

/**
 * Draws, encodes and stores the pictures: each drawn while the one before is written, and
 * written one at a time (measured: a few hundred small files written all at once took several
 * times as long).
 */
export async function storeDemoPictures(
  storage: FileStorage,
  pictures: DemoPicture[],
): Promise<void> {
  const paint = createAvatarPainter();
  let writing = Promise.resolve();
  for (const picture of pictures) {
    const { pixels, palette } = paint(picture);
    const png = encodePng(AVATAR_SIZE, AVATAR_SIZE, pixels, palette);
    await writing;
    writing = storage.put(picture.key, png);
  }
  await writing;
}
