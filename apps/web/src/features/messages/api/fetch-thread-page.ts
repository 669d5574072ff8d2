import { threadPageSchema, type ThreadQuery } from '@cofound/shared/messages/messages.schemas';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/messages/{profileId}?before=&after=&limit= : one page, oldest first. */
export function fetchThreadPage(
  profileId: string,
  query: Partial<ThreadQuery> = {},
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (query.before) params.set('before', query.before);
  if (query.after) params.set('after', query.after);
  if (query.limit) params.set('limit', String(query.limit));
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return apiFetch(`/api/messages/${encodeURIComponent(profileId)}${search}`, {
    schema: threadPageSchema,
    signal,
  });
}
