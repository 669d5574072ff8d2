import { pluralize } from '../text/plural';
import { z } from 'zod';
import { peerSchema } from '../messages/messages.schemas';
import { JOIN_EARLY_MINUTES } from './join-window';

/** The video-call texts, word for word as docs/product.md#video-calls lists them. */
export const videoCallMessages = {
  dateRequired: 'Date is required',
  timeRequired: 'Time is required',
  tooSoon: 'Please schedule the call at least 30 minutes in advance',
  tooFar: 'Cannot schedule calls more than 30 days in advance',
  createProfileFailed: 'Failed to create user profile',
  getProfileFailed: 'Failed to get user profile',
  profileNotFound: 'Profile not found',
  scheduleFailed: 'Failed to schedule video call',
  scheduled: 'Video Call Scheduled!',
  scheduledHint: "You'll receive a confirmation once the other person accepts.",
  notConnected: 'You can schedule calls only with members you are connected with.',
  overlaps: 'That time overlaps another call. Please pick another time.',
  invalidTimeZone: 'Choose a valid time zone.',
  callNotFound: 'Call not found',
  notPending: 'This call is no longer waiting for an answer.',
  accepted: 'Call accepted. It is in your upcoming calls.',
  declined: 'Call declined',
  answerFailed: 'Failed to answer the call request. Please try again.',
  noUpcoming: 'No upcoming calls',
  cameraDenied:
    'Cofound cannot use your camera or microphone. Allow them for this site in your browser settings (the camera icon in the address bar), then reload.',
  cameraMissing: 'No camera or microphone was found. Connect one, then reload.',
  cameraBusy: 'Your camera or microphone is in use by another app. Close it, then reload.',
  waitingForPeer: 'Waiting for the other person to join…',
  peerLeft: 'The other person left the call.',
  notAccepted: 'This call has not been accepted yet.',
  notJoinable: 'This call was declined or cancelled.',
  ended: 'This call has ended.',
  roomNotOpen: `The call room opens ${pluralize(JOIN_EARLY_MINUTES, { one: 'minute', other: 'minutes' })} before the start.`,
  notCancellable: 'This call can no longer be cancelled.',
  loadFailed: 'Failed to load video calls. Please try again.',
  cancelFailed: 'Failed to cancel the call. Please try again.',
  signalFailed: 'Failed to reach the other person. Please try again.',
} as const;

export const VIDEO_CALL_DURATIONS = [15, 30, 45, 60] as const;
export type VideoCallDuration = (typeof VIDEO_CALL_DURATIONS)[number];
export const DEFAULT_VIDEO_CALL_DURATION: VideoCallDuration = 30;
export const DEFAULT_VIDEO_CALL_TITLE = 'Quick Intro Call';
export const MIN_LEAD_MINUTES = 30;
export const MAX_DAYS_AHEAD = 30;

export const videoCallStatuses = [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'completed',
] as const;
export type VideoCallStatus = (typeof videoCallStatuses)[number];

/**
 * POST /api/video-calls. Date and time are the member's wall clock in `timeZone` (IANA); the
 * server turns them into an instant and applies the same rules as the browser.
 */
export const scheduleVideoCallSchema = z.object({
  profileId: z.uuid(),
  date: z
    .string({ error: videoCallMessages.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, videoCallMessages.dateRequired),
  time: z
    .string({ error: videoCallMessages.timeRequired })
    .regex(/^\d{2}:\d{2}$/, videoCallMessages.timeRequired),
  timeZone: z.string().min(1).max(64),
  durationMinutes: z.union(VIDEO_CALL_DURATIONS.map((d) => z.literal(d))),
  /** Empty falls back to 'Quick Intro Call'. */
  title: z
    .string()
    .trim()
    .max(120)
    .transform((title) => title || DEFAULT_VIDEO_CALL_TITLE),
  description: z.string().trim().max(1000).optional(),
});
export type ScheduleVideoCall = z.input<typeof scheduleVideoCallSchema>;

export const videoCallSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(videoCallStatuses),
  /** Whether the signed-in member proposed the call or received it. */
  role: z.enum(['sender', 'receiver']),
  peer: peerSchema,
  /** The in-app room: /video-call/{id}. */
  roomPath: z.string(),
});
export type VideoCall = z.infer<typeof videoCallSchema>;

/** GET /api/video-calls: pending requests and accepted calls that have not ended, soonest first. */
export const videoCallListSchema = z.object({ items: z.array(videoCallSchema) });
export type VideoCallList = z.infer<typeof videoCallListSchema>;

export const videoCallIdParamsSchema = z.object({ callId: z.uuid() });

/** WebRTC signalling between the two participants, relayed and kept by the server. */
export const signalKinds = ['ready', 'offer', 'answer', 'candidate', 'hangup'] as const;
export const sendSignalSchema = z.object({
  kind: z.enum(signalKinds),
  /** SDP text for offer/answer, an ICE candidate object, or nothing. */
  data: z.unknown().optional(),
});
export type SendSignal = z.infer<typeof sendSignalSchema>;
export const signalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(signalKinds),
  data: z.unknown().optional(),
  createdAt: z.string(),
});
export type Signal = z.infer<typeof signalSchema>;
/** GET /api/video-calls/{callId}/signals?after={id}: the other participant's signals, in order. */
export const signalsQuerySchema = z.object({ after: z.coerce.number().int().min(0).default(0) });
export const signalListSchema = z.object({ items: z.array(signalSchema) });

/**
 * A participant's microphone and camera, as their browser tells the other one during the call
 * (over the call's own connection; the receiving browser checks it with this schema).
 */
export const mediaStateSchema = z.object({ muted: z.boolean(), cameraOff: z.boolean() });
export type MediaState = z.infer<typeof mediaStateSchema>;

/** GET /api/video-calls/{callId}/room: what the room page needs, participants only. */
export const roomSchema = z.object({
  call: videoCallSchema,
  /** STUN/TURN servers from the server's configuration; empty on one network. */
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type Room = z.infer<typeof roomSchema>;
