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

/** Blocking and reporting (docs/product.md#safety). */
export function createSafetyService(deps: {
  repository: SafetyRepository;
  endConnection: EndConnection;
  realtime: Pick<Realtime, 'publish'>;
  log: ServiceLogger;
}) {
  const { repository, endConnection } = deps;
  const notify = publishSafely(deps.realtime, deps.log);

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

    /** Stores a report for the admin area; a named message must belong to the two members. */
    async report(user: SessionUser, input: ReportInput): Promise<{ id: string }> {
      const target = await otherMember(user, input.profileId);
      if (input.messageId) {
        const message = await repository.messageBetween(input.messageId, user.id, target.userId);
        if (!message) throw new AppError('NOT_FOUND', safetyMessages.messageNotFound);
      }
      const id = await repository.createReport({
        reporterId: user.id,
        profileId: target.id,
        messageId: input.messageId ?? null,
        reason: input.reason,
        details: input.details,
      });
      return { id };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
