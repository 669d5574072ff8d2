import { z } from 'zod';

/**
 * The typed map of realtime events the server pushes to a member's browser.
 * Each later feature adds its events here; the payload schemas are checked on both ends.
 */
export const realtimeEventSchemas = {
  /** Sent once on every (re)connect, so the client knows it may refetch what it missed. */
  'realtime.ready': z.object({ userId: z.string() }),
  /**
   * An admin suspended or banned the member: every session of theirs has ended. The server
   * closes the member's sockets right after sending it (4401).
   */
  'session.ended': z.object({ status: z.enum(['suspended', 'banned', 'deleted']) }),
  /** A short notice for the member, shown as a toast. */
  'system.notice': z.object({ message: z.string() }),
  /** Someone sent the member a connection request: refetch the request list. */
  'connection.requested': z.object({ connectionId: z.string(), senderProfileId: z.string() }),
  /** A connection of the member's changed state: refetch requests and connection states. */
  'connection.changed': z.object({
    connectionId: z.string(),
    status: z.enum(['accepted', 'rejected', 'withdrawn', 'removed']),
  }),
  /** A message in a conversation of the member (either direction): fetch what is new. */
  'message.created': z.object({ messageId: z.string(), peerProfileId: z.string() }),
  /** The peer read the member's messages up to now: show read receipts. */
  'message.read': z.object({ peerProfileId: z.string(), readAt: z.string() }),
  /**
   * An admin removed a message of the member's conversation with the peer: the chat shows the
   * removal notice in its place.
   */
  'message.removed': z.object({ messageId: z.string(), peerProfileId: z.string() }),
  /** The peer is typing; the indicator lasts 1 second after the last one. */
  'message.typing': z.object({ peerProfileId: z.string() }),
  /** Someone proposed an intro call to the member: refetch the calls list. */
  'video-call.requested': z.object({ callId: z.string() }),
  /** A call of the member was accepted, declined, cancelled or completed. */
  'video-call.changed': z.object({
    callId: z.string(),
    status: z.enum(['accepted', 'declined', 'cancelled', 'completed']),
  }),
  /** The other participant sent WebRTC signalling: fetch signals after the last one seen. */
  'video-call.signal': z.object({ callId: z.string(), signalId: z.number().int() }),
  /** A project's team changed (someone joined, left or was removed): refetch the project. */
  'team.changed': z.object({ projectId: z.string() }),
  /** An invitation or join request waits for the member's answer, or theirs was answered. */
  'team.invitation': z.object({
    invitationId: z.string(),
    projectId: z.string(),
    status: z.enum(['pending', 'accepted', 'declined', 'withdrawn']),
  }),
  /** A new team fits the member at or above their bar: show it and refetch team matches. */
  'team-match.new': z.object({ projectId: z.string(), title: z.string() }),
  /** Topic 'idea:<id>': a comment was added to or deleted from the idea; refetch them. */
  'idea.comments': z.object({
    ideaId: z.string(),
    commentsCount: z.number().int().min(0),
  }),
  /** Topic 'circle:<id>': a post or reply was added to or deleted from the circle; refetch. */
  'circle.posts': z.object({
    circleId: z.string(),
    postId: z.string(),
    /** The post a reply belongs to; null for a post. */
    parentId: z.string().nullable(),
    change: z.enum(['created', 'deleted']),
  }),
  /** The member's request to join a private circle was answered; moderators: one arrived. */
  'circle.membership': z.object({
    circleId: z.string(),
    circleName: z.string(),
    status: z.enum(['requested', 'accepted', 'declined']),
  }),
  /**
   * Someone replied to the member: a comment on their idea, or a reply to their circle post.
   * `path` is the page to open.
   */
  'community.reply': z.object({
    kind: z.enum(['idea_comment', 'circle_reply']),
    fromName: z.string(),
    title: z.string(),
    path: z.string(),
  }),
  /**
   * The member's speed networking round started (they were paired), got a message, or ended
   * early (the partner moved on or left): refetch the networking state.
   */
  'networking.round': z.object({
    roundId: z.string(),
    change: z.enum(['started', 'message', 'ended']),
  }),
  /** Topic 'admin-reports:<nil id>', admins only: a report arrived or was decided. */
  'admin.reports': z.object({ open: z.number().int().min(0) }),
  /** A referral of the member counted, maybe earning free months: refetch stats and plan. */
  'referral.updated': z.object({
    successfulReferrals: z.number().int(),
    monthsGranted: z.number().int(),
  }),
} as const;

export type RealtimeEventName = keyof typeof realtimeEventSchemas;
export type RealtimeEventPayload<E extends RealtimeEventName> = z.infer<
  (typeof realtimeEventSchemas)[E]
>;

/** One frame on the wire, server to client. `id` is unique per event, for de-duplication. */
export type RealtimeFrame<E extends RealtimeEventName = RealtimeEventName> = {
  id: string;
  event: E;
  payload: RealtimeEventPayload<E>;
  at: string;
};

export const realtimeFrameSchema = z.object({
  id: z.string(),
  event: z.enum(Object.keys(realtimeEventSchemas) as [RealtimeEventName, ...RealtimeEventName[]]),
  payload: z.unknown(),
  at: z.string(),
});

/** Parses a raw frame and validates its payload against the event's schema; null if invalid. */
export function parseRealtimeFrame(raw: string): RealtimeFrame | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const frame = realtimeFrameSchema.safeParse(data);
  if (!frame.success) return null;
  const payload = realtimeEventSchemas[frame.data.event].safeParse(frame.data.payload);
  if (!payload.success) return null;
  return { ...frame.data, payload: payload.data } as RealtimeFrame;
}

/**
 * A topic: one thing any member allowed to see it may have open ('project:<id>'). A page
 * watches its topic and hears that thing's events, whoever the viewer is.
 */
export const realtimeTopicSchema = z
  .string()
  .regex(/^[a-z-]+:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
export type RealtimeTopic = z.infer<typeof realtimeTopicSchema>;
/** Topics one socket may watch at a time. */
export const REALTIME_MAX_TOPICS = 20;

export function realtimeTopic(kind: string, id: string): string {
  return `${kind}:${id}`;
}

/** Client to server: a keep-alive, or watching and unwatching a topic. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('watch'), topic: realtimeTopicSchema }),
  z.object({ type: z.literal('unwatch'), topic: realtimeTopicSchema }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** At most 10 realtime events per second per connection (docs/product.md#notifications). */
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;

/** Close code the server uses when the session is missing or ended. */
export const REALTIME_CLOSE_UNAUTHENTICATED = 4401;
