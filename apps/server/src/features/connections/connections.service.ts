import {
  connectionMessages,
  connectionRequestMessages,
  type ConnectionDecision,
  type ConnectionRequests,
  type SentConnection,
} from '@cofound/shared/connections/connections.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import type { Realtime } from '../../realtime';
import { awardConnectionBetweenUsers } from '../reputation';
import { isLivePairViolation, type ConnectionsRepository } from './connections.repository';

type Logger = { error: (object: unknown, message: string) => void };

/** How many incoming requests the list shows; the badge counts all of them. */
const REQUEST_LIST_LIMIT = 50;

/**
 * Connection requests (spec 1 sections 2 and 8, spec 2 section 4). Issue 6 extends this: the free
 * plan's monthly limit, removal and blocking.
 */
export function createConnectionsService(
  repository: ConnectionsRepository,
  realtime: Pick<Realtime, 'publish'>,
  log: Logger,
) {
  /** After commit; the change stands even when the notification cannot go out. */
  async function notify(...args: Parameters<Realtime['publish']>) {
    try {
      await realtime.publish(...args);
    } catch (error) {
      log.error({ err: error }, `${args[1]} could not be published`);
    }
  }

  async function decide(
    receiver: SessionUser,
    connectionId: string,
    status: 'accepted' | 'rejected',
  ): Promise<ConnectionDecision> {
    let decided;
    try {
      decided = await repository.decideIncoming(
        connectionId,
        receiver.id,
        status,
        async (tx, row) => {
          if (status === 'accepted')
            await awardConnectionBetweenUsers(tx, row.senderId, receiver.id);
        },
      );
    } catch (error) {
      log.error({ err: error }, 'connection request could not be decided');
      throw new AppError('INTERNAL', connectionRequestMessages.processFailed);
    }
    // Someone else's request, or one already decided or withdrawn: the same answer, so that
    // nobody learns about requests that are not addressed to them.
    if (!decided) throw new AppError('NOT_FOUND', connectionRequestMessages.notFound);
    const audience = status === 'accepted' ? [receiver.id, decided.senderId] : [receiver.id];
    await notify(audience, 'connection.changed', { connectionId, status });
    return { id: connectionId, status, profileId: decided.senderProfileId };
  }

  return {
    /** The member's incoming pending requests (only the receiver ever sees a request). */
    async listRequests(receiver: SessionUser): Promise<ConnectionRequests> {
      const { rows, count } = await repository.listIncomingRequests(
        receiver.id,
        REQUEST_LIST_LIMIT,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          sender: {
            profileId: row.profileId,
            name: row.name,
            title: row.title,
            imageUrl: row.imageUrl,
          },
        })),
        count,
      };
    },

    /** The receiver accepts: +10 reputation to both, in the same transaction. */
    accept: (receiver: SessionUser, connectionId: string) =>
      decide(receiver, connectionId, 'accepted'),

    reject: (receiver: SessionUser, connectionId: string) =>
      decide(receiver, connectionId, 'rejected'),

    /** Sends a pending request from the member to the profile's member. */
    async sendRequest(sender: SessionUser, profileId: string): Promise<SentConnection> {
      const target = await repository.findActiveProfile(profileId);
      if (!target) throw new AppError('NOT_FOUND', connectionMessages.profileNotFound);
      if (target.userId === sender.id) {
        throw new AppError('VALIDATION_FAILED', connectionMessages.ownProfile, {
          profileId: [connectionMessages.ownProfile],
        });
      }
      if (!sender.profileId) throw new AppError('NOT_FOUND', connectionMessages.profileNotFound);

      let result;
      try {
        result = await repository.createPendingRequest(sender.id, target.userId);
      } catch (error) {
        if (isLivePairViolation(error)) {
          throw new AppError('CONFLICT', connectionMessages.alreadyExists);
        }
        log.error({ err: error }, 'connection request failed');
        throw new AppError('INTERNAL', connectionMessages.sendFailed);
      }
      if (result.kind === 'exists') {
        const { existing } = result;
        if (existing.status === 'accepted') {
          throw new AppError('CONFLICT', connectionMessages.alreadyConnected);
        }
        throw new AppError(
          'CONFLICT',
          existing.senderId === sender.id
            ? connectionMessages.alreadySent
            : connectionMessages.alreadyExists,
        );
      }

      // After commit: the receiver's request list refetches.
      await notify([target.userId], 'connection.requested', {
        connectionId: result.id,
        senderProfileId: sender.profileId,
      });
      return {
        id: result.id,
        profileId: target.id,
        status: 'pending',
        connectionState: 'pending_sent',
        createdAt: result.createdAt.toISOString(),
      };
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
