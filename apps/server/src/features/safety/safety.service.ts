import { adminReportsTopic } from '@cofound/shared/admin/admin-reports.schemas';
import {
  safetyMessages,
  type BlockedMembers,
  type ReportInput,
} from '@cofound/shared/safety/safety.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { publishSafely, publishToTopicSafely } from '../../realtime/publish-safely';
import { createReportTargets } from './report-targets';
import type { SafetyRepository } from './safety.repository';

/**
 * Ends what a block stops, inside the block's transaction: the live connection between the two
 * (connections feature). Returns the id of the connection it removed, if any.
 */
export type EndConnection = (
  tx: DbOrTx,
  userIdA: string,
  userIdB: string,
) => Promise<string | null>;

/** Blocking and reporting (docs/product.md#safety). */
export function createSafetyService(deps: {
  repository: SafetyRepository;
  endConnection: EndConnection;
  realtime: Pick<Realtime, 'publish' | 'publishToTopic'>;
  log: ServiceLogger;
}) {
  const { repository, endConnection } = deps;
  const notify = publishSafely(deps.realtime, deps.log);
  const notifyAdmins = publishToTopicSafely(deps.realtime, deps.log);
  const reportTargets = createReportTargets();

  /** The reported content must exist, be visible to the reporter and be the profile's own. */
  async function checkContent(user: SessionUser, input: ReportInput, authorUserId: string) {
    if (!input.content) return;
    const resolve = reportTargets.authorOf(input.content.kind);
    const found = resolve ? await resolve(input.content.id, user) : null;
    if (found?.authorUserId !== authorUserId) {
      throw new AppError('NOT_FOUND', safetyMessages.contentNotFound);
    }
  }

  async function otherMember(user: SessionUser, profileId: string) {
    const target = await repository.findProfile(profileId);
    if (!target) throw new AppError('NOT_FOUND', safetyMessages.profileNotFound);
    if (target.userId === user.id) {
      throw new AppError('VALIDATION_FAILED', safetyMessages.ownProfile, {
        profileId: [safetyMessages.ownProfile],
      });
    }
    return target;
  }

  /** Every admin with the queue open hears the new open count (after the change committed). */
  async function announceOpenReports(): Promise<void> {
    try {
      const open = await repository.countOpenReports();
      await notifyAdmins(adminReportsTopic, 'admin.reports', { open });
    } catch (error) {
      deps.log.error({ err: error }, 'the open report count could not be announced');
    }
  }

  return {
    /** Lets a kind be reported and moderated: the owning feature tells how. */
    addReportTarget: reportTargets.addReportTarget,
    /** How an admin sees and removes reported content of a kind; null when nobody told. */
    moderatedContent: reportTargets.moderatedContent,
    openReportCount: () => repository.countOpenReports(),
    announceOpenReports,

    /** Blocks the member; any connection between the two ends with it. Idempotent. */
    async block(user: SessionUser, profileId: string): Promise<void> {
      const target = await otherMember(user, profileId);
      const removed = await repository.transaction(async (queries, tx) => {
        await queries.insertBlock(user.id, target.userId);
        return endConnection(tx, user.id, target.userId);
      });
      if (removed) {
        await notify([user.id, target.userId], 'connection.changed', {
          connectionId: removed,
          status: 'removed',
        });
      }
    },

    async unblock(user: SessionUser, profileId: string): Promise<void> {
      const target = await otherMember(user, profileId);
      await repository.unblock(user.id, target.userId);
    },

    async listBlocked(user: SessionUser): Promise<BlockedMembers> {
      const rows = await repository.listBlocked(user.id);
      return {
        items: rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() })),
      };
    },

    /**
     * Stores a report for the admin area; a named message must belong to the two members, and
     * named content must be the profile's own and visible to the reporter.
     */
    async report(user: SessionUser, input: ReportInput): Promise<{ id: string }> {
      const target = await otherMember(user, input.profileId);
      if (input.messageId) {
        const message = await repository.messageBetween(input.messageId, user.id, target.userId);
        if (!message) throw new AppError('NOT_FOUND', safetyMessages.messageNotFound);
      }
      await checkContent(user, input, target.userId);
      const id = await repository.createReport({
        reporterId: user.id,
        profileId: target.id,
        messageId: input.messageId ?? null,
        contentKind: input.content?.kind ?? null,
        contentId: input.content?.id ?? null,
        reason: input.reason,
        details: input.details,
      });
      await announceOpenReports();
      return { id };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
