import type { Message } from '@cofound/shared/messages/messages.schemas';

/** A message of mine on its way: shown at the end of the thread until the server has it. */
export type OutgoingMessage = {
  id: string;
  body: string;
  state: 'sending' | 'failed';
  /** Why it failed, in the product's words. */
  error?: string;
};

/** As a message of the thread (for scrolling), so that sending one scrolls to it. */
export function asThreadMessage(outgoing: OutgoingMessage): Message {
  return { id: outgoing.id, body: outgoing.body, fromMe: true, createdAt: '', readAt: null };
}
