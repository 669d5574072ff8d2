import type * as fakerModule from '@faker-js/faker';
import type { Faker } from '@faker-js/faker';
import type { Db } from '../client';

/** The fixed seed: every fresh start produces the same community. */
export const SEED = 2026;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The transaction handle the seed writes through. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Weighted<T> = { value: T; weight: number };

/** What of faker's module a seeded faker is made from. */
type FakerModule = Pick<typeof fakerModule, 'Faker' | 'base' | 'en'>;

/** A dedicated, freshly seeded faker, so the seed never disturbs (or depends on) the global one. */
export function seededFaker({ Faker, base, en }: FakerModule): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(SEED);
  return faker;
}

/** The same, with faker loaded when a seed runs rather than at every server start. */
export async function createSeedFaker(): Promise<Faker> {
  return seededFaker(await import('@faker-js/faker'));
}

/** Picks `count` distinct values by weight; `required` (when given) is always among them. */
export function weightedSample<T>(
  faker: Faker,
  items: readonly Weighted<T>[],
  count: number,
  required?: T,
): T[] {
  const picked: T[] = required === undefined ? [] : [required];
  let pool = items.filter((item) => item.weight > 0 && !picked.includes(item.value));
  while (picked.length < count && pool.length > 0) {
    const value = faker.helpers.weightedArrayElement(pool);
    picked.push(value);
    pool = pool.filter((item) => item.value !== value);
  }
  return picked;
}

/** Equal weights for every value of an option list. */
export function uniform<T>(values: readonly T[]): Weighted<T>[] {
  return values.map((value) => ({ value, weight: 1 }));
}

/** A moment between two dates (inclusive of the earlier one). */
export function dateBetween(faker: Faker, from: Date, to: Date): Date {
  const start = from.getTime();
  const end = Math.max(start, to.getTime());
  return new Date(start + Math.floor(faker.number.float({ min: 0, max: 1 }) * (end - start)));
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function later(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** Splits rows into insert batches. */
export function chunks<T>(rows: readonly T[], size = 100): T[][] {
  const batches: T[][] = [];
  for (let at = 0; at < rows.length; at += size) batches.push(rows.slice(at, at + size));
  return batches;
}
