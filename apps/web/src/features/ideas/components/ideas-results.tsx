import type { ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { PagedResults } from '../../../components/ui/paged-results';
import type { PagingProps } from '../../../lib/use-paged-items';
import { IdeaCardSkeleton } from './idea-card';

/** 4 loading placeholders. */
export const IDEA_PLACEHOLDERS = 4;

const grid = 'grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2';

type IdeasResultsProps = PagingProps & {
  items: Idea[];
  isPending: boolean;
  filtered: boolean;
  onClearFilters: () => void;
  renderCard: (idea: Idea) => ReactNode;
};

const ideaKey = (idea: Idea) => idea.id;

/** The board's list: placeholders, error, empty state, or the cards with paging. */
export function IdeasResults({ renderCard, ...paging }: IdeasResultsProps) {
  return (
    <PagedResults
      {...paging}
      keyOf={ideaKey}
      renderItem={renderCard}
      noun={{ one: 'idea', other: 'ideas' }}
      label="Ideas"
      loadingLabel="Loading ideas…"
      Placeholder={IdeaCardSkeleton}
      placeholders={IDEA_PLACEHOLDERS}
      gridClassName={grid}
      loadFailedMessage={ideaMessages.loadFailed}
      emptyIcon={Lightbulb}
      emptyTitle={ideaMessages.empty}
      emptyHint={ideaMessages.emptyHint}
    />
  );
}
