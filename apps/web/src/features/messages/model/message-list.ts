import { messageMessages, type Message } from '@cofound/shared/messages/messages.schemas';

function byTime(a: Message, b: Message): number {
  const diff = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (diff !== 0) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One list out of what is shown and what just arrived: each message once (by id, the newer copy
 * wins), oldest first. A read receipt and a removal never go away: a fetch that left before
 * they arrived must not undo them.
 */
export function mergeMessages(
  current: readonly Message[],
  incoming: readonly Message[],
): Message[] {
  const byId = new Map<string, Message>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) {
    const shown = byId.get(message.id);
    const readAt = message.readAt ?? shown?.readAt ?? null;
    const body = shown?.body === messageMessages.removed ? shown.body : message.body;
    byId.set(
      message.id,
      readAt === message.readAt && body === message.body ? message : { ...message, readAt, body },
    );
  }
  return [...byId.values()].sort(byTime);
}

/** An admin removed the message: it keeps its place with the removal notice for text. */
export function withMessageRemoved(items: readonly Message[], messageId: string): Message[] {
  if (
    !items.some((message) => message.id === messageId && message.body !== messageMessages.removed)
  ) {
    return items as Message[];
  }
  return items.map((message) =>
    message.id === messageId ? { ...message, body: messageMessages.removed } : message,
  );
}

/** The peer read my messages up to `readAt`: my unread ones sent until then show as read. */
export function withReadReceipt(items: readonly Message[], readAt: string): Message[] {
  const until = Date.parse(readAt);
  let changed = false;
  const next = items.map((message) => {
    if (!message.fromMe || message.readAt !== null || Date.parse(message.createdAt) > until) {
      return message;
    }
    changed = true;
    return { ...message, readAt };
  });
  return changed ? next : (items as Message[]);
}

/** I read the peer's messages at `readAt`. */
export function withPeerMessagesRead(items: readonly Message[], readAt: string): Message[] {
  if (!items.some((message) => !message.fromMe && message.readAt === null)) {
    return items as Message[];
  }
  return items.map((message) =>
    !message.fromMe && message.readAt === null ? { ...message, readAt } : message,
  );
}

/** The newest message from the peer I have not read yet, if any. */
export function lastUnreadFromPeer(items: readonly Message[]): Message | undefined {
  return items.findLast((message) => !message.fromMe && message.readAt === null);
}

/**
 * Where a catch-up (`after`) starts: the last message that can no longer change. My messages
 * the peer has not read yet may still get a read receipt, so the catch-up starts before the
 * first of them and brings them again with everything new. Null: load the newest page instead.
 */
export function catchUpAnchor(items: readonly Message[]): string | null {
  const firstPending = items.findIndex((message) => message.fromMe && message.readAt === null);
  if (firstPending === -1) return items.at(-1)?.id ?? null;
  return items[firstPending - 1]?.id ?? null;
}
