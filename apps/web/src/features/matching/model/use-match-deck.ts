import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchingMessages, type MatchCard } from '@cofound/shared/matching/matching.schemas';
import { toast } from '../../../components/ui/toaster';
import { useSession } from '../../session/index';
import { matchingQueryKeys } from '../api/matching-query-keys';
import { useDecideMatch } from '../api/use-decide-match';
import { useRecommendations } from '../api/use-recommendations';
import { useSaveProfile } from '../api/use-save-profile';
import { useUndoDecision } from '../api/use-undo-decision';
import { useUnsaveProfile } from '../api/use-unsave-profile';
import {
  emptyDeck,
  lastEntry,
  recordAction,
  remainingCards,
  shouldFetchMore,
  undoLast,
  type DeckAction,
} from './deck-state';
import type { MatchConnection } from './deck-messages';
import { readLastDecision, writeLastDecision } from './last-decision-store';
import { matchErrorMessage } from './match-error';
import { matchFiltersError, type MatchFilters } from './match-filters';

/** A like that made the interest mutual: the 'It's a match!' dialog shows it. */
export type MutualMatch = { card: MatchCard; connection: MatchConnection };

/**
 * The match deck: recommendations page after page, the member's actions on them (stored on the
 * server, one at a time: everything else waits while one is saved), undo, and refresh.
 */
export function useMatchDeck(filters: MatchFilters) {
  const client = useQueryClient();
  const filtersError = matchFiltersError(filters);
  const query = useRecommendations(filters, filtersError === null);
  const memberId = useSession().user?.id ?? null;
  const deckKey = JSON.stringify(filters);
  const [deck, setDeck] = useState(emptyDeck<MatchCard>);
  // The last decision of an earlier visit in this tab can still be undone: adopted once the
  // member is known, before anything is written back.
  const [adoptedFor, setAdoptedFor] = useState<string | null>(null);
  if (memberId && adoptedFor !== memberId) {
    setAdoptedFor(memberId);
    const stored = readLastDecision(memberId, deckKey);
    if (stored)
      setDeck((state) => (state.history.length > 0 ? state : { ...state, history: [stored] }));
  }
  const [match, setMatch] = useState<MutualMatch | null>(null);
  const decide = useDecideMatch();
  const save = useSaveProfile();
  const undoDecision = useUndoDecision();
  const unsave = useUnsaveProfile();
  // Set synchronously, so a second key press in the same frame cannot start another call.
  const busy = useRef(false);
  const [pending, setPending] = useState<DeckAction | 'undo' | null>(null);

  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const cards = remainingCards(items, deck);
  const current = cards[0] ?? null;

  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const fetchMore =
    shouldFetchMore(cards.length, hasNextPage, isFetchingNextPage) && !isFetchNextPageError;
  useEffect(() => {
    if (fetchMore) void fetchNextPage();
  }, [fetchMore, fetchNextPage]);

  /** Runs one call with every input blocked; false when it failed (the toast is shown). */
  const exclusive = useCallback(
    async (kind: DeckAction | 'undo', call: () => Promise<void>, fallback: string) => {
      if (busy.current) return false;
      busy.current = true;
      setPending(kind);
      try {
        await call();
        return true;
      } catch (error) {
        toast.error(matchErrorMessage(error, fallback));
        return false;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [],
  );

  const act = useCallback(
    (card: MatchCard, action: DeckAction) =>
      exclusive(
        action,
        async () => {
          if (action === 'save') {
            await save.mutateAsync(card.id);
          } else {
            const result = await decide.mutateAsync({
              profileId: card.id,
              liked: action === 'like',
            });
            if (result.mutual) setMatch({ card, connection: result.connection });
          }
          setDeck((state) => recordAction(state, card, action));
        },
        action === 'save' ? matchingMessages.saveFailed : matchingMessages.storeDecisionFailed,
      ),
    [decide, exclusive, save],
  );

  const last = lastEntry(deck);
  useEffect(() => {
    if (memberId && adoptedFor === memberId) writeLastDecision(memberId, deckKey, last);
  }, [memberId, adoptedFor, deckKey, last]);
  const undo = useCallback(() => {
    if (!last) return Promise.resolve(false);
    return exclusive(
      'undo',
      async () => {
        if (last.action === 'save') await unsave.mutateAsync(last.card.id);
        else await undoDecision.mutateAsync(last.card.id);
        setDeck(undoLast);
      },
      matchingMessages.undoFailed,
    );
  }, [exclusive, last, undoDecision, unsave]);

  /** Starts over from the first page, with what the server recommends now. */
  const refresh = useCallback(() => {
    setDeck(emptyDeck<MatchCard>());
    return client.resetQueries({ queryKey: matchingQueryKeys.recommendations(filters) });
  }, [client, filters]);

  /** True from the moment a call starts (before React re-renders with `pending`). */
  const isBusy = useCallback(() => busy.current, []);

  return {
    query,
    isBusy,
    filtersError,
    cards,
    current,
    pending,
    canUndo: last !== null,
    match,
    closeMatch: useCallback(() => setMatch(null), []),
    act,
    undo,
    refresh,
  };
}
