import {
  connectionMessages,
  connectionRequestMessages,
  MUTUAL_CONNECTIONS_SHOWN,
  type ConnectionDecision,
  type ConnectionList,
  type ConnectionRequests,
  type MutualConnections,
  type RequestUsage,
  type SentConnection,
} from '@cofound/shared/connections/connections.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import type { Realtime } from '../../realtime';
import {
  activePlan,
  monthlyConnectionRequestLimit,
  utcMonthOf,
} from '@cofound/shared/billing/plan';
import type { DbOrTx } from '../../db/client';
import { awardConnectionBetweenUsers, revokeConnectionBetweenUsers } from '../reputation';
import {
  connectionsQueries,
  isLivePairViolation,
  type ConnectionsRepository,
} from './connections.repository';
import { publishSafely } from '../../realtime/publish-safely';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';

/** How many incoming requests the list shows; the badge counts all of them. */
const REQUEST_LIST_LIMIT = 50;

/**
 * Connection requests, the free plan's monthly limit and removal (docs/product.md#connections,
 * docs/product.md#plans). A block ends a connection through endConnectionBetween below.
 */
export function createConnectionsService(
  repository: ConnectionsRepository,
  realtime: Pick<Realtime, 'publish'>,
  log: ServiceLogger,
  now: () => Date = () => new Date(),
) {
  const notify = publishSafely(realtime, log);

  async function decide(
    receiver: SessionUser,
    connectionId: string,
    status: 'accepted' | 'rejected',
  ): Promise<ConnectionDecision> {
    let decided;
    try {
      decided = await repository.transaction(async (queries, tx) => {
        const row = await queries.decidePending(connectionId, receiver.id, status);
        if (row && status === 'accepted') {
          await awardConnectionBetweenUsers(tx, row.senderId, receiver.id);
        }
        return row;
      });
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
    /** Accepted connections with last message and unread count; `q` searches the other member. */
    async list(user: SessionUser, q: string | undefined): Promise<ConnectionList> {
      const words = [...new Set((q ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
      let rows;
      try {
        rows = await repository.listAccepted(user.id, words);
      } catch (error) {
        log.error({ err: error }, 'connections list failed');
        throw new AppError('INTERNAL', connectionMessages.loadFailed);
      }
      return {
        items: rows.map((row) => ({
          id: row.id,
          peer: {
            profileId: row.profile_id,
            name: row.name,
            title: row.title,
            imageUrl: row.image_url,
          },
          connectedAt: new Date(row.connected_at).toISOString(),
          lastMessage:
            row.last_body === null || row.last_created_at === null
              ? null
              : {
                  body: row.last_body,
                  fromMe: row.last_sender_id === user.id,
                  createdAt: new Date(row.last_created_at).toISOString(),
                },
          unreadCount: Number(row.unread),
        })),
      };
    },

    /**
     * The viewer's mutual connections with a profile's member: the count and the first few.
     * Answers what the profile page itself would (404, 401) when the viewer may not see it.
     */
    async mutual(viewer: SessionUser, profileId: string): Promise<MutualConnections> {
      const rows = await withFailureMessage(log, connectionMessages.mutualLoadFailed, async () => {
        const profile = await repository.profileVisibleTo(profileId, viewer);
        if (profile.sight === 'own') return [];
        return repository.mutualWith(viewer.id, profile.userId, MUTUAL_CONNECTIONS_SHOWN);
      });
      return {
        count: rows[0]?.total ?? 0,
        people: rows.map((row) => ({
          profileId: row.profile_id,
          name: row.name,
          title: row.title,
          imageUrl: row.image_url,
        })),
      };
    },

    /** Requests sent this month against the plan's limit (what /connections and Discover show). */
    async usage(user: SessionUser): Promise<RequestUsage> {
      const month = utcMonthOf(now());
      const facts = await repository.quotaFacts(user.id, month.start);
      const plan = activePlan(facts.premium, now());
      return {
        plan,
        used: facts.sentThisMonth,
        limit: monthlyConnectionRequestLimit(plan),
        resetsAt: month.next.toISOString(),
      };
    },

    /** Either side removes an accepted connection; both lose its +10 reputation. */
    async remove(user: SessionUser, connectionId: string): Promise<void> {
      const row = await repository.findAcceptedOf(connectionId, user.id);
      if (!row) throw new AppError('NOT_FOUND', connectionMessages.notFound);
      let removed;
      try {
        removed = await repository.transaction((_queries, tx) =>
          endConnectionBetween(tx, row.senderId, row.receiverId),
        );
      } catch (error) {
        log.error({ err: error }, 'connection removal failed');
        throw new AppError('INTERNAL', connectionMessages.removeFailed);
      }
      if (removed) {
        await notify([row.senderId, row.receiverId], 'connection.changed', {
          connectionId: removed,
          status: 'removed',
        });
      }
    },

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
      const target = await repository.findActiveProfile(profileId, sender.id);
      if (!target) throw new AppError('NOT_FOUND', connectionMessages.profileNotFound);
      if (target.userId === sender.id) {
        throw new AppError('VALIDATION_FAILED', connectionMessages.ownProfile, {
          profileId: [connectionMessages.ownProfile],
        });
      }
      if (!sender.profileId) throw new AppError('NOT_FOUND', connectionMessages.profileNotFound);

      let result;
      try {
        result = await repository.transaction(async (queries) => {
          const existing = await queries.findLivePair(sender.id, target.userId);
          if (existing) return { kind: 'exists' as const, existing };
          // Two requests at once cannot both pass the quota.
          await queries.lockSenderRequests(sender.id);
          const facts = await queries.quotaFacts(sender.id, utcMonthOf(now()).start);
          const limit = monthlyConnectionRequestLimit(activePlan(facts.premium, now()));
          if (limit !== null && facts.sentThisMonth >= limit) {
            throw new AppError('LIMIT_REACHED', connectionMessages.limitReached);
          }
          const created = await queries.insertPending(sender.id, target.userId, 'request');
          return { kind: 'created' as const, ...created };
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
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

/**
 * Ends the live connection between two members inside the caller's transaction (a block ends
 * it): accepted ones give back their reputation. Returns the removed connection's id.
 */
export async function endConnectionBetween(
  tx: DbOrTx,
  userIdA: string,
  userIdB: string,
): Promise<string | null> {
  const queries = connectionsQueries(tx);
  const live = await queries.findLivePair(userIdA, userIdB);
  if (!live) return null;
  await queries.deleteById(live.id);
  if (live.status === 'accepted') await revokeConnectionBetweenUsers(tx, userIdA, userIdB);
  return live.id;
}

/** The live (pending or accepted) connection between two members, in the caller's transaction. */
export function findLiveConnection(tx: DbOrTx, userIdA: string, userIdB: string) {
  return connectionsQueries(tx).findLivePair(userIdA, userIdB);
}

/** A pending connection from a mutual like (it does not count against the monthly limit). */
export function openMutualLikeConnection(tx: DbOrTx, fromUserId: string, toUserId: string) {
  return connectionsQueries(tx).insertPending(fromUserId, toUserId, 'mutual_like');
}

/**
 * Mutual connections of the viewer with each of `userIds` (a page of cards), in one statement:
 * user id -> count; a member absent from the map has none.
 */
export function countMutualConnections(executor: DbOrTx, viewerId: string, userIds: string[]) {
  return connectionsQueries(executor).mutualCounts(viewerId, userIds);
}

/**
 * countMutualConnections for the members with these profiles, keyed by user id: a page can ask
 * before (and beside) reading its cards.
 */
export function countMutualConnectionsOfProfiles(
  executor: DbOrTx,
  viewerId: string,
  profileIds: string[],
) {
  return connectionsQueries(executor).mutualCountsOfProfiles(viewerId, profileIds);
}

/** Withdraws a connection while it is still pending (an undone like); its receiver when it did. */
export function withdrawPendingConnection(tx: DbOrTx, connectionId: string) {
  return connectionsQueries(tx).withdrawPending(connectionId);
}
