import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadResultSchema } from '@cofound/shared/messages/messages.schemas';
import { apiFetch } from '../../../lib/api-client';
import { withPeerMessagesRead } from '../model/message-list';
import type { ThreadState } from '../model/thread-state';
import { messageQueryKeys } from './message-query-keys';

/** POST /api/messages/{profileId}/read: the peer's messages to me are read (their receipt). */
export function useMarkRead(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/messages/${encodeURIComponent(profileId)}/read`, {
        method: 'POST',
        schema: markReadResultSchema,
      }),
    onSuccess: ({ readAt }) => {
      client.setQueryData<ThreadState>(messageQueryKeys.thread(profileId), (data) =>
        data ? { ...data, items: withPeerMessagesRead(data.items, readAt) } : data,
      );
      void client.invalidateQueries({ queryKey: messageQueryKeys.unread });
    },
  });
}
