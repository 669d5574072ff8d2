import { z } from 'zod';
import { matchCardSchema, type MatchCard } from '@cofound/shared/matching/matching.schemas';
import type { DeckEntry } from './deck-state';

const storedSchema = z.object({
  filters: z.string(),
  entry: z.object({ card: matchCardSchema, action: z.enum(['like', 'pass', 'save']) }),
});

const keyOf = (memberId: string) => `cofound.deck.last-decision.${memberId}`;

/**
 * The member's last deck decision, kept for this browser tab so that Undo survives a reload
 * (docs/product.md#first-run). `filters` names the deck it was made on.
 */
export function readLastDecision(memberId: string, filters: string): DeckEntry<MatchCard> | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(memberId));
    const parsed = raw === null ? null : storedSchema.safeParse(JSON.parse(raw));
    return parsed?.success && parsed.data.filters === filters ? parsed.data.entry : null;
  } catch {
    return null;
  }
}

/** Keeps `entry` as the last decision, or forgets it (null). */
export function writeLastDecision(
  memberId: string,
  filters: string,
  entry: DeckEntry<MatchCard> | null,
): void {
  try {
    if (entry) window.sessionStorage.setItem(keyOf(memberId), JSON.stringify({ filters, entry }));
    else window.sessionStorage.removeItem(keyOf(memberId));
  } catch {
    // Storage full or blocked: Undo then lasts until the reload, as before.
  }
}
