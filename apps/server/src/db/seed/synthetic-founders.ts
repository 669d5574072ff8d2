// The synthetic founders: varied, realistic profiles that cannot sign in (no password).
import type { Faker } from '@faker-js/faker';
import {
  industries,
  lookingForRoles,
  personalityTraits,
  roles,
  skills,
  workStyles,
  type Industry,
  type Role,
} from '@cofound/shared/profiles/profiles.options';
import {
  industryWeights,
  interestWeights,
  lookingForWeights,
  roleWeights,
  skillWeights,
} from './founder-options';
import { seededLastActive } from './founder-last-active';
import { placeOf } from './founder-places';
import { composeBio, composeTitle, pickStoryFacts, type FounderStory } from './founder-text';
import { DAY_MS, uniform, weightedSample, type Weighted } from './seed-random';
import { seedMemberRows, type SeedMember } from './seed-rows';
import { uniqueEmail, uniqueReferralCode } from './unique-values';

export const DEFAULT_FOUNDER_COUNT = 300;
export const HISTORY_DAYS = 180;
const LOCATIONS = ['Remote', 'Hybrid', 'On-site'];

/** Uniqueness across the whole community, including the demo accounts. */
export type Taken = { emails: Set<string>; referralCodes: Set<string> };

/**
 * Builds `count` founders. Founder i (for i below a list's length) carries that list's i-th
 * option, so every role, industry, skill, trait, work style and looking-for role appears.
 */
export function buildSyntheticFounders(
  faker: Faker,
  count: number,
  now: Date,
  taken: Taken,
): SeedMember[] {
  const founders = Array.from({ length: count }, (_, i) => buildFounder(faker, i, now, taken));
  assignStatuses(faker, founders);
  return founders;
}

function buildFounder(faker: Faker, i: number, now: Date, taken: Taken): SeedMember {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const name = `${firstName} ${lastName}`;
  const email = uniqueEmail(faker, firstName, lastName, taken.emails);
  const userId = faker.string.uuid();
  const role = roles[i] ?? faker.helpers.weightedArrayElement(roleWeights);
  const industry = industries[i] ?? faker.helpers.weightedArrayElement(industryWeights);
  const skillOptions = skillWeights(role, industry);
  const story: FounderStory = {
    role,
    industry,
    experience: experienceYears(faker),
    skills: strongestFirst(
      weightedSample(faker, skillOptions, between(faker, [0, 0, 3, 5, 4, 2, 1]), skills[i]),
      skillOptions,
    ),
    lookingFor: weightedSample(
      faker,
      lookingForWeights(role, industry),
      between(faker, [0, 5, 4, 2]),
      lookingForRoles[i],
    ),
    startupInterests: weightedSample(
      faker,
      interestWeights(industry),
      faker.number.int({ min: 2, max: 4 }),
    ),
    personalityTraits: weightedSample(
      faker,
      uniform(personalityTraits),
      faker.number.int({ min: 1, max: 4 }),
      personalityTraits[i],
    ),
    workStyle: pickWorkStyles(faker, workStyles[i]),
  };
  const facts = pickStoryFacts(faker, story);
  // Signups accelerate towards today: more founders joined recently than six months ago.
  const daysAgo =
    0.05 + (HISTORY_DAYS - 0.05) * (1 - Math.sqrt(faker.number.float({ min: 0, max: 1 })));
  const createdAt = new Date(now.getTime() - Math.round(daysAgo * DAY_MS));
  const profileId = faker.string.uuid();
  return seedMemberRows(
    { userId, profileId, name, email, createdAt },
    {
      founderRole: role,
      // Location and time zone come from the city the bio names; no extra draws.
      ...placeOf(facts.city),
      title: composeTitle(faker, story, facts),
      bio: composeBio(faker, story, facts),
      industry,
      experience: story.experience,
      skills: story.skills,
      lookingFor: story.lookingFor,
      startupInterests: story.startupInterests,
      personalityTraits: story.personalityTraits,
      workStyle: story.workStyle,
      role: 'user',
      status: 'active',
      linkedinVerified: faker.datatype.boolean({ probability: 0.35 }),
      githubVerified: faker.datatype.boolean({
        probability: isTechnical(role, industry) ? 0.6 : 0.15,
      }),
      referralCode: uniqueReferralCode(faker, taken.referralCodes),
      lastActiveAt: seededLastActive(profileId, createdAt, now),
    },
  );
}

/** The skills that fit the founder's role best come first: the bio names the first two. */
function strongestFirst<T>(picked: T[], options: Weighted<T>[]): T[] {
  const weight = (value: T) => options.find((option) => option.value === value)?.weight ?? 0;
  return [...picked].sort((a, b) => weight(b) - weight(a));
}

/** 0 to 20 years, mostly 2 to 10. */
function experienceYears(faker: Faker): number {
  const [min, max] = faker.helpers.weightedArrayElement<[number, number]>([
    { value: [0, 1], weight: 10 },
    { value: [2, 5], weight: 40 },
    { value: [6, 10], weight: 32 },
    { value: [11, 15], weight: 12 },
    { value: [16, 20], weight: 6 },
  ]);
  return faker.number.int({ min, max });
}

/** A count whose likelihood is weights[count]. */
function between(faker: Faker, weights: number[]): number {
  const options: Weighted<number>[] = weights.map((weight, value) => ({ value, weight }));
  return faker.helpers.weightedArrayElement(options.filter((option) => option.weight > 0));
}

/** 1 to 3 styles, with at most one of Remote, Hybrid and On-site. */
function pickWorkStyles(faker: Faker, required: string | undefined): string[] {
  const requiredIsLocation = required !== undefined && LOCATIONS.includes(required);
  const location = requiredIsLocation
    ? required
    : faker.helpers.weightedArrayElement([
        { value: 'Remote', weight: 4 },
        { value: 'Hybrid', weight: 4 },
        { value: 'On-site', weight: 2 },
      ]);
  const others = uniform(workStyles.filter((style) => !LOCATIONS.includes(style)));
  const extra = faker.number.int({ min: required && !requiredIsLocation ? 1 : 0, max: 2 });
  return [
    location,
    ...weightedSample(faker, others, extra, requiredIsLocation ? undefined : required),
  ];
}

function isTechnical(role: Role, industry: Industry): boolean {
  return role === 'CTO/Technical Lead' || industry === 'AI/ML' || industry === 'Blockchain';
}

/**
 * About 2% suspended and 1% banned (admins need to see them). Plans come from the subscriptions
 * demo-billing.ts plans, as a member's plan comes from their payments.
 */
function assignStatuses(faker: Faker, founders: SeedMember[]): void {
  const order = faker.helpers.shuffle(founders.map((_, index) => index));
  const suspended = Math.max(1, Math.round(founders.length * 0.02));
  const banned = Math.max(1, Math.round(founders.length * 0.01));
  order.forEach((index, position) => {
    const profile = founders[index]!.profile;
    if (position < suspended) profile.status = 'suspended';
    else if (position < suspended + banned) profile.status = 'banned';
  });
}
