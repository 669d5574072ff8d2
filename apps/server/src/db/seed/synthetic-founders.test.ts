import * as fakerModule from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import {
  industries,
  lookingForRoles,
  personalityTraits,
  roles,
  skills,
  workStyles,
} from '@cofound/shared/profiles/profiles.options';
import { countWords } from './founder-text';
import { seededFaker } from './seed-random';
import type { ProfileRow } from './seed-rows';
import { buildSyntheticFounders } from './synthetic-founders';

const now = new Date();

function build(count: number) {
  const taken = { emails: new Set<string>(), referralCodes: new Set<string>() };
  return buildSyntheticFounders(seededFaker(fakerModule), count, now, taken);
}

function expectBetween(value: number, min: number, max: number) {
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
}

describe('buildSyntheticFounders', () => {
  const founders = build(300);
  const profiles = founders.map((founder) => founder.profile);

  it('gives every founder a plausible, complete profile', () => {
    for (const profile of profiles) {
      expect(profile.email).toMatch(/^[a-z0-9.]+@example\.(com|org|net)$/);
      expect(profile.title.length).toBeGreaterThan(10);
      expectBetween(countWords(profile.bio), 30, 120);
      expect(profile.bio).not.toMatch(/lorem|ipsum|undefined/i);
      expect(profile.bio).not.toMatch(/\ba [aeiou]|\ban [b-df-hj-np-tv-z]/);
      expect(profile.imageUrl).toBeNull();
      expectBetween(profile.experience, 0, 20);
      expectBetween(profile.skills.length, 2, 6);
      expectBetween(profile.lookingFor.length, 1, 3);
      expectBetween(profile.startupInterests.length, 2, 4);
      expectBetween(profile.personalityTraits.length, 1, 4);
      expectBetween(profile.workStyle.length, 1, 3);
      expect(profile.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(profile.createdAt.getTime()).toBeGreaterThan(now.getTime() - 181 * 24 * 3600 * 1000);
    }
  });

  it('skews experience towards 2 to 10 years and keeps emails and referral codes unique', () => {
    const midCareer = profiles.filter(
      (profile) => profile.experience >= 2 && profile.experience <= 10,
    );
    expect(midCareer.length / profiles.length).toBeGreaterThan(0.6);
    expect(new Set(profiles.map((profile) => profile.email)).size).toBe(300);
    const codes = profiles.map((profile) => profile.referralCode);
    expect(new Set(codes).size).toBe(300);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('suspends about 2% and bans about 1%, and leaves plans to the subscriptions', () => {
    expect(profiles.filter((profile) => profile.status === 'suspended')).toHaveLength(6);
    expect(profiles.filter((profile) => profile.status === 'banned')).toHaveLength(3);
    expect(profiles.filter((profile) => profile.isPremium)).toHaveLength(0);
  });

  it('uses every option even with as few founders as the longest list', () => {
    const few = build(skills.length).map((founder) => founder.profile);
    const used = (pick: (profile: ProfileRow) => (string | null | undefined)[]) =>
      new Set(few.flatMap(pick));
    expect(used((profile) => [profile.founderRole])).toEqual(new Set(roles));
    expect(used((profile) => [profile.industry])).toEqual(new Set(industries));
    expect(used((profile) => profile.skills)).toEqual(new Set(skills));
    expect(used((profile) => profile.personalityTraits)).toEqual(new Set(personalityTraits));
    expect(used((profile) => profile.workStyle)).toEqual(new Set(workStyles));
    expect(used((profile) => profile.lookingFor)).toEqual(new Set(lookingForRoles));
  });

  it('is deterministic', () => {
    expect(build(300)).toEqual(founders);
  });
});
