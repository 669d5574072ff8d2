import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesContract } from '@cofound/shared/messages/messages.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mergeMessages } from '../model/message-list';
import type { ThreadState } from '../model/thread-state';
import { messageQueryKeys } from './message-query-keys';

/** Sends a message; it joins the conversation at once. */
export function useSendMessage(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callEndpoint(messagesContract.send, { params: { profileId }, body: { body } }),
    onSuccess: (message) =>
      client.setQueryData<ThreadState>(messageQueryKeys.thread(profileId), (data) =>
        data ? { ...data, items: mergeMessages(data.items, [message]) } : data,
      ),
  });
}
