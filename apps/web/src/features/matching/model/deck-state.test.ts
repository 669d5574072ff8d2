import { describe, expect, it } from 'vitest';
import {
  DECK_HISTORY_LIMIT,
  deckIndex,
  emptyDeck,
  lastEntry,
  recordAction,
  remainingCards,
  shouldFetchMore,
  undoLast,
} from './deck-state';

type Card = { id: string };
const cards: Card[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const ids = (list: Card[]) => list.map((card) => card.id);

describe('deck state', () => {
  it('starts at the first card', () => {
    const state = emptyDeck<Card>();
    expect(ids(remainingCards(cards, state))).toEqual(['a', 'b', 'c']);
    expect(deckIndex(state)).toBe(0);
    expect(lastEntry(state)).toBeNull();
  });

  it('moves to the next card after each action and remembers it', () => {
    let state = recordAction(emptyDeck<Card>(), cards[0]!, 'like');
    state = recordAction(state, cards[1]!, 'save');
    expect(ids(remainingCards(cards, state))).toEqual(['c']);
    expect(deckIndex(state)).toBe(2);
    expect(lastEntry(state)).toEqual({ card: { id: 'b' }, action: 'save' });
  });

  it('undo steps back one card', () => {
    let state = recordAction(emptyDeck<Card>(), cards[0]!, 'like');
    state = recordAction(state, cards[1]!, 'pass');
    state = undoLast(state);
    expect(ids(remainingCards(cards, state))).toEqual(['b', 'c']);
    expect(lastEntry(state)?.action).toBe('like');
    state = undoLast(state);
    expect(ids(remainingCards(cards, state))).toEqual(['a', 'b', 'c']);
    expect(undoLast(state)).toBe(state);
  });

  it('a refetch that drops decided cards does not shift the deck', () => {
    const state = recordAction(emptyDeck<Card>(), cards[0]!, 'pass');
    expect(ids(remainingCards(cards.slice(1), state))).toEqual(['b', 'c']);
  });

  it('an undone card the refetched list no longer has comes back on top', () => {
    const state = undoLast(recordAction(emptyDeck<Card>(), cards[0]!, 'pass'));
    expect(ids(remainingCards(cards.slice(1), state))).toEqual(['a', 'b', 'c']);
    expect(ids(remainingCards(cards, state))).toEqual(['a', 'b', 'c']);
    const again = recordAction(state, cards[0]!, 'like');
    expect(again.restored).toEqual([]);
  });

  it('keeps a bounded undo stack', () => {
    let state = emptyDeck<Card>();
    for (let index = 0; index < DECK_HISTORY_LIMIT + 5; index += 1) {
      state = recordAction(state, { id: `p${index}` }, 'pass');
    }
    expect(state.history).toHaveLength(DECK_HISTORY_LIMIT);
    expect(lastEntry(state)?.card.id).toBe(`p${DECK_HISTORY_LIMIT + 4}`);
  });

  it('fetches more when fewer than five cards are left', () => {
    expect(shouldFetchMore(4, true, false)).toBe(true);
    expect(shouldFetchMore(5, true, false)).toBe(false);
    expect(shouldFetchMore(0, false, false)).toBe(false);
    expect(shouldFetchMore(0, true, true)).toBe(false);
  });
});
