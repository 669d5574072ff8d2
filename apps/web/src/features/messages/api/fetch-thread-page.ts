import { messagesContract } from '@cofound/shared/messages/messages.contract';
import type { ThreadQuery } from '@cofound/shared/messages/messages.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/** One page of the conversation with the member, oldest first. */
export function fetchThreadPage(
  profileId: string,
  query: Partial<ThreadQuery> = {},
  signal?: AbortSignal,
) {
  return callEndpoint(messagesContract.thread, { params: { profileId }, query }, { signal });
}
