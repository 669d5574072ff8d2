// Profile completeness and suggestions, exactly as docs/product.md#completeness states them.
import {
  discoveryIndustries,
  personalityTraits as traitOptions,
  skills as skillOptions,
  workStyles as workStyleOptions,
} from './profiles.options';

export type CompletenessInput = {
  name: string;
  title: string;
  skills: readonly string[];
  industry: string | null;
  lookingFor: readonly string[];
  bio: string;
  startupInterests: readonly string[];
  personalityTraits: readonly string[];
};

export const completenessItemKeys = [
  'name',
  'title',
  'skills',
  'industry',
  'lookingFor',
  'bio',
  'startupInterests',
  'personalityTraits',
] as const;
export type CompletenessItemKey = (typeof completenessItemKeys)[number];

/** Each of the eight items is worth 12.5%. */
export const COMPLETENESS_ITEM_PERCENT = 12.5;
export const RECOMMENDED_SKILLS = 3;
export const RECOMMENDED_LOOKING_FOR = 2;
export const RECOMMENDED_STARTUP_INTERESTS = 2;
export const RECOMMENDED_PERSONALITY_TRAITS = 3;
export const BIO_MIN_WORDS = 30;
export const BIO_MAX_WORDS = 200;

export const completenessItemLabels: Record<CompletenessItemKey, string> = {
  name: 'Name',
  title: 'Title',
  skills: 'Skills',
  industry: 'Industry',
  lookingFor: 'Looking for',
  bio: 'Bio',
  startupInterests: 'Startup interests',
  personalityTraits: 'Personality traits',
};

export type CompletenessTip = { item: CompletenessItemKey; message: string };

export type Completeness = {
  /** 0 to 100 in steps of 12.5. */
  percent: number;
  items: { key: CompletenessItemKey; label: string; done: boolean }[];
  /** What to do next, in the order of the items. */
  tips: CompletenessTip[];
};

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export type BioLength = 'empty' | 'too-short' | 'ok' | 'too-long';

/** Under 30 words is too short; over 200 words too long (30 and 200 themselves are fine). */
export function bioLength(bio: string): BioLength {
  const words = countWords(bio);
  if (words === 0) return 'empty';
  if (words < BIO_MIN_WORDS) return 'too-short';
  if (words > BIO_MAX_WORDS) return 'too-long';
  return 'ok';
}

const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/**
 * An item counts once it is filled in (any text, at least one list entry). The recommended
 * counts (3 skills, 2 looking-for roles, 2 startup interests, 3 traits) and the bio's word
 * bounds only produce tips; they do not withhold the item's 12.5%.
 */
export function profileCompleteness(profile: CompletenessInput): Completeness {
  const done: Record<CompletenessItemKey, boolean> = {
    name: filled(profile.name),
    title: filled(profile.title),
    skills: profile.skills.length > 0,
    industry: filled(profile.industry),
    lookingFor: profile.lookingFor.length > 0,
    bio: filled(profile.bio),
    startupInterests: profile.startupInterests.length > 0,
    personalityTraits: profile.personalityTraits.length > 0,
  };
  const tips: CompletenessTip[] = [];
  const tip = (item: CompletenessItemKey, message: string) => tips.push({ item, message });
  if (!done.name) tip('name', 'Add your name');
  if (!done.title) tip('title', 'Add a title that says what you do');
  if (profile.skills.length < RECOMMENDED_SKILLS)
    tip('skills', `Add at least ${RECOMMENDED_SKILLS} skills`);
  if (!done.industry) tip('industry', 'Choose your industry');
  if (profile.lookingFor.length < RECOMMENDED_LOOKING_FOR)
    tip('lookingFor', `Add at least ${RECOMMENDED_LOOKING_FOR} roles you are looking for`);
  const bio = bioLength(profile.bio);
  if (bio === 'empty') tip('bio', 'Write a bio about yourself and what you want to build');
  if (bio === 'too-short')
    tip('bio', `Your bio is too short: write at least ${BIO_MIN_WORDS} words`);
  if (bio === 'too-long') tip('bio', `Your bio is too long: keep it to ${BIO_MAX_WORDS} words`);
  if (profile.startupInterests.length < RECOMMENDED_STARTUP_INTERESTS)
    tip('startupInterests', `Add at least ${RECOMMENDED_STARTUP_INTERESTS} startup interests`);
  if (profile.personalityTraits.length < RECOMMENDED_PERSONALITY_TRAITS)
    tip('personalityTraits', `Add at least ${RECOMMENDED_PERSONALITY_TRAITS} personality traits`);

  const doneCount = completenessItemKeys.filter((key) => done[key]).length;
  return {
    percent: doneCount * COMPLETENESS_ITEM_PERCENT,
    items: completenessItemKeys.map((key) => ({
      key,
      label: completenessItemLabels[key],
      done: done[key],
    })),
    tips,
  };
}

export type ExperienceBand = 'junior' | 'mid' | 'senior';

/** Junior under 3 years, mid under 7, senior otherwise. */
export function experienceBand(years: number): ExperienceBand {
  if (years < 3) return 'junior';
  if (years < 7) return 'mid';
  return 'senior';
}

export const SUGGESTED_SKILLS = 5;
export const SUGGESTED_TRAITS = 3;
export const SUGGESTED_WORK_STYLES = 3;
export const SUGGESTED_INDUSTRY_INTERESTS = 4;

type Skill = (typeof skillOptions)[number];
type Trait = (typeof traitOptions)[number];
type WorkStyle = (typeof workStyleOptions)[number];
type DiscoveryIndustry = (typeof discoveryIndustries)[number];

/** Skills a founder in an industry is most often asked for, most wanted first. */
const industrySkills: Record<string, readonly Skill[]> = {
  Technology: ['Full-Stack Development', 'Cloud Architecture', 'DevOps', 'Product Management'],
  Finance: ['Data Science', 'Sales', 'Business Development', 'Full-Stack Development'],
  Healthcare: ['Product Management', 'Data Science', 'Machine Learning', 'Sales'],
  Education: ['Product Management', 'UI/UX Design', 'Marketing', 'Mobile Development'],
  'E-commerce': ['Marketing', 'Sales', 'Mobile Development', 'UI/UX Design'],
  'AI/ML': ['Machine Learning', 'Data Science', 'Cloud Architecture', 'Full-Stack Development'],
  Blockchain: ['Blockchain', 'Full-Stack Development', 'DevOps', 'Business Development'],
  CleanTech: ['Business Development', 'Data Science', 'Product Management', 'Sales'],
  SaaS: ['Full-Stack Development', 'Product Management', 'Sales', 'Cloud Architecture'],
  Marketing: ['Marketing', 'Data Science', 'Sales', 'UI/UX Design'],
  Design: ['UI/UX Design', 'Product Management', 'Mobile Development', 'Marketing'],
  Consulting: ['Business Development', 'Sales', 'Product Management', 'Data Science'],
};

/** Skills every founder at a stage benefits from, after the industry's own. */
const bandSkills: Record<ExperienceBand, readonly Skill[]> = {
  junior: ['Full-Stack Development', 'UI/UX Design', 'Marketing', 'Data Science'],
  mid: ['Product Management', 'Sales', 'Cloud Architecture', 'Mobile Development'],
  senior: ['Business Development', 'Product Management', 'Sales', 'Marketing'],
};

const bandTraits: Record<ExperienceBand, readonly Trait[]> = {
  junior: ['Problem Solver', 'Team Player', 'Creative', 'Analytical'],
  mid: ['Analytical', 'Problem Solver', 'Strategic', 'Detail-oriented'],
  senior: ['Leadership', 'Strategic', 'Risk-taker', 'Analytical'],
};

const bandWorkStyles: Record<ExperienceBand, readonly WorkStyle[]> = {
  junior: ['Fast-paced', 'Flexible', 'Remote', 'Creative'],
  mid: ['Hybrid', 'Data-driven', 'Structured', 'Fast-paced'],
  senior: ['Structured', 'Data-driven', 'Hybrid', 'Remote'],
};

/** Neighbouring industries worth following, most related first. */
const relatedIndustries: Record<string, readonly DiscoveryIndustry[]> = {
  Technology: ['SaaS', 'AI/ML', 'E-commerce', 'Consulting', 'Finance'],
  Finance: ['Blockchain', 'AI/ML', 'SaaS', 'Consulting', 'E-commerce'],
  Healthcare: ['AI/ML', 'Technology', 'SaaS', 'Education', 'CleanTech'],
  Education: ['Technology', 'SaaS', 'AI/ML', 'Design', 'Healthcare'],
  'E-commerce': ['Marketing', 'SaaS', 'Technology', 'Design', 'Finance'],
  'AI/ML': ['SaaS', 'Healthcare', 'Finance', 'Technology', 'Education'],
  Blockchain: ['Finance', 'Technology', 'SaaS', 'AI/ML', 'E-commerce'],
  CleanTech: ['Technology', 'AI/ML', 'Consulting', 'Finance', 'SaaS'],
  SaaS: ['Technology', 'AI/ML', 'Marketing', 'E-commerce', 'Finance'],
  Marketing: ['E-commerce', 'SaaS', 'Design', 'Consulting', 'Technology'],
  Design: ['E-commerce', 'Marketing', 'SaaS', 'Education', 'Technology'],
  Consulting: ['SaaS', 'Finance', 'Technology', 'Marketing', 'CleanTech'],
};

const defaultIndustries: readonly DiscoveryIndustry[] = [
  'Technology',
  'SaaS',
  'AI/ML',
  'E-commerce',
];

export type SuggestionInput = {
  industry: string | null;
  experience: number;
  skills: readonly string[];
  personalityTraits: readonly string[];
  workStyle: readonly string[];
  startupInterests: readonly string[];
};

export type ProfileSuggestions = {
  band: ExperienceBand;
  /** Up to 5. */
  skills: string[];
  /** Up to 3. */
  personalityTraits: string[];
  /** Up to 3. */
  workStyles: string[];
  /** Up to 4: the member's industry first, then related ones. */
  industryInterests: string[];
};

/** The candidates in order, without duplicates and without what the member already has. */
function pick(candidates: readonly string[], have: readonly string[], limit: number): string[] {
  const taken = new Set(have.map((value) => value.trim().toLowerCase()));
  const picked: string[] = [];
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (taken.has(key)) continue;
    taken.add(key);
    picked.push(candidate);
    if (picked.length === limit) break;
  }
  return picked;
}

/**
 * Values worth adding, by industry and experience band: up to 5 skills, 3 traits, 3 work styles
 * and 4 industry interests, never one the member already listed.
 */
export function profileSuggestions(profile: SuggestionInput): ProfileSuggestions {
  const band = experienceBand(profile.experience);
  const industry = profile.industry ?? '';
  return {
    band,
    skills: pick(
      [...(industrySkills[industry] ?? []), ...bandSkills[band], ...skillOptions],
      profile.skills,
      SUGGESTED_SKILLS,
    ),
    personalityTraits: pick(
      [...bandTraits[band], ...traitOptions],
      profile.personalityTraits,
      SUGGESTED_TRAITS,
    ),
    workStyles: pick(
      [...bandWorkStyles[band], ...workStyleOptions],
      profile.workStyle,
      SUGGESTED_WORK_STYLES,
    ),
    industryInterests: pick(
      [
        ...(industry in relatedIndustries ? [industry] : []),
        ...(relatedIndustries[industry] ?? defaultIndustries),
        ...discoveryIndustries,
      ],
      profile.startupInterests,
      SUGGESTED_INDUSTRY_INTERESTS,
    ),
  };
}
