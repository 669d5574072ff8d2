// All SQL of teams: members, and the invitations and join requests that are the only way on.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TeamInvitationKind } from '@cofound/shared/projects/projects.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { profiles, projects, teamInvitations, teamMembers, teams, users } from '../../db/schema';
import { isActiveProfile } from '../profiles';
import { notBlockedWith } from '../safety';

export type InvitationRow = {
  id: string;
  projectId: string;
  userId: string;
  kind: TeamInvitationKind;
  status: string;
  ownerId: string;
  projectTitle: string;
};

const personColumns = {
  profileId: profiles.id,
  name: profiles.name,
  title: profiles.title,
  imageUrl: profiles.imageUrl,
};

export function createTeamsRepository(database: Db) {
  return defineRepository(database, teamsQueries);
}

export function teamsQueries(db: DbOrTx) {
  return {
    /** An active member the actor has no block with, by profile id. */
    async findMember(profileId: string, actorId: string) {
      const [row] = await db
        .select({ userId: profiles.userId, profileId: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), isActiveProfile(), notBlockedWith(actorId)));
      return row ?? null;
    },

    /** Where a mail to the member goes, and the name it greets. */
    async contactOf(userId: string): Promise<{ email: string; name: string } | null> {
      const [row] = await db
        .select({ email: users.email, name: profiles.name })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** The member by user id while active and without a block with `otherId`. */
    async findMemberByUser(userId: string, otherId: string) {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.userId, userId), isActiveProfile(), notBlockedWith(otherId)));
      return row ?? null;
    },

    /** A member by profile id whatever their status (someone suspended can still be removed). */
    async findMemberAnyStatus(profileId: string) {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },

    async findTeamId(projectId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: teams.id })
        .from(teams)
        .where(eq(teams.projectId, projectId));
      return row?.id ?? null;
    },

    /** The team named after the project, with its owner on it from the start. */
    async createTeam(projectId: string, name: string, ownerId: string): Promise<string> {
      const [team] = await db.insert(teams).values({ projectId, name }).returning({ id: teams.id });
      if (!team) throw new Error('insert returned no row');
      await db.insert(teamMembers).values({ teamId: team.id, userId: ownerId, role: 'owner' });
      return team.id;
    },

    async addMember(teamId: string, userId: string): Promise<void> {
      await db.insert(teamMembers).values({ teamId, userId, role: 'member' }).onConflictDoNothing();
    },

    /** Takes a member (never the owner) off the project's team; false when they were not on it. */
    async removeMember(projectId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(teamMembers)
        .where(
          and(
            eq(teamMembers.userId, userId),
            eq(teamMembers.role, 'member'),
            sql`${teamMembers.teamId} in (select id from ${teams} where ${teams.projectId} = ${projectId})`,
          ),
        )
        .returning({ userId: teamMembers.userId });
      return removed.length > 0;
    },

    async isOnTeam(projectId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teams.projectId, projectId), eq(teamMembers.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** The user ids of everyone on the project's team (the owner included once it exists). */
    async teamUserIds(projectId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teams.projectId, projectId));
      return rows.map((row) => row.userId);
    },

    /** Fails with 23505 (team_invitations_pending_unique) when one is already pending. */
    async insertInvitation(
      projectId: string,
      userId: string,
      kind: TeamInvitationKind,
    ): Promise<string> {
      const [row] = await db
        .insert(teamInvitations)
        .values({ projectId, userId, kind })
        .returning({ id: teamInvitations.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /** A pending invitation with its project's owner, locked until the transaction ends. */
    async lockPendingInvitation(invitationId: string): Promise<InvitationRow | null> {
      const [row] = await db
        .select({
          id: teamInvitations.id,
          projectId: teamInvitations.projectId,
          userId: teamInvitations.userId,
          kind: sql<TeamInvitationKind>`${teamInvitations.kind}`,
          status: teamInvitations.status,
          ownerId: projects.userId,
          projectTitle: projects.title,
        })
        .from(teamInvitations)
        .innerJoin(projects, eq(projects.id, teamInvitations.projectId))
        .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.status, 'pending')))
        .for('update', { of: teamInvitations });
      return row ?? null;
    },

    async setInvitationStatus(
      invitationId: string,
      status: 'accepted' | 'declined' | 'withdrawn',
    ): Promise<void> {
      await db
        .update(teamInvitations)
        .set({ status, decidedAt: new Date() })
        .where(eq(teamInvitations.id, invitationId));
    },

    /** The member's own pending invitation or join request for the project. */
    async pendingOf(projectId: string, userId: string) {
      const [row] = await db
        .select({ id: teamInvitations.id, kind: sql<TeamInvitationKind>`${teamInvitations.kind}` })
        .from(teamInvitations)
        .where(
          and(
            eq(teamInvitations.projectId, projectId),
            eq(teamInvitations.userId, userId),
            eq(teamInvitations.status, 'pending'),
          ),
        );
      return row ?? null;
    },

    /** The project's pending invitations and requests, newest first, members the viewer may see. */
    async pendingForProject(projectId: string, viewerId: string) {
      return db
        .select({
          id: teamInvitations.id,
          kind: sql<TeamInvitationKind>`${teamInvitations.kind}`,
          createdAt: teamInvitations.createdAt,
          member: personColumns,
        })
        .from(teamInvitations)
        .innerJoin(profiles, eq(profiles.userId, teamInvitations.userId))
        .where(
          and(
            eq(teamInvitations.projectId, projectId),
            eq(teamInvitations.status, 'pending'),
            isActiveProfile(),
            notBlockedWith(viewerId),
          ),
        )
        .orderBy(desc(teamInvitations.createdAt));
    },

    /**
     * What waits for the member's answer: invitations to them, and join requests to the
     * projects they own; from active members they have no block with. Newest first.
     */
    async incomingFor(userId: string, limit: number) {
      const sender = sql`case when ${teamInvitations.kind} = 'invite' then ${projects.userId} else ${teamInvitations.userId} end`;
      return db
        .select({
          id: teamInvitations.id,
          kind: sql<TeamInvitationKind>`${teamInvitations.kind}`,
          createdAt: teamInvitations.createdAt,
          project: { id: projects.id, title: projects.title },
          from: personColumns,
        })
        .from(teamInvitations)
        .innerJoin(projects, eq(projects.id, teamInvitations.projectId))
        .innerJoin(profiles, eq(profiles.userId, sender))
        .where(
          and(
            eq(teamInvitations.status, 'pending'),
            sql`((${teamInvitations.kind} = 'invite' and ${teamInvitations.userId} = ${userId})
              or (${teamInvitations.kind} = 'request' and ${projects.userId} = ${userId}))`,
            isActiveProfile(),
            notBlockedWith(userId),
          ),
        )
        .orderBy(desc(teamInvitations.createdAt))
        .limit(limit);
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
export type TeamsQueries = ReturnType<typeof teamsQueries>;
