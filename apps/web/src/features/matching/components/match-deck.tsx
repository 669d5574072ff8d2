import { useId, useState } from 'react';
import { MatchFilterBar } from './match-filter-bar';
import { DeckBody } from './deck-body';
import { noMatchFilters } from '../model/match-filters';

/** The dashboard's match deck (docs/product.md#deck): swipeable cards and their filters. */
export function MatchDeck() {
  const headingId = useId();
  const [filters, setFilters] = useState(noMatchFilters);
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Your matches
        </h2>
      </div>
      <MatchFilterBar filters={filters} onApply={setFilters} />
      {/* A new deck per filter set: its undo history belongs to those results. */}
      <DeckBody key={JSON.stringify(filters)} filters={filters} />
    </section>
  );
}
