import type { Message } from '@cofound/shared/messages/messages.schemas';

export type ReadReceipt = { label: 'Sent' | 'Read'; at: string };

/** What my message shows under it: 'Read' with when, or 'Sent' with when; none on the peer's. */
export function readReceiptOf(message: Message): ReadReceipt | null {
  if (!message.fromMe) return null;
  return message.readAt
    ? { label: 'Read', at: message.readAt }
    : { label: 'Sent', at: message.createdAt };
}
