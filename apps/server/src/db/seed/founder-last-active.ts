import { DAY_MS } from './seed-random';

/** A fraction in [0, 1) from a text (FNV-1a): a draw that leaves the seed's faker sequence as it is. */
function fractionOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // MurmurHash3's finaliser: texts that differ in their last characters land far apart.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

/** Most founders were active in the last days, some weeks ago, a few over a month ago. */
const LONGEST_ABSENCE_DAYS = 45;

/**
 * When a seeded founder was last active: between their signup and now, skewed towards now, the
 * same for the same profile id. Seeded founders have no sessions, so the demo community's
 * profiles and cards would otherwise all say nothing.
 */
export function seededLastActive(profileId: string, createdAt: Date, now: Date): Date {
  const daysAgo = LONGEST_ABSENCE_DAYS * fractionOf(profileId) ** 3;
  return new Date(Math.max(createdAt.getTime(), now.getTime() - daysAgo * DAY_MS));
}
