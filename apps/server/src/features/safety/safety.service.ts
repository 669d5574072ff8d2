import {
  safetyMessages,
  type BlockedMembers,
  type ReportContentKind,
  type ReportInput,
} from '@cofound/shared/safety/safety.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { publishSafely } from '../../realtime/publish-safely';
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

/**
 * Finds who wrote a reportable thing (an idea, a comment, a circle post) as the reporter sees
 * it: its author's user id, or null when it does not exist or is hidden from them. The feature
 * that owns the content registers one per kind, so safety depends on none of them.
 */
export type ReportTargetResolver = (
  contentId: string,
  reporter: SessionUser,
) => Promise<{ authorUserId: string } | null>;

/** Blocking and reporting (docs/product.md#safety). */
export function createSafetyService(deps: {
  repository: SafetyRepository;
  endConnection: EndConnection;
  realtime: Pick<Realtime, 'publish'>;
  log: ServiceLogger;
}) {
  const { repository, endConnection } = deps;
  const notify = publishSafely(deps.realtime, deps.log);
  const reportTargets = new Map<ReportContentKind, ReportTargetResolver>();

  /** The reported content must exist, be visible to the reporter and be the profile's own. */
  async function checkContent(user: SessionUser, input: ReportInput, authorUserId: string) {
    if (!input.content) return;
    const resolve = reportTargets.get(input.content.kind);
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

  return {
    /** Lets `kind` be reported: the owning feature tells who wrote a given one. */
    addReportTarget(kind: ReportContentKind, resolve: ReportTargetResolver): void {
      reportTargets.set(kind, resolve);
    },

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
      return { id };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
