import { sql, type SQL } from 'drizzle-orm';
import type { DiscoverSort } from '@cofound/shared/discover/discover.schemas';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { likeContains } from '../../lib/sql-like';
import { countMutualConnections } from '../connections';
import { isActiveProfile } from '../profiles';
import { notBlockedWith } from '../safety';
import type { DiscoverCursor } from './discover.cursor';

export type DiscoverFilters = {
  /** Lower-cased words; a profile matches when its search text contains every one. */
  words: string[];
  industry: string | null;
  experience: { min: number; max: number | null } | null;
  /** The profile has all of them. */
  skills: string[];
  /** The profile looks for at least one of them. */
  lookingFor: string[];
  timeZone: string | null;
  commitment: string | null;
  /** The profile's founder type is one of these. */
  archetypes: string[];
};

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
  totalScore: number;
  /** The value the page is sorted by (see DiscoverCursor). */
  sortValue: number | string;
  /** The live connection between viewer and profile, if any. */
  connectionStatus: 'pending' | 'accepted' | null;
  connectionSenderId: string | null;
};

/** How far back Trending counts new connections and profile views. */
export const TRENDING_WINDOW = sql`interval '7 days'`;

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** The conditions every listed profile meets: listed for this viewer, then the filters. */
function whereConditions(filters: DiscoverFilters, viewerUserId: string | null): SQL[] {
  const conditions: SQL[] = [
    isActiveProfile(sql`p.status`),
    // Admins are staff, not co-founders to find.
    sql`p.role <> 'admin'`,
    // 'public': everyone; 'members': signed-in members only.
    viewerUserId === null
      ? sql`p.visibility = 'public'`
      : sql`p.visibility in ('public', 'members')`,
  ];
  // Members who blocked the viewer, or whom the viewer blocked, never see each other.
  if (viewerUserId !== null) conditions.push(notBlockedWith(viewerUserId, sql`p.user_id`));
  for (const word of filters.words) {
    // The trigram GIN index on search_text answers these.
    conditions.push(sql`p.search_text like ${likeContains(word)}`);
  }
  if (filters.industry) conditions.push(sql`p.industry = ${filters.industry}`);
  if (filters.experience) {
    conditions.push(sql`p.experience >= ${filters.experience.min}`);
    if (filters.experience.max !== null) {
      conditions.push(sql`p.experience <= ${filters.experience.max}`);
    }
  }
  if (filters.skills.length > 0) conditions.push(sql`p.skills @> ${textArray(filters.skills)}`);
  if (filters.lookingFor.length > 0) {
    conditions.push(sql`p.looking_for && ${textArray(filters.lookingFor)}`);
  }
  if (filters.timeZone) conditions.push(sql`p.time_zone = ${filters.timeZone}`);
  if (filters.commitment) conditions.push(sql`p.commitment = ${filters.commitment}`);
  if (filters.archetypes.length > 0) {
    conditions.push(sql`p.archetype = any(${textArray(filters.archetypes)})`);
  }
  return conditions;
}

const columns = sql`p.id, p.user_id, p.name, p.title, p.image_url, p.founder_role, p.industry,
  p.experience, p.skills, p.looking_for, p.city, p.country, p.time_zone, p.commitment,
  p.archetype, p.created_at, r.total_score`;

/**
 * The page's rows (limit + 1), sorted, for Top Rated and Most Recent: one ordered scan that can
 * walk reputation_scores_total_idx (total desc nulls last, profile_id) or profiles_created_at_idx.
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
      conditions.push(sql`(p.created_at, p.id) < (${after.value}::timestamptz, ${after.id}::uuid)`);
    }
    return sql`
      select ${columns},
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_value
      from profiles p
      join reputation_scores r on r.profile_id = p.id
      where ${sql.join(conditions, sql` and `)}
      order by p.created_at desc, p.id desc
      limit ${rows}`;
  }
  if (after) {
    conditions.push(
      sql`(r.total_score < ${after.value} or (r.total_score = ${after.value} and r.profile_id > ${after.id}::uuid))`,
    );
  }
  // total_score is never null: 'nulls last' only lets the planner use the index's order.
  return sql`
    select ${columns}, r.total_score as sort_value
    from profiles p
    join reputation_scores r on r.profile_id = p.id
    where ${sql.join(conditions, sql` and `)}
    order by r.total_score desc nulls last, r.profile_id
    limit ${rows}`;
}

/**
 * Trending: profiles with activity in the window (few), by score, then everyone else (score 0)
 * by id. Two ordered branches instead of scoring and sorting every profile.
 */
function trendingPage(where: SQL[], after: DiscoverCursor | null, rows: number) {
  const active = [...where];
  const quiet = [...where, sql`not exists (select 1 from trend t2 where t2.profile_id = p.id)`];
  if (after) {
    active.push(
      sql`(t.n < ${after.value} or (t.n = ${after.value} and t.profile_id > ${after.id}::uuid))`,
    );
    if (after.value === 0) quiet.push(sql`p.id > ${after.id}::uuid`);
  }
  return sql`
    (select ${columns}, t.n as sort_value
     -- Pre-sorted, so the join can stream in score order and stop at the limit.
     from (select profile_id, n from trend order by n desc, profile_id) as t
     join profiles p on p.id = t.profile_id
     join reputation_scores r on r.profile_id = p.id
     where ${sql.join(active, sql` and `)}
     order by t.n desc, t.profile_id
     limit ${rows})
    union all
    (select ${columns}, 0 as sort_value
     from profiles p
     join reputation_scores r on r.profile_id = p.id
     where ${sql.join(quiet, sql` and `)}
     order by p.id
     limit ${rows})`;
}

/** New connections (either side) and profile views per profile in the Trending window. */
const trendCte = sql`
  trend as materialized (
    select profile_id, sum(n)::int as n
    from (
      select p2.id as profile_id, count(*) as n
      from (
        select sender_id as user_id from connections
        where created_at >= now() - ${TRENDING_WINDOW}
        union all
        select receiver_id from connections where created_at >= now() - ${TRENDING_WINDOW}
      ) as recent_connections
      join profiles p2 on p2.user_id = recent_connections.user_id
      group by p2.id
      union all
      select profile_id, count(*) from profile_views
      where viewed_at >= now() - ${TRENDING_WINDOW}
      group by profile_id
    ) as activity
    group by profile_id
  ),`;

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
  total_score: number;
  sort_value: number | string;
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
          ? sql`page.created_at desc, page.id desc`
          : sql`page.sort_value desc, page.id`;
      // Every profile has its reputation_scores row (trigger profiles_create_reputation).
      const query = sql`
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
        totalScore: row.total_score,
        sortValue: row.sort_value,
        connectionStatus: row.connection_status,
        connectionSenderId: row.connection_sender_id,
      }));
    },

    /** The viewer's mutual connections with each of the page's members, in one statement. */
    mutualCounts(viewerUserId: string, userIds: string[]): Promise<Map<string, number>> {
      return countMutualConnections(db, viewerUserId, userIds);
    },
  };
}

export type DiscoverRepository = ReturnType<typeof createDiscoverRepository>;
