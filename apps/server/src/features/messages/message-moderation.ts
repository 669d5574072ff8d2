// Messages in the moderation queue: a reported message as an admin sees it, and its removal.
import type { ModeratedContent } from '../safety';
import {
  messageModerationQueries,
  type MessageModerationRepository,
} from './message-moderation.repository';

/**
 * A removed message keeps its place in the thread with the removal notice for text; both
 * members see it the next time the thread loads (no live event tells an open chat).
 */
export function createMessageModeration(repository: MessageModerationRepository): ModeratedContent {
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
      const removed = await messageModerationQueries(tx).removeMessage(messageId);
      return removed ? { afterCommit: async () => {} } : null;
    },
  };
}
