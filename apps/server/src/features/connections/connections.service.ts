import {
  connectionMessages,
  type SentConnection,
} from '@cofound/shared/connections/connections.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import type { Realtime } from '../../realtime';
import { isLivePairViolation, type ConnectionsRepository } from './connections.repository';

type Logger = { error: (object: unknown, message: string) => void };

/**
 * Connection requests (spec 2 section 4). Issue 6 extends this: the free plan's monthly limit,
 * accept/reject, removal and blocking.
 */
export function createConnectionsService(
  repository: ConnectionsRepository,
  realtime: Pick<Realtime, 'publish'>,
  log: Logger,
) {
  return {
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

      // After commit: the receiver's request list refetches. The request stands even when the
      // notification cannot go out (the receiver sees it on the next load).
      try {
        await realtime.publish([target.userId], 'connection.requested', {
          connectionId: result.id,
          senderProfileId: sender.profileId,
        });
      } catch (error) {
        log.error({ err: error }, 'connection.requested could not be published');
      }
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
