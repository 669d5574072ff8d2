/** What the member did with a card on the deck. */
export type DeckAction = 'like' | 'pass' | 'save';

export type DeckEntry<C> = { card: C; action: DeckAction };

/**
 * The deck of this visit. The cards come from the server in score order; the deck keeps which
 * of them the member has acted on (the undo stack, newest last) and the cards brought back by
 * undo. The current card is the first one not acted on, so a refetch of the recommendations
 * (which drops decided profiles) never shifts the deck.
 */
export type DeckState<C> = {
  history: DeckEntry<C>[];
  /** Cards brought back by undo, shown first even if a refetch no longer lists them. */
  restored: C[];
};

/** Undo goes back this many steps at most. */
export const DECK_HISTORY_LIMIT = 50;

/** Fewer cards than this left on the deck: fetch the next page. */
export const DECK_LOW_WATER = 5;

export function emptyDeck<C>(): DeckState<C> {
  return { history: [], restored: [] };
}

/** The cards still to show, the current one first. */
export function remainingCards<C extends { id: string }>(items: readonly C[], state: DeckState<C>) {
  const acted = new Set(state.history.map((entry) => entry.card.id));
  const listed = new Set(items.map((card) => card.id));
  const restored = state.restored.filter((card) => !listed.has(card.id));
  return [...restored, ...items].filter((card) => !acted.has(card.id));
}

/** How many cards the member has acted on in this visit: the current card's index. */
export function deckIndex<C>(state: DeckState<C>): number {
  return state.history.length;
}

/** The member acted on `card`: it leaves the deck and goes on the undo stack. */
export function recordAction<C extends { id: string }>(
  state: DeckState<C>,
  card: C,
  action: DeckAction,
): DeckState<C> {
  const history = [...state.history, { card, action }].slice(-DECK_HISTORY_LIMIT);
  return { history, restored: state.restored.filter((item) => item.id !== card.id) };
}

export function lastEntry<C>(state: DeckState<C>): DeckEntry<C> | null {
  return state.history.at(-1) ?? null;
}

/** Undo: the last card comes back on top of the deck. */
export function undoLast<C>(state: DeckState<C>): DeckState<C> {
  const last = lastEntry(state);
  if (!last) return state;
  return { history: state.history.slice(0, -1), restored: [last.card, ...state.restored] };
}

/** True when the deck runs low and another page exists. */
export function shouldFetchMore(remaining: number, hasNextPage: boolean, fetching: boolean) {
  return hasNextPage && !fetching && remaining < DECK_LOW_WATER;
}
