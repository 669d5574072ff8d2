import { z } from 'zod';
import { matchCardSchema } from '../matching/matching.schemas';

/** The speed networking texts (docs/product.md#networking). */
export const networkingMessages = {
  title: 'Speed Networking',
  loadFailed: 'Failed to load speed networking. Please try again.',
  joinFailed: 'Failed to join the lobby. Please try again.',
  leaveFailed: 'Failed to leave speed networking. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  noProfile: 'Complete your profile before you join speed networking.',
  notInRound: 'You are not in a round right now.',
  roundOver: 'This round is over. Decide, then go on to the next round.',
  tooManyMessages:
    'This round has reached its message limit. Decide, then go on to the next round.',
  bodyRequired: 'Type a message first.',
  bodyTooLong: 'Round messages can be at most 500 characters.',
} as const;

/** One round lasts three minutes. */
export const NETWORKING_ROUND_SECONDS = 180;
/** A waiting member's page says it is still there this often... */
export const NETWORKING_HEARTBEAT_SECONDS = 30;
/** ...and a waiter not heard from for this long has left and is never paired. */
export const NETWORKING_STALE_SECONDS = 120;
export const NETWORKING_MESSAGE_MAX_LENGTH = 500;
/** Messages one round may hold, both members together. */
export const NETWORKING_ROUND_MESSAGES_MAX = 60;

export const roundMessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  fromMe: z.boolean(),
  createdAt: z.string(),
});
export type RoundMessage = z.infer<typeof roundMessageSchema>;

export const networkingRoundSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  /** When the three minutes are up. */
  endsAt: z.string(),
  /** Set once the round closed early: one of the two moved on or left. */
  endedAt: z.string().nullable(),
  /** The other member of the round moved on before the member did. */
  partnerLeft: z.boolean(),
  /** The partner's card, with the match score of the two. */
  partner: matchCardSchema,
  /** The member's own deck decision on the partner: liked, passed, or none yet. */
  decision: z.enum(['liked', 'passed']).nullable(),
  /** The round's messages, oldest first. */
  messages: z.array(roundMessageSchema),
});
export type NetworkingRound = z.infer<typeof networkingRoundSchema>;

/** Where the member stands: out of the lobby, waiting in it, or in a round with someone. */
export const networkingStateSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('idle'),
    /** Rounds the member has had so far. */
    roundsHad: z.number().int().min(0),
  }),
  z.object({
    state: z.literal('waiting'),
    since: z.string(),
    /** Other members waiting right now (none of them fit the member yet). */
    othersWaiting: z.number().int().min(0),
  }),
  z.object({ state: z.literal('in_round'), round: networkingRoundSchema }),
]);
export type NetworkingState = z.infer<typeof networkingStateSchema>;

export const roundMessageBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, networkingMessages.bodyRequired)
    .max(NETWORKING_MESSAGE_MAX_LENGTH, networkingMessages.bodyTooLong),
});
export type RoundMessageBody = z.input<typeof roundMessageBodySchema>;
