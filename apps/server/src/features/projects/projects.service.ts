import { projectMessages } from '@cofound/shared/projects/projects.messages';
import type { ProjectIndustry, ProjectStage } from '@cofound/shared/projects/projects.options';
import type {
  MyProjectsQuery,
  Project,
  ProjectList,
  ProjectValues,
} from '@cofound/shared/projects/projects.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { DbOrTx } from '../../db/client';
import { enqueueJobIn, type Jobs } from '../../jobs';
import { AppError } from '../../lib/app-error';
import { invalidCursorError, keysetPage } from '../../lib/keyset-cursor';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { decodeProjectCursor, encodeProjectCursor } from './projects.cursor';
import type {
  ProjectRow,
  ProjectsQueries,
  ProjectsRepository,
  TeamMemberRow,
} from './projects.repository';
import type { TeamsRepository } from './teams.repository';
import { TEAM_MATCH_ALERTS_JOB } from './team-match-alerts.service';

type ProjectExtras = {
  team: { id: string; name: string; members: TeamMemberRow[] } | null;
  viewerInvitation: Project['viewerInvitation'];
  pending: (Omit<Project['pending'][number], 'createdAt'> & { createdAt: Date })[];
};

function toProject(row: ProjectRow, extras: ProjectExtras, viewer: SessionUser): Project {
  const { team } = extras;
  const members = team
    ? team.members
    : [{ ...row.owner, role: 'owner' as const, joinedAt: row.createdAt }];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    industry: row.industry as ProjectIndustry,
    stage: row.stage as ProjectStage,
    skillsNeeded: row.skillsNeeded,
    rolesNeeded: row.rolesNeeded,
    fundingNeeded: row.fundingNeeded,
    fundingAmount: row.fundingAmount,
    equity: row.equity,
    minExperience: row.minExperience,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner: row.owner,
    team: {
      id: team?.id ?? null,
      name: team?.name ?? row.title,
      members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    },
    viewerCanEdit: mayChange(viewer, row.userId),
    viewerIsMember: members.some(
      (member) => member.role === 'member' && member.profileId === viewer.profileId,
    ),
    viewerInvitation: extras.viewerInvitation,
    pending: extras.pending.map((one) => ({ ...one, createdAt: one.createdAt.toISOString() })),
  };
}

/** Edit and Delete: the owner and admins (docs/product.md#projects). */
function mayChange(viewer: SessionUser, ownerId: string): boolean {
  return viewer.id === ownerId || viewer.role === 'admin';
}

/** Projects (docs/product.md#projects): listing, reading, and changes by their owner or an admin. */
export function createProjectsService(deps: {
  repository: ProjectsRepository;
  teams: TeamsRepository;
  /** Runs the alerts job right after the write instead of at the next poll. */
  jobs: Pick<Jobs, 'tick'>;
  log: ServiceLogger;
}) {
  const { repository, teams, jobs, log } = deps;
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  async function read(viewer: SessionUser, projectId: string, failure: string): Promise<Project> {
    const row = await orFail(failure, () => repository.findProject(projectId, viewer));
    if (!row) throw new AppError('NOT_FOUND', projectMessages.notFound);
    const [team, viewerInvitation, pending] = await orFail(failure, () =>
      Promise.all([
        repository.teamOf(projectId, viewer),
        teams.pendingOf(projectId, viewer.id),
        mayChange(viewer, row.userId) ? teams.pendingForProject(projectId, viewer.id) : [],
      ]),
    );
    return toProject(row, { team, viewerInvitation, pending }, viewer);
  }

  /** Runs `change` on the project in one transaction, once the viewer may change it. */
  function changeOwned<T>(
    viewer: SessionUser,
    projectId: string,
    failure: string,
    change: (queries: ProjectsQueries, tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    return orFail(failure, () =>
      repository.transaction(async (queries, tx) => {
        const project = await queries.lockProject(projectId);
        if (!project) throw new AppError('NOT_FOUND', projectMessages.notFound);
        if (!mayChange(viewer, project.userId)) {
          throw new AppError('FORBIDDEN', projectMessages.notOwner);
        }
        return change(queries, tx);
      }),
    );
  }

  /** The team-match alerts of a project written in this transaction, once it commits. */
  function announceLater(tx: DbOrTx, projectId: string) {
    return enqueueJobIn(tx, { kind: TEAM_MATCH_ALERTS_JOB, payload: { projectId } });
  }

  return {
    async create(owner: SessionUser, values: ProjectValues): Promise<Project> {
      const id = await orFail(projectMessages.saveFailed, () =>
        repository.transaction(async (queries, tx) => {
          const created = await queries.insertProject(owner.id, values);
          await announceLater(tx, created);
          return created;
        }),
      );
      void jobs.tick();
      return read(owner, id, projectMessages.saveFailed);
    },

    get: (viewer: SessionUser, projectId: string) =>
      read(viewer, projectId, projectMessages.loadFailed),

    async update(viewer: SessionUser, projectId: string, values: ProjectValues): Promise<Project> {
      await changeOwned(viewer, projectId, projectMessages.saveFailed, async (queries, tx) => {
        await queries.updateProject(projectId, values);
        await announceLater(tx, projectId);
      });
      void jobs.tick();
      return read(viewer, projectId, projectMessages.saveFailed);
    },

    /** Team members, team and project go together, or nothing does. */
    async remove(viewer: SessionUser, projectId: string): Promise<void> {
      await changeOwned(viewer, projectId, projectMessages.deleteFailed, async (queries) => {
        await queries.deleteTeamOf(projectId);
        await queries.deleteProject(projectId);
      });
    },

    /** The member's own projects (`owned`) or the teams they joined (`joined`), a page at a time. */
    async list(
      member: SessionUser,
      scope: 'owned' | 'joined',
      query: MyProjectsQuery,
    ): Promise<ProjectList> {
      const { limit } = query;
      const after = query.cursor ? decodeProjectCursor(query.cursor) : null;
      if (query.cursor && !after) throw invalidCursorError('Invalid cursor');
      const rows = await orFail(projectMessages.listFailed, () =>
        repository.listOf(member.id, scope, after, limit + 1),
      );
      return keysetPage(
        rows,
        limit,
        (row) => ({
          id: row.id,
          title: row.title,
          industry: row.industry as ProjectIndustry,
          stage: row.stage as ProjectStage,
          teamSize: row.teamSize,
          openRoles: row.rolesNeeded,
          createdAt: row.createdAt.toISOString(),
        }),
        (last) => encodeProjectCursor({ createdAt: last.createdAtKey, id: last.id }),
      );
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
