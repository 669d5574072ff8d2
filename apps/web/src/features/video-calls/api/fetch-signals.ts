import { videoCallsContract } from '@cofound/shared/video-calls/video-calls.contract';
import type { Signal } from '@cofound/shared/video-calls/video-calls.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/** The other participant's signals after id `after`. */
export async function fetchSignals(callId: string, after: number): Promise<Signal[]> {
  const { items } = await callEndpoint(
    videoCallsContract.signals,
    { params: { callId }, query: { after } },
    { reportUnavailable: false, retry: false },
  );
  return items;
}
