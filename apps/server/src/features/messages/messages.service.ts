import { connectionMessages } from '@cofound/shared/connections/connections.schemas';
import {
  messageMessages,
  type Message,
  type ThreadPage,
  type ThreadQuery,
} from '@cofound/shared/messages/messages.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { invalidCursorError } from '../../lib/keyset-cursor';
import type { Realtime } from '../../realtime';
import { awardInteraction } from '../reputation';
import { decodeThreadCursor, encodeThreadCursor } from './messages.cursor';
import type { MessageRow, MessagesRepository, PeerRow } from './messages.repository';
import { TypingThrottle } from './typing-throttle';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { publishEachSafely, publishSafely } from '../../realtime/publish-safely';

function toMessage(row: MessageRow, viewerUserId: string): Message {
  return {
    id: row.id,
    body: row.body,
    fromMe: row.senderId === viewerUserId,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

/**
 * Messages between connected members (docs/product.md#messages):
 * only the two members of an accepted, unblocked connection read or write their thread; every
 * route names the other member, so nobody can address a conversation that is not theirs.
 */
export function createMessagesService(deps: {
  repository: MessagesRepository;
  realtime: Pick<Realtime, 'publish' | 'publishEach'>;
  log: ServiceLogger;
  typingThrottle?: TypingThrottle;
}) {
  const { repository, realtime, log } = deps;
  const typingThrottle = deps.typingThrottle ?? new TypingThrottle();

  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  const notify = publishSafely(realtime, log);
  const notifyEach = publishEachSafely(realtime, log);

  /**
   * The other member of the conversation, when the two may message each other: 404 for an
   * unknown or inactive profile, 403 without an accepted connection or with a block either way.
   * A peer who deleted their account leaves a thread to read (`reading`), never to answer.
   */
  async function peerFor(
    user: SessionUser,
    profileId: string,
    failure: string,
    reading = false,
  ): Promise<{ peer: PeerRow; myProfileId: string }> {
    const myProfileId = user.profileId;
    if (!myProfileId) throw new AppError('NOT_FOUND', connectionMessages.profileNotFound);
    const peer = await orFail(failure, () => repository.findPeer(user.id, profileId));
    if (!peer || !(peer.active || peer.deleted)) {
      throw new AppError('NOT_FOUND', connectionMessages.profileNotFound);
    }
    if (peer.userId === user.id || !peer.connected || !peer.unblocked) {
      throw new AppError('FORBIDDEN', messageMessages.notConnected);
    }
    if (peer.deleted && !reading) {
      throw new AppError('FORBIDDEN', messageMessages.peerDeleted);
    }
    return { peer, myProfileId };
  }

  return {
    /**
     * One page of the thread, oldest first. Without `after`: the newest `limit` messages, or those
     * before the `before` cursor, with `olderCursor` for the page before. With `after` (a message
     * id, after a reconnect): the messages after it, oldest first; a full page means there may be
     * more, asked for with the last id of the page.
     */
    async thread(user: SessionUser, profileId: string, query: ThreadQuery): Promise<ThreadPage> {
      const before = query.before ? decodeThreadCursor(query.before) : null;
      if (query.before && !before)
        throw invalidCursorError(messageMessages.invalidCursor, 'before');
      const { peer } = await peerFor(user, profileId, messageMessages.loadFailed, true);
      const peerView = {
        profileId: peer.id,
        name: peer.name,
        title: peer.title,
        imageUrl: peer.imageUrl,
        deleted: peer.deleted,
      };
      return orFail(messageMessages.loadFailed, async () => {
        if (query.after) {
          const anchor = await repository.positionOf(user.id, peer.userId, query.after);
          if (!anchor) throw invalidCursorError(messageMessages.invalidCursor, 'after');
          const rows = await repository.newerMessages(user.id, peer.userId, anchor, query.limit);
          return {
            peer: peerView,
            items: rows.map((row) => toMessage(row, user.id)),
            olderCursor: null,
          };
        }
        const rows = await repository.olderMessages(user.id, peer.userId, before, query.limit + 1);
        const page = rows.slice(0, query.limit);
        const oldest = page.at(-1);
        return {
          peer: peerView,
          items: page.reverse().map((row) => toMessage(row, user.id)),
          olderCursor:
            rows.length > query.limit && oldest
              ? encodeThreadCursor({ createdAt: oldest.createdAt, id: oldest.id })
              : null,
        };
      });
    },

    /** Sends a message (already trimmed by the schema); +3 reputation to the sender. */
    async send(user: SessionUser, profileId: string, body: string): Promise<Message> {
      const { peer, myProfileId } = await peerFor(user, profileId, messageMessages.sendFailed);
      const row = await orFail(messageMessages.sendFailed, () =>
        repository.transaction(async (queries, tx) => {
          await queries.lockThread(user.id, peer.userId);
          const inserted = await queries.insertMessageIfAllowed(user.id, peer.userId, body);
          if (inserted) await awardInteraction(tx, myProfileId, 'message');
          return inserted;
        }),
      );
      // Connection ended or block made between the check and the insert.
      if (!row) throw new AppError('FORBIDDEN', messageMessages.notConnected);
      // Both members: the receiver, and the sender's other tabs.
      await notifyEach([
        {
          userIds: [peer.userId],
          event: 'message.created',
          payload: { messageId: row.id, peerProfileId: myProfileId },
        },
        {
          userIds: [user.id],
          event: 'message.created',
          payload: { messageId: row.id, peerProfileId: peer.id },
        },
      ]);
      return toMessage(row, user.id);
    },

    /** Marks the peer's unread messages to the member as read; tells the peer (read receipts). */
    async markRead(
      user: SessionUser,
      profileId: string,
    ): Promise<{ read: number; readAt: string }> {
      const { peer, myProfileId } = await peerFor(
        user,
        profileId,
        messageMessages.loadFailed,
        true,
      );
      const result = await orFail(messageMessages.loadFailed, () =>
        repository.markRead(user.id, peer.userId),
      );
      if (result.read > 0) {
        await notify([peer.userId], 'message.read', {
          peerProfileId: myProfileId,
          readAt: result.readAt,
        });
      }
      return result;
    },

    /**
     * Tells the peer the member is typing. At most one event per sender and peer every 300 ms
     * on this instance; extra calls are answered the same and dropped.
     */
    async typing(user: SessionUser, profileId: string): Promise<void> {
      const { peer, myProfileId } = await peerFor(user, profileId, messageMessages.loadFailed);
      if (!typingThrottle.allow(`${user.id}:${peer.userId}`)) return;
      await notify([peer.userId], 'message.typing', { peerProfileId: myProfileId });
    },

    /** The header's unread total. */
    async unreadTotal(user: SessionUser): Promise<{ total: number }> {
      const total = await orFail(messageMessages.loadFailed, () => repository.unreadTotal(user.id));
      return { total };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
