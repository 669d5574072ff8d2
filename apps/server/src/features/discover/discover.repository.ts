import { sql, type SQL } from 'drizzle-orm';
import type { DiscoverSort } from '@cofound/shared/discover/discover.schemas';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { planEachRun } from '../../db/prepared-statements';
import { defineRepository } from '../../db/repository';
import { countMutualConnections } from '../connections';
import { ifShown, isNotAway } from '../profiles';
import type { DiscoverCursor, ListedActivityTier } from './discover.cursor';
import { isNarrowed, whereConditions, type DiscoverFilters } from './discover-predicates';

export type DiscoverPageRequest = {
  filters: DiscoverFilters;
  sort: DiscoverSort;
  after: DiscoverCursor | null;
  /** Rows wanted; the repository reads one more to know whether a next page exists. */
  limit: number;
  /** The signed-in viewer's user id, or null for a signed-out visitor. */
  viewerUserId: string | null;
};

export type DiscoverRow = {
  id: string;
  userId: string;
  name: string;
  title: string;
  imageUrl: string | null;
  founderRole: string | null;
  industry: string | null;
  experience: number;
  skills: string[];
  lookingFor: string[];
  city: string | null;
  country: string | null;
  timeZone: string | null;
  commitment: string | null;
  archetype: string | null;
  /** Null when the member hides it. */
  lastActiveAt: Date | null;
  /** The verified badges (docs/product.md#verified-badges). */
  linkedinVerified: boolean;
  githubVerified: boolean;
  totalScore: number;
  /** The value the page is sorted by (see DiscoverCursor). */
  sortValue: number | string;
  /** The activity tier the page is sorted by after the value (see DiscoverCursor). */
  sortTier: ListedActivityTier;
  /** The live connection between viewer and profile, if any. */
  connectionStatus: 'pending' | 'accepted' | null;
  connectionSenderId: string | null;
};

/** How far back Trending counts new connections and profile views. */
export const TRENDING_WINDOW = sql`interval '7 days'`;

/** A column of the profile `p` when its member shows that fact, else null. */
const shown = (detail: 'showLocation' | 'showLastActive', column: string) =>
  ifShown(detail, sql.raw(`p.${column}`), sql.raw('p.visibility_details'));

const columns = sql`p.id, p.user_id, p.name, p.title, p.image_url, p.founder_role, p.industry,
  p.experience, p.skills, p.looking_for,
  ${shown('showLocation', 'city')} as city, ${shown('showLocation', 'country')} as country,
  p.time_zone, p.commitment, p.archetype, p.created_at, r.total_score,
  ${shown('showLastActive', 'last_active_at')} as last_active_at,
  p.linkedin_verified, p.github_verified`;

/**
 * Rows after the cursor in the order (value desc, tier asc, then id `idOrder`): a lower value, or
 * the cursor's value and a (tier, id) past the cursor's. The bound on the value alone is where an
 * index on the value starts its walk; the rest is checked on the way. The second arm names no
 * value, so the planner cannot answer the `or` with a bitmap of each arm and a sort of the rows.
 */
function afterCursor(
  after: DiscoverCursor,
  keys: { value: SQL; tier: SQL; id: SQL },
  idOrder: 'asc' | 'desc',
  valueType: 'integer' | 'timestamptz',
) {
  const value = sql`${after.value}::${sql.raw(valueType)}`;
  const tier = sql`${after.tier}::smallint`;
  const id = sql`${after.id}::uuid`;
  const pastInGroup =
    idOrder === 'asc'
      ? sql`(${keys.tier}, ${keys.id}) > (${tier}, ${id})`
      : sql`(${keys.tier} > ${tier} or (${keys.tier} = ${tier} and ${keys.id} < ${id}))`;
  return sql`${keys.value} <= ${value} and (${keys.value} < ${value} or ${pastInGroup})`;
}

/**
 * The page's rows (limit + 1), sorted, for Top Rated and Most Recent: one ordered scan that can
 * walk reputation_scores_discover_idx (total desc nulls last, activity tier, profile_id) or
 * profiles_created_at_idx. Quiet members come after active ones with an equal value
 * (docs/decisions/0033-stale-profiles-sink.md): Top Rated reads the tier copied next to the
 * total; Most Recent sorts by it within one created_at, which members rarely share.
 */
function orderedPage(
  sort: 'top_rated' | 'recent',
  where: SQL[],
  after: DiscoverCursor | null,
  rows: number,
) {
  const conditions = [...where];
  if (sort === 'recent') {
    if (after) {
      const keys = { value: sql`p.created_at`, tier: sql`p.activity_tier`, id: sql`p.id` };
      conditions.push(afterCursor(after, keys, 'desc', 'timestamptz'));
    }
    return sql`
      select ${columns},
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_value,
        p.activity_tier as sort_tier
      from profiles p
      join reputation_scores r on r.profile_id = p.id
      where ${sql.join(conditions, sql` and `)}
      order by p.created_at desc, p.activity_tier, p.id desc
      limit ${rows}`;
  }
  // The copy of the tier leaves away members out in the index, before their profile is read.
  conditions.push(isNotAway(sql`r.activity_tier`));
  if (after) {
    const keys = { value: sql`r.total_score`, tier: sql`r.activity_tier`, id: sql`r.profile_id` };
    conditions.push(afterCursor(after, keys, 'asc', 'integer'));
  }
  // total_score is never null: 'nulls last' only lets the planner use the index's order.
  return sql`
    select ${columns}, r.total_score as sort_value, r.activity_tier as sort_tier
    from profiles p
    join reputation_scores r on r.profile_id = p.id
    where ${sql.join(conditions, sql` and `)}
    order by r.total_score desc nulls last, r.activity_tier, r.profile_id
    limit ${rows}`;
}

/**
 * Trending's scores (docs/decisions/0028-trending-rollup.md): trending_scores counts each
 * profile's activity from the rollup's start, which a job keeps close behind the window's start.
 * The events between the two starts come from their time indexes: `trend_edge` holds the scores
 * they change (taken off when the rollup starts earlier, added when it starts later), so every
 * score is the window's exact count.
 */
const trendCte = sql`
  trend_bounds as (
    select case when counted_from < window_start then -1 else 1 end as sign,
      least(counted_from, window_start) as low, greatest(counted_from, window_start) as high
    from (select trending_window_start() as counted_from,
            now() - ${TRENDING_WINDOW} as window_start) as starts
  ),
  trend_edge as materialized (
    select e.profile_id, coalesce(s.activity, 0) + b.sign * e.activity as n
    from trend_bounds b
    cross join lateral trending_activity(b.low, b.high) as e
    left join trending_scores s on s.profile_id = e.profile_id
  ),`;

/** Profiles whose score the window's edge changed: the rollup's own score is not theirs. */
const edgeProfiles = sql`array(select profile_id from trend_edge)`;

/**
 * One ordered branch of the profiles with activity in the window: `scores` (profile_id, n, tier:
 * the profile's activity tier), sorted, then listed.
 */
function activeBranch(scores: SQL, where: SQL[], after: DiscoverCursor | null, rows: number) {
  const conditions = [...where];
  if (after) {
    const keys = { value: sql`t.n`, tier: sql`t.tier`, id: sql`t.profile_id` };
    conditions.push(afterCursor(after, keys, 'asc', 'integer'));
  }
  return sql`
    (select ${columns}, t.n as sort_value, t.tier as sort_tier
     -- Pre-sorted, so the join can stream in score order and stop at the limit; 'nulls last'
     -- (n is never null) lets the rollup's scores come in trending_scores_activity_idx's order.
     from (${scores} order by n desc nulls last, tier, profile_id) as t
     join profiles p on p.id = t.profile_id
     join reputation_scores r on r.profile_id = p.id
     where ${sql.join(conditions, sql` and `)}
     order by t.n desc nulls last, t.tier, t.profile_id
     limit ${rows})`;
}

/**
 * Trending: profiles with activity in the window (few), by score, then everyone else (score 0);
 * quiet members after active ones with an equal score, then by id
 * (docs/decisions/0033-stale-profiles-sink.md). Ordered branches instead of scoring and sorting
 * every profile: the rollup's scores from its index (activity desc, the tier copied next to it,
 * profile_id), the few the window's edge changed, and the profiles without activity from
 * profiles_discover_tier_idx (activity_tier, id).
 */
function trendingPage(where: SQL[], after: DiscoverCursor | null, rows: number) {
  // Every listed profile without activity in the window: a score of 0.
  const unscored = [
    ...where,
    sql`not exists (select 1 from trending_scores s
                    where s.profile_id = p.id and s.profile_id <> all(${edgeProfiles}))`,
    sql`p.id <> all(array(select profile_id from trend_edge where n > 0))`,
  ];
  if (after?.value === 0) {
    unscored.push(sql`(p.activity_tier, p.id) > (${after.tier}::smallint, ${after.id}::uuid)`);
  }
  // The copy of the tier leaves away members out in the index, before their profile is read.
  const rollup = sql`select profile_id, activity as n, activity_tier as tier from trending_scores
    where profile_id <> all(${edgeProfiles}) and ${isNotAway(sql`activity_tier`)}`;
  const edge = sql`select e.profile_id, e.n, ep.activity_tier as tier
    from trend_edge e join profiles ep on ep.id = e.profile_id where e.n > 0`;
  return sql`
    ${activeBranch(rollup, where, after, rows)}
    union all
    ${activeBranch(edge, where, after, rows)}
    union all
    (select ${columns}, 0 as sort_value, p.activity_tier as sort_tier
     from profiles p
     join reputation_scores r on r.profile_id = p.id
     where ${sql.join(unscored, sql` and `)}
     order by p.activity_tier, p.id
     limit ${rows})`;
}

type RawRow = {
  id: string;
  user_id: string;
  name: string;
  title: string;
  image_url: string | null;
  founder_role: string | null;
  industry: string | null;
  experience: number;
  skills: string[];
  looking_for: string[];
  city: string | null;
  country: string | null;
  time_zone: string | null;
  commitment: string | null;
  archetype: string | null;
  last_active_at: Date | string | null;
  linkedin_verified: boolean;
  github_verified: boolean;
  total_score: number;
  sort_value: number | string;
  sort_tier: number;
  connection_status: 'pending' | 'accepted' | null;
  connection_sender_id: string | null;
};

export function createDiscoverRepository(database: Db) {
  return defineRepository(database, discoverQueries);
}

function discoverQueries(db: DbOrTx) {
  return {
    /**
     * One page of listed profiles in one SQL query: the filtered, sorted, limited page first,
     * then the viewer's connection with each of the page's rows (through the live-pair unique
     * index), so the per-row lookup runs for the page only.
     */
    async findPage(request: DiscoverPageRequest): Promise<DiscoverRow[]> {
      const { filters, sort, after, limit, viewerUserId } = request;
      const where = whereConditions(filters, viewerUserId);
      const rows = limit + 1;
      const viewer = viewerUserId ?? '';
      const outerOrder =
        sort === 'recent'
          ? sql`page.created_at desc, page.sort_tier, page.id desc`
          : sql`page.sort_value desc, page.sort_tier, page.id`;
      // Every profile has its reputation_scores row (trigger profiles_create_reputation).
      const query = sql`${isNarrowed(filters) ? planEachRun : sql``}
        with ${sort === 'trending' ? trendCte : sql``}
        page as (
          ${sort === 'trending' ? trendingPage(where, after, rows) : orderedPage(sort, where, after, rows)}
        )
        select page.*, c.status as connection_status, c.sender_id as connection_sender_id
        from page
        left join lateral (
          select status, sender_id
          from connections
          where ${viewerUserId !== null}
            and status in ('pending', 'accepted')
            and least(sender_id, receiver_id) = least(${viewer}::text, page.user_id)
            and greatest(sender_id, receiver_id) = greatest(${viewer}::text, page.user_id)
          limit 1
        ) as c on true
        order by ${outerOrder}
        limit ${rows}`;
      const result = await queryRows<RawRow>(db, query);
      return result.map((row) => ({
        id: row.id,
        userId: row.user_id,
        name: row.name,
        title: row.title,
        imageUrl: row.image_url,
        founderRole: row.founder_role,
        industry: row.industry,
        experience: row.experience,
        skills: row.skills,
        lookingFor: row.looking_for,
        city: row.city,
        country: row.country,
        timeZone: row.time_zone,
        commitment: row.commitment,
        archetype: row.archetype,
        lastActiveAt: row.last_active_at === null ? null : new Date(row.last_active_at),
        linkedinVerified: row.linkedin_verified,
        githubVerified: row.github_verified,
        totalScore: row.total_score,
        sortValue: row.sort_value,
        // Away members (2) are never listed.
        sortTier: row.sort_tier as ListedActivityTier,
        connectionStatus: row.connection_status,
        connectionSenderId: row.connection_sender_id,
      }));
    },

    /**
     * Moves the Trending rollup's start up to the window's, taking off the activity that left
     * it (the trending-window job): a read then has only the events since the last run to
     * adjust for.
     */
    async moveTrendingWindow(): Promise<void> {
      await db.execute(sql`select trending_window_move(now() - ${TRENDING_WINDOW})`);
    },

    /** The viewer's mutual connections with each of the page's members, in one statement. */
    mutualCounts(viewerUserId: string, userIds: string[]): Promise<Map<string, number>> {
      return countMutualConnections(db, viewerUserId, userIds);
    },
  };
}

export type DiscoverRepository = ReturnType<typeof createDiscoverRepository>;
