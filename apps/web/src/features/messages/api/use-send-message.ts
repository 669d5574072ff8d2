import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@cofound/shared/messages/messages.schemas';
import { apiFetch } from '../../../lib/api-client';
import { mergeMessages } from '../model/message-list';
import type { ThreadState } from '../model/thread-state';
import { messageQueryKeys } from './message-query-keys';

/** POST /api/messages/{profileId}: the sent message joins the conversation at once. */
export function useSendMessage(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch(`/api/messages/${encodeURIComponent(profileId)}`, {
        method: 'POST',
        body: { body },
        schema: messageSchema,
      }),
    onSuccess: (message) =>
      client.setQueryData<ThreadState>(messageQueryKeys.thread(profileId), (data) =>
        data ? { ...data, items: mergeMessages(data.items, [message]) } : data,
      ),
  });
}
