// The SQL of messages as the moderation queue shows them: by id, with the two members' names,
// the removal that leaves the message in its thread with the removal notice for text, and who
// hears of it live.
import { messageMessages } from '@cofound/shared/messages/messages.schemas';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { messages, profiles } from '../../db/schema';
import { notBlockedWith } from '../safety';

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
     * members see what happened. The two members, when there was a message left to remove.
     */
    async removeMessage(
      messageId: string,
    ): Promise<{ senderId: string; receiverId: string } | null> {
      const [row] = await db
        .update(messages)
        .set({ body: messageMessages.removed })
        .where(and(eq(messages.id, messageId), ne(messages.body, messageMessages.removed)))
        .returning({ senderId: messages.senderId, receiverId: messages.receiverId });
      return row ?? null;
    },

    /** The two members with their profiles; none when either blocked the other. */
    async unblockedPair(
      userIdA: string,
      userIdB: string,
    ): Promise<{ userId: string; profileId: string }[]> {
      return db
        .select({ userId: profiles.userId, profileId: profiles.id })
        .from(profiles)
        .where(
          and(
            inArray(profiles.userId, [userIdA, userIdB]),
            notBlockedWith(userIdA, sql`${userIdB}`),
          ),
        );
    },
  };
}

export type MessageModerationRepository = ReturnType<typeof createMessageModerationRepository>;
