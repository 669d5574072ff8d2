// The SQL of messages as the moderation queue shows them: by id, with the two members' names,
// and the removal that leaves the message in its thread with the removal notice for text.
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { messages, profiles } from '../../db/schema';

const sender = alias(profiles, 'sender');
const receiver = alias(profiles, 'receiver');

export function createMessageModerationRepository(database: Db) {
  return defineRepository(database, messageModerationQueries);
}

export function messageModerationQueries(db: DbOrTx) {
  return {
    /** Messages by id with who wrote them to whom; removed ones are left out. */
    async messagesByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: messages.id,
          body: messages.body,
          senderName: sql<string | null>`${sender.name}`,
          receiverName: sql<string | null>`${receiver.name}`,
        })
        .from(messages)
        .leftJoin(sender, eq(sender.userId, messages.senderId))
        .leftJoin(receiver, eq(receiver.userId, messages.receiverId))
        .where(and(inArray(messages.id, [...ids]), ne(messages.body, messageMessages.removed)));
    },

    /**
     * Replaces the message's text with the removal notice: the thread keeps its order and both
     * members see what happened. Whether there was a message left to remove.
     */
    async removeMessage(messageId: string): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ body: messageMessages.removed })
        .where(and(eq(messages.id, messageId), ne(messages.body, messageMessages.removed)))
        .returning({ id: messages.id });
      return rows.length > 0;
    },
  };
}

export type MessageModerationRepository = ReturnType<typeof createMessageModerationRepository>;
