import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';

const denied = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);
const missing = new Set(['NotFoundError', 'OverconstrainedError', 'DevicesNotFoundError']);

/**
 * Why the camera or microphone could not be opened (getUserMedia's DOMException names), in words
 * that say what to do. Anything else is most likely a device held by another app.
 */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (denied.has(name)) return videoCallMessages.cameraDenied;
  if (missing.has(name)) return videoCallMessages.cameraMissing;
  return videoCallMessages.cameraBusy;
}
