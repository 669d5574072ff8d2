import { z } from 'zod';
import { connectionStates } from '../connections/connections.schemas';
import { commitments, experienceBuckets } from '../profiles/profiles.options';
import { archetypes } from '../personality-test/archetypes';
import { lastActivePeriods } from '../profiles/last-active';
import { reputationLevels } from '../reputation/reputation.rules';

export const discoverMessages = {
  empty: 'No co-founders found',
  emptyHint: 'Try other words or fewer filters.',
  loadFailed: 'Failed to load co-founders. Please try again.',
  invalidCursor: 'This page link has expired. Please start the search again.',
} as const;

/** Top Rated (reputation total), Most Recent (joined), Trending (last 7 days' activity). */
export const discoverSorts = ['top_rated', 'recent', 'trending'] as const;
export type DiscoverSort = (typeof discoverSorts)[number];
export const discoverSortLabels: Record<DiscoverSort, string> = {
  top_rated: 'Top Rated',
  recent: 'Most Recent',
  trending: 'Trending',
};

export type ExperienceBucket = (typeof experienceBuckets)[number];
export const experienceBucketLabels: Record<ExperienceBucket, string> = {
  any: 'Any experience',
  '0-2': '0-2 years',
  '3-5': '3-5 years',
  '6-10': '6-10 years',
  '10+': '10+ years',
};

/** Years of experience a bucket covers, both ends included; max null = no maximum. */
export function experienceRange(bucket: ExperienceBucket): { min: number; max: number | null } {
  switch (bucket) {
    case '0-2':
      return { min: 0, max: 2 };
    case '3-5':
      return { min: 3, max: 5 };
    case '6-10':
      return { min: 6, max: 10 };
    case '10+':
      return { min: 10, max: null };
    default:
      return { min: 0, max: null };
  }
}

export const DISCOVER_PAGE_SIZE = 12;
export const DISCOVER_MAX_PAGE_SIZE = 50;
/** At most this many skills or looking-for roles per filter, and words per search. */
export const DISCOVER_MAX_LIST_FILTER = 12;

const listFilter = z
  .union([z.string().max(80), z.array(z.string().max(80)).max(DISCOVER_MAX_LIST_FILTER)])
  .optional();

/** Founder types to keep (any of them), one value or repeated keys like the lists. */
export const archetypesFilter = z
  .union([z.enum(archetypes), z.array(z.enum(archetypes)).max(archetypes.length)])
  .optional();

/**
 * GET /api/discover query. Lists arrive as repeated keys (`skills=A&skills=B`); one value
 * arrives as a plain string, so both are accepted (see discoverListValues).
 */
export const discoverQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(80).optional(),
  experience: z.enum(experienceBuckets).default('any'),
  skills: listFilter,
  lookingFor: listFilter,
  timeZone: z.string().trim().max(64).optional(),
  commitment: z.enum(commitments).optional(),
  archetypes: archetypesFilter,
  /** 'true': only founders with a verified badge (docs/product.md#verified-badges). */
  verified: z.enum(['true', 'false']).optional(),
  sort: z.enum(discoverSorts).default('top_rated'),
  /** Opaque; from the previous page's nextCursor. */
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(DISCOVER_MAX_PAGE_SIZE).default(DISCOVER_PAGE_SIZE),
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;
export type DiscoverQueryInput = z.input<typeof discoverQuerySchema>;

/** A list filter as an array: trimmed, empties and duplicates dropped. */
export function discoverListValues(value: string | string[] | undefined): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return [...new Set(values.map((item) => item.trim()).filter((item) => item !== ''))];
}

/** One founder card. Never carries email, premium state, status, visibility or referral code. */
export const discoverCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  founderRole: z.string().nullable(),
  industry: z.string().nullable(),
  experience: z.number().int(),
  skills: z.array(z.string()),
  lookingFor: z.array(z.string()),
  city: z.string().nullable(),
  country: z.string().nullable(),
  timeZone: z.string().nullable(),
  commitment: z.string().nullable(),
  /** From the founder's last personality test; null before they take it. */
  archetype: z.enum(archetypes).nullable(),
  /** How recently the founder was active; null when they hide it or never signed in. */
  lastActive: z.enum(lastActivePeriods).nullable(),
  /**
   * The founder linked LinkedIn / GitHub to their account: the badges of
   * docs/product.md#verified-badges, which the deck's cards carry too.
   */
  linkedinVerified: z.boolean(),
  githubVerified: z.boolean(),
  reputation: z.object({ total: z.number().int(), level: z.enum(reputationLevels) }),
  connectionState: z.enum(connectionStates),
  /** The viewer's own card: connect is hidden. */
  isOwn: z.boolean(),
  /**
   * Signed-in viewers only (omitted for visitors): members both the viewer and this founder are
   * connected to (docs/product.md#mutual-connections).
   */
  mutualConnections: z.number().int().min(0).optional(),
});
export type DiscoverCard = z.infer<typeof discoverCardSchema>;

export const discoverPageSchema = z.object({
  items: z.array(discoverCardSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DiscoverPage = z.infer<typeof discoverPageSchema>;
