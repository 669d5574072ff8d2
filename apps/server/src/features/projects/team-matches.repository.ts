// All SQL of team recommendations (members for a project) and team matches (projects for a
// member): the facts the in-memory indexes rank, what a ranking leaves out, and the cards.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { textArray } from '../../db/sql-array';
import { databaseClock } from '../../db/database-clock';
import { profiles, projects, teamMatchResponses } from '../../db/schema';
import {
  liveConnectionLateral,
  liveConnectionOf,
  type LiveConnectionColumns,
} from '../connections';
import { isActiveProfile, isNotAway } from '../profiles';
import { blockedUserIdsQuery, notBlockedWith } from '../safety';
import type { IndexedMember } from './member-fit-index';
import type { IndexedProject } from './project-fit-index';

const projectFactColumns = {
  id: projects.id,
  industry: projects.industry,
  skillsNeeded: projects.skillsNeeded,
  rolesNeeded: projects.rolesNeeded,
  minExperience: projects.minExperience,
  updatedAt: projects.updatedAt,
  ownerTier: sql<number>`coalesce(${profiles.activityTier}, 0)`.mapWith(Number),
};

/** The same facts as json, in a catch-up (`p` the project, `o` its owner's profile). */
const projectFactsJson = sql`json_build_object(
  'id', p.id, 'industry', p.industry, 'skillsNeeded', p.skills_needed,
  'rolesNeeded', p.roles_needed, 'minExperience', p.min_experience,
  'updatedMs', extract(epoch from p.updated_at) * 1000,
  'ownerTier', coalesce(o.activity_tier, 0))`;

type RawProjectFacts = {
  id: string;
  industry: string;
  skillsNeeded: string[];
  rolesNeeded: string[];
  minExperience: number;
  updatedMs: number;
  ownerTier: number;
};

function toIndexedProject({ updatedMs, ...project }: RawProjectFacts): IndexedProject {
  return { ...project, updatedAt: new Date(Number(updatedMs)) };
}

export type CandidateRow = {
  profileId: string;
  userId: string;
  name: string;
  title: string;
  imageUrl: string | null;
  founderRole: string | null;
  industry: string | null;
  experience: number;
  skills: string[];
  reputation: number;
  /** 0 active or 1 quiet (away members are not candidates): equal scores rank by it. */
  activityTier: number;
};

export type TeamMatchRow = {
  projectId: string;
  title: string;
  description: string;
  stage: string;
  industry: string;
  skillsNeeded: string[];
  rolesNeeded: string[];
  minExperience: number;
  teamName: string | null;
  owner: {
    profileId: string;
    userId: string;
    name: string;
    title: string;
    imageUrl: string | null;
  };
  /** The owner's activity tier, 0 or 1 (away owners' projects are left out). */
  ownerTier: number;
  connection: { status: 'pending' | 'accepted'; senderId: string } | null;
  /** Team members (not the owner) the seeker may see, oldest first. */
  members: TeamPerson[];
};

export type TeamPerson = {
  profileId: string;
  name: string;
  title: string;
  imageUrl: string | null;
};

/** The member a match list is for: what the score reads of them. */
export type MatchSeeker = {
  userId: string;
  industry: string | null;
  projectIndustry: string | null;
  skills: readonly string[];
  founderRole: string | null;
  experience: number;
  reputation: number;
};

type RawCandidate = {
  id: string;
  user_id: string;
  name: string;
  title: string;
  image_url: string | null;
  founder_role: string | null;
  industry: string | null;
  experience: number;
  skills: string[];
  reputation: number;
  activity_tier: number;
};

const candidateSelect = sql`
  select p.id, p.user_id, p.name, p.title, p.image_url, p.founder_role, p.industry,
    p.experience, p.skills, coalesce(r.total_score, 0) as reputation, p.activity_tier
  from profiles p left join reputation_scores r on r.profile_id = p.id`;

function toCandidate(row: RawCandidate): CandidateRow {
  return {
    profileId: row.id,
    userId: row.user_id,
    name: row.name,
    title: row.title,
    imageUrl: row.image_url,
    founderRole: row.founder_role,
    industry: row.industry,
    experience: row.experience,
    skills: row.skills,
    reputation: Number(row.reputation),
    activityTier: row.activity_tier,
  };
}

type RawMemberFacts = Omit<RawCandidate, 'name' | 'title' | 'image_url'> & { listed: boolean };

function toIndexedMember(row: RawMemberFacts): IndexedMember {
  return {
    profileId: row.id,
    userId: row.user_id,
    industry: row.industry,
    skills: row.skills,
    founderRole: row.founder_role,
    experience: row.experience,
    reputation: Number(row.reputation),
    listed: row.listed,
    tier: row.activity_tier,
  };
}

export function createTeamMatchesRepository(database: Db) {
  return defineRepository(database, teamMatchesQueries);
}

function teamMatchesQueries(db: DbOrTx) {
  /** Fit facts of the profiles `where` picks, listed or not (the index drops unlisted ones). */
  async function memberFacts(where: SQL): Promise<IndexedMember[]> {
    const rows = await queryRows<RawMemberFacts>(
      db,
      sql`select p.id, p.user_id, p.industry, p.skills, p.founder_role, p.experience,
            coalesce(r.total_score, 0) as reputation, p.activity_tier,
            ${isActiveProfile(sql`p.status`)} and p.role <> 'admin' as listed
          from profiles p left join reputation_scores r on r.profile_id = p.id
          where ${where}`,
    );
    return rows.map(toIndexedMember);
  }

  return {
    /**
     * What the team-fit score reads of a member and, with `withAnswered`, the projects their
     * matches leave out: on the team, answered, or with a waiting invitation or request.
     */
    async seeker(userId: string, withAnswered = false) {
      const [row] = await queryRows<{
        industry: string | null;
        skills: string[];
        founder_role: string | null;
        experience: number;
        reputation: number;
        answered: string[] | null;
      }>(
        db,
        sql`select p.industry, p.skills, p.founder_role, p.experience,
              coalesce(r.total_score, 0) as reputation,
              case when ${withAnswered}::boolean then (select coalesce(json_agg(id), '[]') from (
                select t.project_id as id from team_members m join teams t on t.id = m.team_id
                  where m.user_id = ${userId}
                union select project_id from team_match_responses where user_id = ${userId}
                union select project_id from team_invitations
                  where user_id = ${userId} and status = 'pending') as answered) end as answered
            from profiles p left join reputation_scores r on r.profile_id = p.id
            where p.user_id = ${userId}`,
      );
      return row
        ? {
            industry: row.industry,
            skills: row.skills,
            founderRole: row.founder_role,
            experience: row.experience,
            reputation: Number(row.reputation),
            answered: new Set(row.answered ?? []),
          }
        : null;
    },

    /**
     * The cards of these ranked projects that the member may still join: not their own, the
     * owner active, not away and without a block either way, with the owner's activity tier. A
     * project deleted since it was ranked is simply not there.
     */
    async matchRows(projectIds: string[], seekerUserId: string): Promise<TeamMatchRow[]> {
      if (projectIds.length === 0) return [];
      const rows = await queryRows<
        {
          id: string;
          title: string;
          description: string;
          stage: string;
          industry: string;
          skills_needed: string[];
          roles_needed: string[];
          min_experience: number;
          team_name: string | null;
          owner_profile_id: string;
          owner_user_id: string;
          owner_name: string;
          owner_title: string;
          owner_image_url: string | null;
          owner_tier: number;
          members: TeamPerson[];
        } & LiveConnectionColumns
      >(
        db,
        sql`
        select p.id, p.title, p.description, p.stage, p.industry, p.skills_needed,
          p.roles_needed, p.min_experience, t.name as team_name, o.id as owner_profile_id,
          o.user_id as owner_user_id, o.name as owner_name, o.title as owner_title,
          o.image_url as owner_image_url, o.activity_tier as owner_tier,
          c.status as connection_status,
          c.sender_id as connection_sender_id, m.members
        from projects p
        join profiles o on o.user_id = p.user_id
        left join teams t on t.project_id = p.id
        left join lateral ${liveConnectionLateral(seekerUserId, sql`o.user_id`)} c on true
        left join lateral (
          select coalesce(json_agg(json_build_object('profileId', mp.id, 'name', mp.name,
              'title', mp.title, 'imageUrl', mp.image_url) order by tm.joined_at), '[]') as members
          from team_members tm join profiles mp on mp.user_id = tm.user_id
          where tm.team_id = t.id and tm.role = 'member'
            and ${isActiveProfile(sql`mp.status`)}
            and ${notBlockedWith(seekerUserId, sql`mp.user_id`)}) m on true
        where p.id = any(${textArray(projectIds)}::uuid[])
          and p.user_id <> ${seekerUserId}
          and ${isActiveProfile(sql`o.status`)} and ${isNotAway(sql`o.activity_tier`)}
          and ${notBlockedWith(seekerUserId, sql`o.user_id`)}`,
      );
      return rows.map((row) => ({
        projectId: row.id,
        title: row.title,
        description: row.description,
        stage: row.stage,
        industry: row.industry,
        skillsNeeded: row.skills_needed,
        rolesNeeded: row.roles_needed,
        minExperience: row.min_experience,
        teamName: row.team_name,
        owner: {
          profileId: row.owner_profile_id,
          userId: row.owner_user_id,
          name: row.owner_name,
          title: row.owner_title,
          imageUrl: row.owner_image_url,
        },
        ownerTier: row.owner_tier,
        connection: liveConnectionOf(row),
        members: row.members,
      }));
    },

    /** Every member's fit facts, and the database clock before reading them. */
    async loadMemberFacts(): Promise<{ rows: IndexedMember[]; asOf: Date }> {
      const asOf = await databaseClock(db);
      return { rows: await memberFacts(sql`true`), asOf };
    },

    /**
     * Members written after `since` (profiles_updated_at_idx), reputation totals changed after it
     * (reputation_scores_updated_at_idx) and the database clock, in one round trip.
     */
    async memberFactsChangedSince(since: Date) {
      const at = since.toISOString();
      const [row] = await queryRows<{
        clock_ms: number;
        rows: RawMemberFacts[];
        totals: { profileId: string; total: number }[];
      }>(
        db,
        sql`select extract(epoch from clock_timestamp()) * 1000 as clock_ms,
              (select coalesce(json_agg(json_build_object(
                  'id', p.id, 'user_id', p.user_id, 'industry', p.industry, 'skills', p.skills,
                  'founder_role', p.founder_role, 'experience', p.experience,
                  'reputation', coalesce(r.total_score, 0), 'activity_tier', p.activity_tier,
                  'listed', ${isActiveProfile(sql`p.status`)} and p.role <> 'admin')), '[]')
                from profiles p left join reputation_scores r on r.profile_id = p.id
                where p.updated_at > ${at}::timestamptz) as rows,
              (select coalesce(json_agg(json_build_object(
                  'profileId', profile_id, 'total', total_score)), '[]')
                from reputation_scores where updated_at > ${at}::timestamptz) as totals`,
      );
      return {
        rows: row!.rows.map(toIndexedMember),
        totals: row!.totals.map(({ profileId, total }) => ({ profileId, total: Number(total) })),
        asOf: new Date(Number(row!.clock_ms)),
      };
    },

    /**
     * Who a project's recommendations leave out besides its owner: the team, anyone invited or
     * asking, anyone blocked with the owner either way.
     */
    async recommendationExclusions(projectId: string): Promise<Set<string>> {
      const owner = sql`(select user_id from projects where id = ${projectId})`;
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select m.user_id as id from team_members m join teams t on t.id = m.team_id
              where t.project_id = ${projectId}
            union select user_id from team_invitations
              where project_id = ${projectId} and status = 'pending'
            union select id from (${blockedUserIdsQuery(owner)}) as blocked`,
      );
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Cards of these members while still listed (active, not admin, not away) and without a
     * block, with their activity tier.
     */
    async candidateRows(profileIds: string[], ownerId: string): Promise<CandidateRow[]> {
      if (profileIds.length === 0) return [];
      const rows = await queryRows<RawCandidate>(
        db,
        sql`${candidateSelect}
            where p.id = any(${textArray(profileIds)}::uuid[])
              and ${isActiveProfile(sql`p.status`)} and p.role <> 'admin'
              and ${isNotAway(sql`p.activity_tier`)}
              and ${notBlockedWith(ownerId, sql`p.user_id`)}`,
      );
      return rows.map(toCandidate);
    },

    /** Every project's fit facts with its owner's tier, and the database clock before. */
    async loadProjectFacts(): Promise<{ rows: IndexedProject[]; asOf: Date }> {
      const asOf = await databaseClock(db);
      const rows = await db
        .select(projectFactColumns)
        .from(projects)
        .leftJoin(profiles, eq(profiles.userId, projects.userId));
      return { rows, asOf };
    },

    /**
     * Projects written after `since` (projects_updated_at_idx), the projects of owners whose
     * profile was written after it (profiles_updated_at_idx, then projects_user_created_idx: an
     * activity tier change writes the profile, not the project) and the clock, in one round trip.
     */
    async projectFactsChangedSince(since: Date): Promise<{ rows: IndexedProject[]; asOf: Date }> {
      const at = since.toISOString();
      const [row] = await queryRows<{ clock_ms: number; rows: RawProjectFacts[] }>(
        db,
        sql`select extract(epoch from clock_timestamp()) * 1000 as clock_ms,
              (select coalesce(json_agg(${projectFactsJson}), '[]')
                from projects p left join profiles o on o.user_id = p.user_id
                where p.id in (
                  select id from projects where updated_at > ${at}::timestamptz
                  union select j.id from profiles c join projects j on j.user_id = c.user_id
                    where c.updated_at > ${at}::timestamptz)) as rows`,
      );
      return {
        rows: row!.rows.map(toIndexedProject),
        asOf: new Date(Number(row!.clock_ms)),
      };
    },

    /** Records Join Team or Pass; false when the member had answered this team already. */
    async insertResponse(
      userId: string,
      projectId: string,
      status: 'accepted' | 'rejected',
      matchScore: number,
    ): Promise<boolean> {
      const rows = await db
        .insert(teamMatchResponses)
        .values({ userId, projectId, status, matchScore })
        .onConflictDoNothing()
        .returning({ userId: teamMatchResponses.userId });
      return rows.length > 0;
    },
  };
}

export type TeamMatchesRepository = ReturnType<typeof createTeamMatchesRepository>;
export type TeamMatchesQueries = ReturnType<typeof teamMatchesQueries>;
