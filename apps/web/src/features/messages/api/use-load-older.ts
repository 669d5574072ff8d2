import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeMessages } from '../model/message-list';
import type { ThreadState } from '../model/thread-state';
import { fetchThreadPage } from './fetch-thread-page';
import { messageQueryKeys } from './message-query-keys';

/** 'Load older': the page before the oldest message shown, put in front of it. */
export function useLoadOlder(profileId: string) {
  const client = useQueryClient();
  const key = messageQueryKeys.thread(profileId);
  return useMutation({
    mutationFn: (before: string) => fetchThreadPage(profileId, { before }),
    onSuccess: (page) =>
      client.setQueryData<ThreadState>(key, (data) =>
        data
          ? { ...data, items: mergeMessages(data.items, page.items), olderCursor: page.olderCursor }
          : data,
      ),
  });
}
