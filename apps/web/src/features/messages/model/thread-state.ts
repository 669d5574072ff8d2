import type { Message, ThreadPage } from '@cofound/shared/messages/messages.schemas';

/** A conversation as the chat shows it: every loaded message, oldest first. */
export type ThreadState = {
  peer: ThreadPage['peer'];
  items: Message[];
  /** For 'Load older'; null once the start of the conversation is loaded. */
  olderCursor: string | null;
};
