import type { Message } from '@cofound/shared/messages/messages.schemas';

function byTime(a: Message, b: Message): number {
  const diff = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (diff !== 0) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * One list out of what is shown and what just arrived: each message once (by id, the newer copy
 * wins), oldest first. A read receipt never goes away: a fetch that left before the receipt
 * arrived must not undo it.
 */
export function mergeMessages(
  current: readonly Message[],
  incoming: readonly Message[],
): Message[] {
  const byId = new Map<string, Message>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) {
    const readAt = message.readAt ?? byId.get(message.id)?.readAt ?? null;
    byId.set(message.id, readAt === message.readAt ? message : { ...message, readAt });
  }
  return [...byId.values()].sort(byTime);
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
