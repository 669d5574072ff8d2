import type { SendSignal } from '@cofound/shared/video-calls/video-calls.schemas';
import { videoCallsContract } from '@cofound/shared/video-calls/video-calls.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * WebRTC signalling for the other participant. `keepalive` lets it outlive the page: the hangup
 * sent while the tab closes. It is an ordinary same-origin JSON POST still (Origin and
 * Content-Type as the server's same-origin rule wants, docs/decisions/0009-same-origin-writes.md),
 * which navigator.sendBeacon could not send.
 */
export async function sendSignal(
  callId: string,
  signal: SendSignal,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  await callEndpoint(
    videoCallsContract.sendSignal,
    { params: { callId }, body: signal },
    { reportUnavailable: false, retry: false, keepalive },
  );
}
