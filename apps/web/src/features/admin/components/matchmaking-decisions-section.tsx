import { useCallback } from 'react';
import { Heart } from 'lucide-react';
import type { AdminMatchDecision } from '@cofound/shared/admin/admin-matchmaking.schemas';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { PagedResults } from '../../../components/ui/paged-results';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import { usePagedItems } from '../../../lib/use-paged-items';
import { useAdminMatchmakingDecisions } from '../api/use-admin-matchmaking-decisions';
import { isDecisionsFiltered, type MatchmakingSearch } from '../model/matchmaking-search';
import { MatchmakingDecisionItem, MatchmakingDecisionSkeleton } from './matchmaking-decision-item';

const likedOptions = [
  { value: 'yes', label: 'Likes' },
  { value: 'no', label: 'Passes' },
];

type DecisionsSectionProps = {
  search: MatchmakingSearch;
  /** Only what changed; `replace`: a debounced search update replaces the history entry. */
  onChange: (changed: Partial<MatchmakingSearch>, replace?: boolean) => void;
  onClear: () => void;
};

const keyOf = (decision: AdminMatchDecision) => decision.id;
const renderItem = (decision: AdminMatchDecision) => (
  <MatchmakingDecisionItem decision={decision} />
);

/** The period's decisions, newest first, filtered by like or pass and by a member's name. */
export function MatchmakingDecisionsSection({ search, onChange, onClear }: DecisionsSectionProps) {
  const pages = useAdminMatchmakingDecisions(search);
  const { items, paging } = usePagedItems(pages);
  const filtered = isDecisionsFiltered(search);
  const searchName = useCallback(
    (q: string, typing: boolean) => onChange({ q }, typing),
    [onChange],
  );
  return (
    <section aria-labelledby="matchmaking-decisions-heading" className="space-y-4">
      <h2 id="matchmaking-decisions-heading" className="text-xl font-semibold text-slate-900">
        Decisions
      </h2>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
        <SearchField
          id="matchmaking-decisions-search"
          label="Search members"
          placeholder="A member's name"
          value={search.q}
          onSearch={searchName}
        />
        <Select
          label="Decision"
          placeholder="Likes and passes"
          value={search.liked}
          options={likedOptions}
          onChange={(event) =>
            onChange({ liked: event.target.value as MatchmakingSearch['liked'] })
          }
        />
      </div>
      <PagedResults
        items={items}
        {...paging}
        isPending={pages.isPending}
        filtered={filtered}
        onClearFilters={onClear}
        keyOf={keyOf}
        renderItem={renderItem}
        label="Match decisions"
        noun={{ one: 'decision', other: 'decisions' }}
        loadingLabel="Loading decisions…"
        Placeholder={MatchmakingDecisionSkeleton}
        placeholders={5}
        gridClassName="space-y-2"
        loadFailedMessage={adminMessages.loadFailed}
        emptyIcon={Heart}
        emptyTitle={filtered ? 'No decisions match these filters' : 'No decisions in this period'}
        emptyHint={
          filtered
            ? 'Try another name, or clear the filters to see every decision of the period.'
            : 'Likes and passes from the deck show here; try a longer period.'
        }
      />
    </section>
  );
}
