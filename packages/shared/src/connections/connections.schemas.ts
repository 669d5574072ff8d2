import { z } from 'zod';

/** User-facing connection messages, word for word from spec 2 section 8 and issue 6. */
export const connectionMessages = {
  alreadySent: 'Connection request already sent',
  alreadyConnected: 'Already connected',
  alreadyExists: 'Connection request already exists',
  sendFailed: 'Failed to send connection request. Please try again.',
  profileNotFound: 'Profile not found',
  ownProfile: 'You cannot send a connection request to yourself.',
  /** Web-only: the toast after a request went out. */
  sent: 'Connection request sent',
} as const;

/**
 * The connection between the signed-in viewer and a profile, as a card or profile page shows it.
 * Signed-out visitors always get 'none'; 'self' is the viewer's own profile (connect is hidden).
 */
export const connectionStates = [
  'none',
  'pending_sent',
  'pending_received',
  'connected',
  'self',
] as const;
export type ConnectionState = (typeof connectionStates)[number];

/** POST /api/connections */
export const sendConnectionRequestSchema = z.object({ profileId: z.uuid() });
export type SendConnectionRequest = z.infer<typeof sendConnectionRequestSchema>;

/** 201 answer of POST /api/connections: the new pending request. */
export const sentConnectionSchema = z.object({
  id: z.string(),
  /** The receiver's profile. */
  profileId: z.string(),
  status: z.literal('pending'),
  connectionState: z.literal('pending_sent'),
  createdAt: z.string(),
});
export type SentConnection = z.infer<typeof sentConnectionSchema>;
