import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** /connections?q=…&chat={profileId}: the search and the open conversation live in the URL. */
export function useConnectionsParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const chat = params.get('chat');

  const hrefWithChat = useCallback(
    (profileId: string | null) => {
      const next = new URLSearchParams(params);
      if (profileId) next.set('chat', profileId);
      else next.delete('chat');
      const search = next.toString();
      return search ? `?${search}` : '?';
    },
    [params],
  );

  const setQ = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { q, chat, hrefWithChat, setQ };
}
