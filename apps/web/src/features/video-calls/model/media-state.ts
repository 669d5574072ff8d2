import { mediaStateSchema, type MediaState } from '@cofound/shared/video-calls/video-calls.schemas';

/** A media state message is a few dozen characters; anything longer is not one. */
const MAX_MESSAGE_LENGTH = 200;

export const encodeMediaState = (state: MediaState): string => JSON.stringify(state);

/** The other browser's message as a media state; null for anything that is not one. */
export function decodeMediaState(message: unknown): MediaState | null {
  if (typeof message !== 'string' || message.length > MAX_MESSAGE_LENGTH) return null;
  try {
    const parsed = mediaStateSchema.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
