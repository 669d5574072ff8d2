import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, publicProfileSchema, ownProfileSchema } from './profiles.schemas';
import { isValidTimeZone, listTimeZones } from './time-zones';

const valid = {
  name: ' Ada ',
  title: 'CTO',
  skills: ['Go', ' go ', '', 'Rust'],
  experience: 4,
  industry: 'AI/ML',
  lookingFor: ['Product Manager'],
  startupInterests: ['Climate'],
  personalityTraits: ['Analytical'],
  workStyle: ['Remote'],
  bio: 'Hello',
};

describe('profileUpdateSchema', () => {
  it('cleans lists and defaults the optional fields', () => {
    const parsed = profileUpdateSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: 'Ada',
      skills: ['Go', 'Rust'],
      city: null,
      timeZone: null,
      commitment: null,
      equityExpectation: null,
      visibility: 'public',
      visibilityDetails: { showLocation: true, showEquityExpectation: true },
    });
  });

  it.each([
    ['', 0],
    ['abc', 0],
    [null, 0],
    ['7', 7],
    [3.9, 3],
  ])('stores experience %j as %j', (input, stored) => {
    expect(profileUpdateSchema.parse({ ...valid, experience: input }).experience).toBe(stored);
  });

  it('rejects negative experience and every missing required field', () => {
    expect(profileUpdateSchema.safeParse({ ...valid, experience: -1 }).success).toBe(false);
    for (const key of Object.keys(valid)) {
      if (key === 'experience') continue;
      const rest: Record<string, unknown> = { ...valid };
      delete rest[key];
      expect(profileUpdateSchema.safeParse(rest).success, key).toBe(false);
    }
    expect(profileUpdateSchema.safeParse({ ...valid, skills: [' ', ''] }).success).toBe(false);
  });

  it.each([
    ['role', 'admin'],
    ['status', 'active'],
    ['isPremium', true],
    ['is_premium', true],
    ['premiumUntil', '2099-01-01'],
    ['currentPlanId', 'business'],
    ['referralCode', 'HACKED'],
    ['email', 'x@example.com'],
    ['userId', 'someone'],
    ['linkedinVerified', true],
    ['githubVerified', true],
    ['imageUrl', 'https://evil.example/x.png'],
    ['id', '00000000-0000-0000-0000-000000000000'],
  ])('rejects the protected key %s', (key, value) => {
    expect(profileUpdateSchema.safeParse({ ...valid, [key]: value }).success).toBe(false);
  });

  it('validates the time zone against IANA names', () => {
    expect(profileUpdateSchema.safeParse({ ...valid, timeZone: 'Europe/Berlin' }).success).toBe(
      true,
    );
    expect(profileUpdateSchema.safeParse({ ...valid, timeZone: 'Mars/Olympus' }).success).toBe(
      false,
    );
    expect(isValidTimeZone('../../etc')).toBe(false);
    expect(listTimeZones()[0]).toBe('UTC');
  });
});

describe('profile response schemas', () => {
  it('keeps private fields out of the public profile', () => {
    const publicKeys = Object.keys(publicProfileSchema.shape);
    for (const key of [
      'email',
      'visibilityDetails',
      'isPremium',
      'premiumUntil',
      'currentPlanId',
      'referralCode',
      'status',
      'role',
      'userId',
    ]) {
      expect(publicKeys).not.toContain(key);
      expect(Object.keys(ownProfileSchema.shape)).toContain(key);
    }
  });
});
