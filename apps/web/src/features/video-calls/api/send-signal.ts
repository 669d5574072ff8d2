import type { SendSignal } from '@cofound/shared/video-calls/video-calls.schemas';
import { videoCallsContract } from '@cofound/shared/video-calls/video-calls.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

/** WebRTC signalling for the other participant. */
export async function sendSignal(callId: string, signal: SendSignal): Promise<void> {
  await callEndpoint(
    videoCallsContract.sendSignal,
    { params: { callId }, body: signal },
    { reportUnavailable: false, retry: false },
  );
}
