import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ThreadPage } from '@cofound/shared/messages/messages.schemas';
import { isApiError } from '../../../lib/api-error';
import { catchUpAnchor, mergeMessages } from '../model/message-list';
import type { ThreadState } from '../model/thread-state';
import { fetchThreadPage } from './fetch-thread-page';
import { messageQueryKeys } from './message-query-keys';

/** Catch-up pages are this long; a full one means there may be more. */
const CATCH_UP_LIMIT = 100;

async function newestPage(profileId: string, signal: AbortSignal): Promise<ThreadState> {
  const { peer, items, olderCursor } = await fetchThreadPage(profileId, {}, signal);
  return { peer, items, olderCursor };
}

/** The messages after `after`, page by page until a page is not full. */
async function messagesAfter(profileId: string, after: string, signal: AbortSignal) {
  let anchor = after;
  let fetched: ThreadPage['items'] = [];
  for (;;) {
    const page = await fetchThreadPage(profileId, { after: anchor, limit: CATCH_UP_LIMIT }, signal);
    fetched = fetched.concat(page.items);
    const last = page.items.at(-1);
    if (page.items.length < CATCH_UP_LIMIT || !last) return { peer: page.peer, items: fetched };
    anchor = last.id;
  }
}

/**
 * Everything after what is shown: new messages, and read receipts of my unread ones. When
 * nothing shown is settled yet (my oldest message shown is unread), the newest page instead.
 */
async function catchUp(
  client: QueryClient,
  profileId: string,
  current: ThreadState,
  signal: AbortSignal,
): Promise<ThreadState> {
  const anchor = catchUpAnchor(current.items);
  const { peer, items } = anchor
    ? await messagesAfter(profileId, anchor, signal)
    : await newestPage(profileId, signal);
  // Merged into what the cache holds now: a message sent or an older page loaded meanwhile stays.
  const latest = client.getQueryData<ThreadState>(messageQueryKeys.thread(profileId)) ?? current;
  return { ...latest, peer, items: mergeMessages(latest.items, items) };
}

/**
 * The conversation with the member. The first load is the newest page; every refetch after it
 * (a new message, a reconnect, the window regaining focus) asks only for what came after the
 * last message shown (`after`), so nothing is lost or shown twice.
 */
export function useThread(profileId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messageQueryKeys.thread(profileId),
    queryFn: async ({ signal }) => {
      const current = client.getQueryData<ThreadState>(messageQueryKeys.thread(profileId));
      if (!current) return newestPage(profileId, signal);
      try {
        return await catchUp(client, profileId, current, signal);
      } catch (error) {
        // The anchor is gone (the conversation changed): start again from the newest page.
        if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
          return newestPage(profileId, signal);
        }
        throw error;
      }
    },
    staleTime: 0,
  });
}
