// All SQL of projects and their teams.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProjectValues } from '@cofound/shared/projects/projects.schemas';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { profiles, projects, teamInvitations, teamMembers, teams } from '../../db/schema';
import { isActiveProfile } from '../profiles';
import { notBlockedWith } from '../safety';

/** Who asks: admins see every project; others not those of suspended or blocked owners. */
export type ProjectViewer = { id: string; role: string };

export type ProjectRow = typeof projects.$inferSelect & {
  owner: { profileId: string; name: string; title: string; imageUrl: string | null };
};

export type TeamMemberRow = {
  profileId: string;
  name: string;
  title: string;
  imageUrl: string | null;
  role: 'owner' | 'member';
  joinedAt: Date;
};

export type ProjectSummaryRow = {
  id: string;
  title: string;
  industry: string;
  stage: string;
  rolesNeeded: string[];
  createdAt: Date;
  /** created_at as PostgreSQL prints it, to the microsecond: the keyset cursor's time. */
  createdAtKey: string;
  teamSize: number;
};

/** The key of the last row of a page: the next page starts after it. */
export type ProjectKeyset = { createdAt: string; id: string };

/** Owners a viewer may see projects of: active, no block either way (admins see all). */
function ownerVisibleTo(viewer: ProjectViewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  return sql`(${projects.userId} = ${viewer.id} or (${isActiveProfile()} and ${notBlockedWith(viewer.id)}))`;
}

export function createProjectsRepository(database: Db) {
  return defineRepository(database, projectsQueries);
}

export function projectsQueries(db: DbOrTx) {
  return {
    async insertProject(userId: string, values: ProjectValues): Promise<string> {
      const [row] = await db
        .insert(projects)
        .values({ userId, ...values })
        .returning({ id: projects.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async updateProject(projectId: string, values: ProjectValues): Promise<void> {
      await db
        .update(projects)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(projects.id, projectId));
    },

    /** The project's owner, its row locked until the transaction ends; null when it is gone. */
    async lockProject(projectId: string): Promise<{ userId: string; title: string } | null> {
      const [row] = await db
        .select({ userId: projects.userId, title: projects.title })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('update');
      return row ?? null;
    },

    /** Team members, then teams, then pending invitations of the project (the project last). */
    async deleteTeamOf(projectId: string): Promise<void> {
      const teamIds = db.select({ id: teams.id }).from(teams).where(eq(teams.projectId, projectId));
      await db.delete(teamMembers).where(inArray(teamMembers.teamId, teamIds));
      await db.delete(teams).where(eq(teams.projectId, projectId));
      await db.delete(teamInvitations).where(eq(teamInvitations.projectId, projectId));
    },

    async deleteProject(projectId: string): Promise<void> {
      await db.delete(projects).where(eq(projects.id, projectId));
    },

    /** The project with its owner's card, when the viewer may see it. */
    async findProject(projectId: string, viewer: ProjectViewer): Promise<ProjectRow | null> {
      const [row] = await db
        .select({
          project: projects,
          owner: {
            profileId: profiles.id,
            name: profiles.name,
            title: profiles.title,
            imageUrl: profiles.imageUrl,
          },
        })
        .from(projects)
        .innerJoin(profiles, eq(profiles.userId, projects.userId))
        .where(and(eq(projects.id, projectId), ownerVisibleTo(viewer)))
        .limit(1);
      return row ? { ...row.project, owner: row.owner } : null;
    },

    /** Whether the member may see the project (its page, its live events). */
    async isVisibleToUser(projectId: string, userId: string): Promise<boolean> {
      const [viewer] = await db
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (!viewer) return false;
      const [row] = await db
        .select({ id: projects.id })
        .from(projects)
        .innerJoin(profiles, eq(profiles.userId, projects.userId))
        .where(and(eq(projects.id, projectId), ownerVisibleTo({ id: userId, role: viewer.role })))
        .limit(1);
      return Boolean(row);
    },

    /** The project's team: its id and members (hidden ones left out), owner first. */
    async teamOf(projectId: string, viewer: ProjectViewer) {
      const [team] = await db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(eq(teams.projectId, projectId));
      if (!team) return null;
      const members: TeamMemberRow[] = await db
        .select({
          profileId: profiles.id,
          name: profiles.name,
          title: profiles.title,
          imageUrl: profiles.imageUrl,
          role: sql<'owner' | 'member'>`${teamMembers.role}`,
          joinedAt: teamMembers.joinedAt,
        })
        .from(teamMembers)
        .innerJoin(profiles, eq(profiles.userId, teamMembers.userId))
        .where(
          and(
            eq(teamMembers.teamId, team.id),
            viewer.role === 'admin' ? undefined : and(isActiveProfile(), notBlockedWith(viewer.id)),
          ),
        )
        .orderBy(sql`${teamMembers.role} = 'owner' desc`, teamMembers.joinedAt, profiles.id);
      return { ...team, members };
    },

    /**
     * The member's projects, newest first, after `after`: those they own
     * (projects_user_created_idx), or those whose team they joined (team_members_user_idx;
     * hidden owners left out).
     */
    async listOf(
      userId: string,
      scope: 'owned' | 'joined',
      after: ProjectKeyset | null,
      limit: number,
    ): Promise<ProjectSummaryRow[]> {
      const whose =
        scope === 'owned'
          ? sql`p.user_id = ${userId}`
          : sql`p.id in (select t.project_id from team_members m join teams t on t.id = m.team_id
                  where m.user_id = ${userId} and m.role = 'member')
                and exists (select 1 from profiles o where o.user_id = p.user_id
                  and ${isActiveProfile(sql`o.status`)} and ${notBlockedWith(userId, sql`o.user_id`)})`;
      const rows = await queryRows<{
        id: string;
        title: string;
        industry: string;
        stage: string;
        roles_needed: string[];
        created_at: string;
        created_at_key: string;
        team_size: number;
      }>(
        db,
        sql`
        select p.id, p.title, p.industry, p.stage, p.roles_needed, p.created_at,
          p.created_at::text as created_at_key,
          1 + (select count(*)::int from team_members m join teams t on t.id = m.team_id
                where t.project_id = p.id and m.role <> 'owner') as team_size
        from projects p
        where ${whose}
          ${after ? sql`and (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
        order by p.created_at desc, p.id desc
        limit ${limit}`,
      );
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        industry: row.industry,
        stage: row.stage,
        rolesNeeded: row.roles_needed,
        createdAt: new Date(row.created_at),
        createdAtKey: row.created_at_key,
        teamSize: Number(row.team_size),
      }));
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
export type ProjectsQueries = ReturnType<typeof projectsQueries>;
