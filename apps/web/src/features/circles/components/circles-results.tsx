import type { ReactNode } from 'react';
import { UsersRound } from 'lucide-react';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { PagedResults } from '../../../components/ui/paged-results';
import type { PagingProps } from '../../../lib/use-paged-items';
import { CircleCardSkeleton } from './circle-card';

/** 6 loading placeholders: two full rows of the desktop grid. */
export const CIRCLE_PLACEHOLDERS = 6;

const grid = 'grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3';

type CirclesResultsProps = PagingProps & {
  items: Circle[];
  isPending: boolean;
  filtered: boolean;
  onClearFilters: () => void;
  renderCard: (circle: Circle) => ReactNode;
};

const circleKey = (circle: Circle) => circle.id;

/** The grid: placeholders, error, empty state, or the cards with paging. */
export function CirclesResults({ renderCard, ...paging }: CirclesResultsProps) {
  return (
    <PagedResults
      {...paging}
      keyOf={circleKey}
      renderItem={renderCard}
      noun={{ one: 'circle', other: 'circles' }}
      label="Circles"
      loadingLabel="Loading circles…"
      Placeholder={CircleCardSkeleton}
      placeholders={CIRCLE_PLACEHOLDERS}
      gridClassName={grid}
      loadFailedMessage={circleMessages.loadFailed}
      emptyIcon={UsersRound}
      emptyTitle={circleMessages.empty}
      emptyHint={circleMessages.emptyHint}
    />
  );
}
