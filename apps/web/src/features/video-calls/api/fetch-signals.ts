import { signalListSchema, type Signal } from '@cofound/shared/video-calls/video-calls.schemas';
import { apiFetch } from '../../../lib/api-client';
import { videoCallPath } from './video-call-query-keys';

/** GET /api/video-calls/{id}/signals?after=N: the other participant's signals after id N. */
export async function fetchSignals(callId: string, after: number): Promise<Signal[]> {
  const { items } = await apiFetch(videoCallPath(callId, `/signals?after=${after}`), {
    schema: signalListSchema,
    reportUnavailable: false,
    retry: false,
  });
  return items;
}
