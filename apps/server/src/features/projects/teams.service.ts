import { projectMessages as m } from '@cofound/shared/projects/projects.messages';
import type {
  IncomingTeamInvitations,
  TeamInvitationKind,
} from '@cofound/shared/projects/projects.schemas';
import { realtimeTopic } from '@cofound/shared/realtime';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Mailer, MailMessage } from '../../mail';
import type { Realtime } from '../../realtime';
import { publishSafely, publishToTopicSafely } from '../../realtime/publish-safely';
import type { ProjectsRepository } from './projects.repository';
import { joinRequestMail, teamAnswerMail, teamInvitationMail } from './team.mails';
import { teamsQueries, type InvitationRow, type TeamsRepository } from './teams.repository';

const INCOMING_LIMIT = 50;

/** Edit, invite, remove: the owner and admins (docs/product.md#projects). */
function leads(viewer: SessionUser, ownerId: string): boolean {
  return viewer.id === ownerId || viewer.role === 'admin';
}

/** Who answers: the invited member an invitation, the project's owner (or an admin) a request. */
function mayAnswer(viewer: SessionUser, invitation: InvitationRow): boolean {
  return invitation.kind === 'invite'
    ? viewer.id === invitation.userId
    : leads(viewer, invitation.ownerId);
}

/** Who withdraws: whoever sent it (the owner or an admin an invitation, the member a request). */
function mayWithdraw(viewer: SessionUser, invitation: InvitationRow): boolean {
  return invitation.kind === 'invite'
    ? leads(viewer, invitation.ownerId)
    : viewer.id === invitation.userId;
}

/**
 * Teams with consent (docs/product.md#projects): nobody is on a team without saying yes. The
 * owner invites and the member answers, or the member asks and the owner answers; the first
 * accepted member creates the team, named after the project, with the owner on it.
 */
export function createTeamsService(deps: {
  teams: TeamsRepository;
  projects: ProjectsRepository;
  realtime: Pick<Realtime, 'publish' | 'publishToTopic'>;
  mailer: Pick<Mailer, 'send'>;
  appUrl: string;
  log: ServiceLogger;
}) {
  const { teams, projects, realtime, mailer, appUrl, log } = deps;
  const notify = publishSafely(realtime, log);
  const notifyWatchers = publishToTopicSafely(realtime, log);
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  async function mail(
    toUserId: string,
    build: (to: { email: string; name: string }) => MailMessage,
  ) {
    try {
      const to = await teams.contactOf(toUserId);
      if (to) await mailer.send(build(to));
    } catch (error) {
      log.error({ err: error }, 'team mail not sent');
    }
  }

  async function nameOf(userId: string): Promise<string> {
    return (await teams.contactOf(userId))?.name ?? 'A member';
  }

  /** Everyone on the team (wherever they are in the app) and every open page of the project. */
  async function teamChanged(projectId: string, also: string[]) {
    const members = await teams.teamUserIds(projectId).catch(() => []);
    await notify([...new Set([...members, ...also])], 'team.changed', { projectId });
    await notifyWatchers(realtimeTopic('project', projectId), 'team.changed', { projectId });
  }

  async function createInvitation(
    projectId: string,
    userId: string,
    kind: TeamInvitationKind,
  ): Promise<string> {
    try {
      return await teams.insertInvitation(projectId, userId, kind);
    } catch (error) {
      if (isUniqueViolation(error, 'team_invitations_pending_unique')) {
        throw new AppError('CONFLICT', m.alreadyPending);
      }
      throw error;
    }
  }

  return {
    /** The owner (or an admin) invites a member; the member accepts or declines. */
    async invite(
      actor: SessionUser,
      projectId: string,
      profileId: string,
    ): Promise<{ id: string }> {
      const project = await orFail(m.addMemberFailed, () => projects.findProject(projectId, actor));
      if (!project) throw new AppError('NOT_FOUND', m.notFound);
      if (!leads(actor, project.userId)) throw new AppError('FORBIDDEN', m.notOwner);
      const member = await orFail(m.addMemberFailed, () =>
        teams.findMember(profileId, project.userId),
      );
      if (!member) throw new AppError('NOT_FOUND', m.memberNotFound);
      if (member.userId === project.userId) throw new AppError('CONFLICT', m.ownProject);
      if (await orFail(m.addMemberFailed, () => teams.isOnTeam(projectId, member.userId))) {
        throw new AppError('CONFLICT', m.alreadyOnTeam);
      }
      const id = await orFail(m.addMemberFailed, () =>
        createInvitation(projectId, member.userId, 'invite'),
      );
      await notify([member.userId], 'team.invitation', {
        invitationId: id,
        projectId,
        status: 'pending',
      });
      const from = project.owner.name;
      await mail(member.userId, (to) =>
        teamInvitationMail({ to, from, projectTitle: project.title, projectId, appUrl }),
      );
      return { id };
    },

    /** A member asks to join; the owner accepts or declines. */
    async requestToJoin(member: SessionUser, projectId: string): Promise<{ id: string }> {
      const project = await orFail(m.answerFailed, () => projects.findProject(projectId, member));
      if (!project) throw new AppError('NOT_FOUND', m.notFound);
      if (project.userId === member.id) throw new AppError('CONFLICT', m.ownProject);
      if (await orFail(m.answerFailed, () => teams.isOnTeam(projectId, member.id))) {
        throw new AppError('CONFLICT', m.alreadyOnTeam);
      }
      const id = await orFail(m.answerFailed, () =>
        createInvitation(projectId, member.id, 'request'),
      );
      await notify([project.userId], 'team.invitation', {
        invitationId: id,
        projectId,
        status: 'pending',
      });
      const from = await nameOf(member.id);
      await mail(project.userId, (to) =>
        joinRequestMail({ to, from, projectTitle: project.title, projectId, appUrl }),
      );
      return { id };
    },

    /**
     * Accepts in one transaction, under the project's lock: two accepts at once make one team.
     * The member must still be active and have no block with the owner.
     */
    async accept(actor: SessionUser, invitationId: string): Promise<void> {
      const invitation = await orFail(m.addMemberFailed, () =>
        projects.transaction(async (projectQueries, tx) => {
          const teamQueries = teamsQueries(tx);
          const found = await teamQueries.lockPendingInvitation(invitationId);
          if (!found || !mayAnswer(actor, found)) return null;
          const project = await projectQueries.lockProject(found.projectId);
          if (!project) return null;
          if (!(await teamQueries.findMemberByUser(found.userId, project.userId))) return null;
          const teamId =
            (await teamQueries.findTeamId(found.projectId)) ??
            (await teamQueries.createTeam(found.projectId, project.title, project.userId));
          await teamQueries.addMember(teamId, found.userId);
          await teamQueries.setInvitationStatus(found.id, 'accepted');
          return found;
        }),
      );
      if (!invitation) throw new AppError('NOT_FOUND', m.invitationNotFound);
      await answered(actor, invitation, true);
    },

    async decline(actor: SessionUser, invitationId: string): Promise<void> {
      const invitation = await orFail(m.answerFailed, () =>
        teams.transaction(async (queries) => {
          const found = await queries.lockPendingInvitation(invitationId);
          if (!found || !mayAnswer(actor, found)) return null;
          await queries.setInvitationStatus(found.id, 'declined');
          return found;
        }),
      );
      if (!invitation) throw new AppError('NOT_FOUND', m.invitationNotFound);
      await answered(actor, invitation, false);
    },

    async withdraw(actor: SessionUser, invitationId: string): Promise<void> {
      const invitation = await orFail(m.answerFailed, () =>
        teams.transaction(async (queries) => {
          const found = await queries.lockPendingInvitation(invitationId);
          if (!found || !mayWithdraw(actor, found)) return null;
          await queries.setInvitationStatus(found.id, 'withdrawn');
          return found;
        }),
      );
      if (!invitation) throw new AppError('NOT_FOUND', m.invitationNotFound);
      const answerer = invitation.kind === 'invite' ? invitation.userId : invitation.ownerId;
      await notify([answerer], 'team.invitation', {
        invitationId,
        projectId: invitation.projectId,
        status: 'withdrawn',
      });
    },

    /** The owner (or an admin) takes a member off the team, or the member leaves. */
    async removeMember(actor: SessionUser, projectId: string, profileId: string): Promise<void> {
      const project = await orFail(m.removeFailed, () => projects.findProject(projectId, actor));
      if (!project) throw new AppError('NOT_FOUND', m.notFound);
      const member = await orFail(m.removeFailed, () => teams.findMemberAnyStatus(profileId));
      if (!member) throw new AppError('NOT_FOUND', m.memberNotFound);
      if (member.userId !== actor.id && !leads(actor, project.userId)) {
        throw new AppError('FORBIDDEN', m.notOwner);
      }
      const removed = await orFail(m.removeFailed, () =>
        teams.removeMember(projectId, member.userId),
      );
      if (!removed) throw new AppError('NOT_FOUND', m.memberNotFound);
      await teamChanged(projectId, [member.userId, project.userId]);
    },

    async incoming(viewer: SessionUser): Promise<IncomingTeamInvitations> {
      const rows = await orFail(m.invitationsFailed, () =>
        teams.incomingFor(viewer.id, INCOMING_LIMIT),
      );
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  };

  /** Tells both sides (live and by mail) and, on a yes, everyone on the team. */
  async function answered(actor: SessionUser, invitation: InvitationRow, accepted: boolean) {
    const status = accepted ? 'accepted' : 'declined';
    const sender = invitation.kind === 'invite' ? invitation.ownerId : invitation.userId;
    await notify([...new Set([sender, actor.id])], 'team.invitation', {
      invitationId: invitation.id,
      projectId: invitation.projectId,
      status,
    });
    if (accepted) await teamChanged(invitation.projectId, [invitation.userId, invitation.ownerId]);
    const from = await nameOf(actor.id);
    await mail(sender, (to) =>
      teamAnswerMail({
        to,
        from,
        kind: invitation.kind,
        accepted,
        projectTitle: invitation.projectTitle,
        projectId: invitation.projectId,
        appUrl,
      }),
    );
  }
}

export type TeamsService = ReturnType<typeof createTeamsService>;
