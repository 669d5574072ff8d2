import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesContract } from '@cofound/shared/messages/messages.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { withPeerMessagesRead } from '../model/message-list';
import type { ThreadState } from '../model/thread-state';
import { messageQueryKeys } from './message-query-keys';

/** The peer's messages to me are read (their read receipt). */
export function useMarkRead(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(messagesContract.markRead, { params: { profileId } }),
    onSuccess: ({ readAt }) => {
      client.setQueryData<ThreadState>(messageQueryKeys.thread(profileId), (data) =>
        data ? { ...data, items: withPeerMessagesRead(data.items, readAt) } : data,
      );
      void client.invalidateQueries({ queryKey: messageQueryKeys.unread });
    },
  });
}
