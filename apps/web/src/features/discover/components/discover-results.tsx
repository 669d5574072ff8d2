import { SearchX } from 'lucide-react';
import type { ConnectionState } from '@cofound/shared/connections/connections.schemas';
import { discoverMessages, type DiscoverCard } from '@cofound/shared/discover/discover.schemas';
import { PagedResults } from '../../../components/ui/paged-results';
import type { PagingProps } from '../../../lib/use-paged-items';
import { FounderCard, FounderCardSkeleton } from './founder-card';

/** 6 loading placeholders (docs/product.md#discovery). */
export const LOADING_PLACEHOLDERS = 6;

type DiscoverResultsProps = PagingProps & {
  items: DiscoverCard[];
  isPending: boolean;
  filtered: boolean;
  onClearFilters: () => void;
  onConnectionStateChange: (profileId: string, state: ConnectionState) => void;
};

const grid = 'grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3';

const cardKey = (card: DiscoverCard) => card.id;

export function DiscoverResults({ onConnectionStateChange, ...paging }: DiscoverResultsProps) {
  return (
    <PagedResults
      {...paging}
      keyOf={cardKey}
      renderItem={(card) => (
        <FounderCard card={card} onConnectionStateChange={onConnectionStateChange} />
      )}
      noun={{ one: 'co-founder', other: 'co-founders' }}
      label="Co-founders"
      loadingLabel="Loading co-founders…"
      Placeholder={FounderCardSkeleton}
      placeholders={LOADING_PLACEHOLDERS}
      gridClassName={grid}
      loadFailedMessage={discoverMessages.loadFailed}
      emptyIcon={SearchX}
      emptyTitle={discoverMessages.empty}
      emptyHint={discoverMessages.emptyHint}
      endMessage={
        <p className="text-sm text-slate-600">You have seen every match for this search.</p>
      }
    />
  );
}
