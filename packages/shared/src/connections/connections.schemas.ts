import { z } from 'zod';
import { memberSummarySchema } from '../profiles/member-summary';
import { peerSchema } from '../messages/messages.schemas';
import { FREE_CONNECTION_REQUESTS_PER_MONTH, plans } from '../billing/plan';

/** User-facing connection messages, word for word as docs/product.md#connections lists them. */
export const connectionMessages = {
  alreadySent: 'Connection request already sent',
  alreadyConnected: 'Already connected',
  alreadyExists: 'Connection request already exists',
  sendFailed: 'Failed to send connection request. Please try again.',
  profileNotFound: 'Profile not found',
  ownProfile: 'You cannot send a connection request to yourself.',
  /** Web-only: the toast after a request went out. */
  sent: 'Connection request sent',
  limitReached: `You have sent all ${FREE_CONNECTION_REQUESTS_PER_MONTH} connection requests of the Free plan this month. Upgrade to Pro for unlimited requests.`,
  removed: 'Connection removed',
  removeFailed: 'Failed to remove connection. Please try again.',
  notFound: 'Connection not found',
  loadFailed: 'Failed to load connections. Please try again.',
  mutualLoadFailed: 'Failed to load mutual connections. Please try again.',
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

/** The connection-requests list and accept/reject (docs/product.md#requests). */
export const connectionRequestMessages = {
  empty: 'No pending connection requests',
  processFailed: 'Failed to process request. Please try again.',
  loadFailed: 'Failed to load connection requests. Please try again.',
  notFound: 'This request is no longer pending.',
  accepted: 'Connection accepted',
  rejected: 'Request declined',
} as const;

/** One incoming pending request: who sent it and when. */
export const connectionRequestSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  sender: memberSummarySchema,
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

/** GET /api/connections/requests: the member's incoming pending requests, newest first. */
export const connectionRequestsSchema = z.object({
  items: z.array(connectionRequestSchema),
  /** All pending requests addressed to the member (the badge), even beyond `items`. */
  count: z.number().int(),
});
export type ConnectionRequests = z.infer<typeof connectionRequestsSchema>;

export const connectionIdParamsSchema = z.object({ connectionId: z.uuid() });

/** POST /api/connections/{connectionId}/accept and /reject. */
export const connectionDecisionSchema = z.object({
  id: z.string(),
  status: z.enum(['accepted', 'rejected']),
  /** The other member's profile. */
  profileId: z.string(),
});
export type ConnectionDecision = z.infer<typeof connectionDecisionSchema>;

/** GET /api/connections?q= : the member's accepted connections, latest activity first. */
export const connectionListQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

export const connectionListItemSchema = z.object({
  id: z.string(),
  peer: peerSchema,
  connectedAt: z.string(),
  lastMessage: z
    .object({ body: z.string(), fromMe: z.boolean(), createdAt: z.string() })
    .nullable(),
  unreadCount: z.number().int(),
});
export type ConnectionListItem = z.infer<typeof connectionListItemSchema>;
export const connectionListSchema = z.object({ items: z.array(connectionListItemSchema) });
export type ConnectionList = z.infer<typeof connectionListSchema>;

/** GET /api/connections/usage: requests sent this month against the plan's limit. */
export const requestUsageSchema = z.object({
  plan: z.enum(plans),
  used: z.number().int(),
  /** null = unlimited. */
  limit: z.number().int().nullable(),
  /** When the count starts again (first instant of next month, UTC). */
  resetsAt: z.string(),
});
export type RequestUsage = z.infer<typeof requestUsageSchema>;

/** How many mutual connections the profile page shows as avatars. */
export const MUTUAL_CONNECTIONS_SHOWN = 3;

/**
 * GET /api/profiles/{id}/mutual-connections: the members both the viewer and the profile's member
 * have an accepted connection with (docs/product.md#mutual-connections), and the first few.
 */
export const mutualConnectionsSchema = z.object({
  count: z.number().int().min(0),
  people: z.array(peerSchema).max(MUTUAL_CONNECTIONS_SHOWN),
});
export type MutualConnections = z.infer<typeof mutualConnectionsSchema>;
