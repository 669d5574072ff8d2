import type { SendSignal } from '@cofound/shared/video-calls/video-calls.schemas';
import { apiFetch } from '../../../lib/api-client';
import { videoCallPath } from './video-call-query-keys';

/** POST /api/video-calls/{id}/signals: WebRTC signalling for the other participant. */
export async function sendSignal(callId: string, signal: SendSignal): Promise<void> {
  await apiFetch(videoCallPath(callId, '/signals'), {
    method: 'POST',
    body: signal,
    reportUnavailable: false,
    retry: false,
  });
}
