import { messagesContract } from '@cofound/shared/messages/messages.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

/** Tells the member I am typing. Best effort: failures are ignored. */
export function sendTyping(profileId: string): void {
  callEndpoint(
    messagesContract.typing,
    { params: { profileId } },
    { reportUnavailable: false, retry: false },
  ).catch(() => {});
}
