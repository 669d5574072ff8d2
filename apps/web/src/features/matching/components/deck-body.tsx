import { useRef, useState } from 'react';
import { RefreshCw, Sparkles } from 'lucide-react';
import { matchingMessages } from '@cofound/shared/matching/matching.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { DeckAction } from '../model/deck-state';
import { matchErrorMessage } from '../model/match-error';
import type { MatchFilters } from '../model/match-filters';
import { useDeckKeys } from '../model/use-deck-keys';
import { useMatchDeck } from '../model/use-match-deck';
import { DeckControls } from './deck-controls';
import { MatchDialog } from './match-dialog';
import { MatchFieldsPrompt } from './match-fields-prompt';
import { MatchCard, MatchCardSkeleton } from './match-card';
import { SwipeableCard } from './swipeable-card';
import { LoadError } from '../../../components/ui/query-state';
import { useFirstDrawPending } from '../../../lib/use-first-draw-pending';

const done: Record<DeckAction, string> = { like: 'Liked', pass: 'Passed on', save: 'Saved' };

/** The cards, the actions and their states for one set of filters. */
export function DeckBody({ filters }: { filters: MatchFilters }) {
  const deck = useMatchDeck(filters);
  const { query, current, pending } = deck;
  const firstPagePending = useFirstDrawPending(query);
  const stack = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // The card flying off while its decision is saved; it comes back if saving fails.
  const [leaving, setLeaving] = useState<{ id: string; action: DeckAction } | null>(null);

  const perform = async (action: DeckAction) => {
    if (!current || deck.isBusy()) return;
    setLeaving({ id: current.id, action });
    const ok = await deck.act(current, action);
    setLeaving(null);
    if (ok) setAnnouncement(`${done[action]} ${current.name}.`);
    keepFocus();
  };
  const undo = async () => {
    const ok = await deck.undo();
    if (ok) setAnnouncement('Undone. The last card is back.');
    keepFocus();
  };
  /** A button disabled while saving drops the focus; put it back on the deck. */
  const keepFocus = () => {
    if (document.activeElement === document.body) focusDeck();
  };
  /** The top card, or the deck itself when no card is left. */
  const focusDeck = () => (stack.current ?? body.current)?.focus();
  useDeckKeys((action) => void perform(action));

  if (deck.filtersError) return <Alert>{deck.filtersError}</Alert>;

  const loading =
    firstPagePending || (!current && (query.isFetchingNextPage || query.isRefetching));
  let top;
  if (loading) {
    top = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading matches…
        </p>
        <MatchCardSkeleton />
      </div>
    );
  } else if (query.isError && !current) {
    top = (
      <LoadError
        message={matchErrorMessage(query.error, matchingMessages.fetchMatchesFailed)}
        onRetry={() => void deck.refresh()}
      />
    );
  } else if (!current) {
    top = (
      <EmptyState
        icon={Sparkles}
        title={matchingMessages.noMoreMatches}
        description={matchingMessages.noMoreMatchesHint}
        action={
          <Button variant="secondary" onClick={() => void deck.refresh()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
        }
      />
    );
  } else {
    top = (
      <div
        ref={stack}
        tabIndex={0}
        role="group"
        aria-label={`Match deck: ${current.name}. Press Right Arrow to like or Left Arrow to pass.`}
        aria-busy={pending !== null || undefined}
        className="relative isolate rounded-3xl focus-visible:outline-4 focus-visible:outline-offset-4"
      >
        {deck.cards.slice(0, 2).map((card, index) => (
          // Keyed by card, so the card behind becomes the top card without being drawn again.
          <SwipeableCard
            key={card.id}
            {...(index === 0
              ? {
                  disabled: pending !== null,
                  leaving: leaving?.id === card.id ? leaving.action : null,
                  onSwipe: (liked: boolean) => void perform(liked ? 'like' : 'pass'),
                }
              : { behind: true })}
          >
            <MatchCard card={card} />
          </SwipeableCard>
        ))}
        {deck.cards.length === 1 && query.hasNextPage && !query.isFetchNextPageError && (
          <SwipeableCard behind>
            <MatchCardSkeleton />
          </SwipeableCard>
        )}
      </div>
    );
  }

  return (
    <div ref={body} tabIndex={-1} className="mx-auto w-full max-w-md space-y-6 outline-none">
      {top}
      <DeckControls
        hasCard={current !== null && !loading}
        canUndo={deck.canUndo}
        pending={pending}
        onAction={(action) => void perform(action)}
        onUndo={() => void undo()}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <p className="text-center text-xs text-slate-600">
        Drag the card right to like or left to pass, or use the arrow keys.
      </p>
      <MatchFieldsPrompt
        onSaved={() => {
          setAnnouncement('Saved. Your matches are updated.');
          focusDeck();
        }}
      />
      <MatchDialog match={deck.match} onClose={deck.closeMatch} onReturnFocus={focusDeck} />
    </div>
  );
}
