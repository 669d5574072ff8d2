import { z } from 'zod';
import { matchCardSchema } from '../matching/matching.schemas';

/** The pitch texts, word for word (docs/product.md#pitch). */
export const pitchMessages = {
  cameraDenied: 'Please allow access to camera and microphone to record your pitch.',
  startFailed: 'Failed to start recording. Please check your camera and microphone.',
  processFailed: 'Failed to process video. Please try again.',
  noRecommendations: 'No Recommendations Found',
  noRecommendationsHint:
    'Nobody in your industry shares your skills yet. Add skills to your profile or check back soon.',
  notWebm: 'This is not a WebM video. Record your pitch again here.',
  tooLarge: 'This video is too large. Record a pitch of 30 seconds or less.',
  loadFailed: 'Failed to load your pitch. Please try again.',
  deleteFailed: 'Failed to delete your pitch. Please try again.',
  recommendationsFailed: 'Failed to load recommendations. Please try again.',
} as const;

/** The recording length; the server accepts a second more for the recorder's last frames. */
export const PITCH_SECONDS = 30;
export const PITCH_MAX_DURATION_MS = 31_000;
/** 30 seconds of 1280x720 VP8 at the 2.5 Mbit/s the recorder asks for is about 10 MB. */
export const PITCH_MAX_BYTES = 25 * 1024 * 1024;
export const PITCH_VIDEO_BITS_PER_SECOND = 2_500_000;
export const PITCH_MIME_TYPE = 'video/webm;codecs=vp8,opus';
export const PITCH_RECOMMENDATIONS_LIMIT = 3;

export const pitchStatuses = ['processing', 'ready', 'failed'] as const;
export type PitchStatus = (typeof pitchStatuses)[number];

export const pitchSchema = z.object({
  id: z.string(),
  status: z.enum(pitchStatuses),
  /** Where the video plays from; only once it is ready. */
  videoUrl: z.string().nullable(),
  /** Known once the server has checked it. */
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Pitch = z.infer<typeof pitchSchema>;

/** The member's own current pitch; null before the first one (or after deleting it). */
export const ownPitchResponseSchema = z.object({ pitch: pitchSchema.nullable() });
export type OwnPitchResponse = z.infer<typeof ownPitchResponseSchema>;

/** Up to three members to meet after a pitch, by the real match score. */
export const pitchRecommendationsSchema = z.object({ items: z.array(matchCardSchema) });
export type PitchRecommendations = z.infer<typeof pitchRecommendationsSchema>;
