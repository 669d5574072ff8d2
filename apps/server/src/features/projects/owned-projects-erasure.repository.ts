// What deleting an account does to projects (docs/decisions/0036-account-deletion.md): each
// project the member owns is deleted with its team, or handed to someone on its team, as the
// member (or the admin deleting the account) chose; then the member leaves every other team and
// their invitations and team-match answers go.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { accountDeletionMessages as m } from '@cofound/shared/account-deletion/account-deletion.schemas';
import type {
  OwnedProject,
  ProjectChoice,
} from '@cofound/shared/account-deletion/account-deletion.schemas';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  profiles,
  projects,
  teamInvitations,
  teamMatchAlerts,
  teamMatchPreferences,
  teamMatchResponses,
  teamMembers,
  teams,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isActiveProfile } from '../profiles';
import { projectsQueries } from './projects.repository';

/** The member's projects, each with the active team members it could be handed to. */
export async function ownedProjectsOf(db: DbOrTx, userId: string): Promise<OwnedProject[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    heir_profile_id: string | null;
    heir_name: string | null;
  }>(
    db,
    sql`
    select p.id, p.title, heir.id as heir_profile_id, heir.name as heir_name
    from ${projects} p
    left join ${teams} t on t.project_id = p.id
    left join ${teamMembers} tm on tm.team_id = t.id and tm.user_id <> ${userId}
    left join ${profiles} heir on heir.user_id = tm.user_id and ${isActiveProfile(sql`heir.status`)}
    where p.user_id = ${userId}
    order by p.created_at, p.id, heir.name, heir.id`,
  );
  const owned = new Map<string, OwnedProject>();
  for (const row of rows) {
    const project = owned.get(row.id) ?? { id: row.id, title: row.title, heirs: [] };
    owned.set(row.id, project);
    if (row.heir_profile_id && row.heir_name !== null) {
      project.heirs.push({ profileId: row.heir_profile_id, name: row.heir_name });
    }
  }
  return [...owned.values()];
}

/**
 * Carries out the choices: every owned project must have exactly one, and an heir must be an
 * active member of that project's team. Throws (and the transaction rolls back) otherwise.
 */
export async function settleProjectsOf(
  tx: DbOrTx,
  userId: string,
  choices: readonly ProjectChoice[],
): Promise<void> {
  const owned = await ownedProjectsOf(tx, userId);
  const chosen = new Map(choices.map((choice) => [choice.projectId, choice.handTo]));
  if (chosen.size !== owned.length || owned.some((project) => !chosen.has(project.id))) {
    throw new AppError('VALIDATION_FAILED', m.projectChoices, { projects: [m.projectChoices] });
  }
  const queries = projectsQueries(tx);
  for (const project of owned) {
    const handTo = chosen.get(project.id) ?? null;
    if (handTo === null) {
      await queries.deleteTeamOf(project.id);
      await queries.deleteProject(project.id);
      continue;
    }
    if (!project.heirs.some((heir) => heir.profileId === handTo)) {
      throw new AppError('VALIDATION_FAILED', m.heirNotOnTeam, { projects: [m.heirNotOnTeam] });
    }
    await handOver(tx, project.id, handTo);
  }
  await leaveTeams(tx, userId);
}

async function handOver(tx: DbOrTx, projectId: string, heirProfileId: string): Promise<void> {
  const heir = tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, heirProfileId));
  const team = tx.select({ id: teams.id }).from(teams).where(eq(teams.projectId, projectId));
  await tx
    .update(projects)
    .set({ userId: sql`(${heir})`, updatedAt: new Date() })
    .where(eq(projects.id, projectId));
  await tx
    .update(teamMembers)
    .set({ role: 'owner' })
    .where(and(inArray(teamMembers.teamId, team), inArray(teamMembers.userId, heir)));
}

async function leaveTeams(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(teamMembers).where(eq(teamMembers.userId, userId));
  await tx.delete(teamInvitations).where(eq(teamInvitations.userId, userId));
  await tx.delete(teamMatchResponses).where(eq(teamMatchResponses.userId, userId));
  await tx.delete(teamMatchPreferences).where(eq(teamMatchPreferences.userId, userId));
  await tx.delete(teamMatchAlerts).where(eq(teamMatchAlerts.userId, userId));
}
