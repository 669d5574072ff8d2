// Messages in the moderation queue: a reported message as an admin sees it, and its removal.
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { publishSafely } from '../../realtime/publish-safely';
import type { ModeratedContent } from '../safety';
import {
  messageModerationQueries,
  type MessageModerationRepository,
} from './message-moderation.repository';

type Member = { userId: string; profileId: string };

/**
 * A removed message keeps its place in the thread with the removal notice for text; after the
 * commit both members hear of it ('message.removed'), so an open chat shows the notice at once.
 */
export function createMessageModeration(deps: {
  repository: MessageModerationRepository;
  realtime: Pick<Realtime, 'publish'>;
  log: ServiceLogger;
}): ModeratedContent {
  const { repository } = deps;
  const notify = publishSafely(deps.realtime, deps.log);

  /** Each member hears it with the other as the conversation's peer. */
  async function announceRemoval(messageId: string, [one, other]: Member[]) {
    if (!one || !other) return;
    await Promise.all([
      notify([one.userId], 'message.removed', { messageId, peerProfileId: other.profileId }),
      notify([other.userId], 'message.removed', { messageId, peerProfileId: one.profileId }),
    ]);
  }

  return {
    async show(ids) {
      const rows = await repository.messagesByIds(ids);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            text: row.body,
            context: `Message from ${row.senderName ?? 'a deleted member'} to ${row.receiverName ?? 'a deleted member'}`,
            url: null,
          },
        ]),
      );
    },
    async remove(tx, messageId) {
      const queries = messageModerationQueries(tx);
      const removed = await queries.removeMessage(messageId);
      if (!removed) return null;
      // Members who blocked each other hear nothing: neither has the conversation open.
      const pair = await queries.unblockedPair(removed.senderId, removed.receiverId);
      return { afterCommit: () => announceRemoval(messageId, pair) };
    },
  };
}
