import { z } from 'zod';
import { memberSummarySchema } from '../profiles/member-summary';

/** The messages texts, word for word as docs/product.md#messages lists them. */
export const messageMessages = {
  sent: 'Message sent successfully!',
  sendFailed: 'Failed to send message. Please try again.',
  loadFailed: 'Failed to load messages',
  notConnected: 'You can only message users you are connected with',
  empty: 'No messages yet. Start the conversation!',
  noConnections: 'No connections found',
  bodyRequired: 'Type a message first.',
  bodyTooLong: 'Messages can be at most 4000 characters.',
  invalidCursor: 'This conversation has changed. Please reload it.',
  /** What a message an admin removed after a report says instead, in the chat of both. */
  removed: 'This message was removed by Cofound.',
  /** The peer deleted their account (docs/product.md#account-deletion). */
  peerDeleted:
    'This member deleted their account. You can still read your conversation, but not reply.',
} as const;

export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_PAGE_SIZE = 30;
/** The typing indicator lasts 1 second after the last keystroke. */
export const TYPING_INDICATOR_MS = 1000;

/** Trimmed; empty or whitespace-only text is not sent. */
export const messageBodySchema = z
  .string()
  .trim()
  .min(1, messageMessages.bodyRequired)
  .max(MESSAGE_MAX_LENGTH, messageMessages.bodyTooLong);

/** POST /api/messages/{profileId} */
export const sendMessageSchema = z.object({ body: messageBodySchema });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const messageSchema = z.object({
  id: z.string(),
  body: z.string(),
  fromMe: z.boolean(),
  createdAt: z.string(),
  /** When the receiver opened it (read receipt); null while unread. */
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const peerSchema = memberSummarySchema;
export type Peer = z.infer<typeof peerSchema>;

/** GET /api/messages/{profileId}?before=&after=&limit= */
export const threadQuerySchema = z.object({
  /** Older page: messages before this cursor (from `olderCursor`). */
  before: z.string().max(200).optional(),
  /** Catch-up after a reconnect: messages after this message id, oldest first. */
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

export const threadPageSchema = z.object({
  peer: peerSchema.extend({
    /** The peer deleted their account: the thread can be read, not answered. */
    deleted: z.boolean(),
  }),
  /** Oldest first (newest last), as the chat pane shows them. */
  items: z.array(messageSchema),
  /** Pass as `before` for older messages; null when this page reaches the start. */
  olderCursor: z.string().nullable(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

/** POST /api/messages/{profileId}/read: the peer's unread messages to you are now read. */
export const markReadResultSchema = z.object({ read: z.number().int(), readAt: z.string() });

/** GET /api/messages/unread: the header's unread total. */
export const unreadTotalSchema = z.object({ total: z.number().int() });
