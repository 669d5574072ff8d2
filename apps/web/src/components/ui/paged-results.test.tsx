import { render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { PagedResults } from './paged-results';

function renderResults(names: string[], hasNextPage = false) {
  render(
    <PagedResults
      items={names}
      isPending={false}
      isError={false}
      hasNextPage={hasNextPage}
      isFetchingNextPage={false}
      isFetchNextPageError={false}
      onRetry={() => {}}
      onLoadMore={() => {}}
      filtered={false}
      onClearFilters={() => {}}
      keyOf={(name) => name}
      renderItem={(name) => name}
      label="Co-founders"
      noun={{ one: 'co-founder', other: 'co-founders' }}
      loadingLabel="Loading co-founders…"
      Placeholder={() => null}
      placeholders={3}
      gridClassName="grid"
      loadFailedMessage="Failed to load co-founders."
      emptyIcon={Users}
      emptyTitle="No co-founders"
      emptyHint="Widen your filters."
    />,
  );
}

describe('PagedResults', () => {
  it('reads out one result in the singular', () => {
    renderResults(['Ada']);
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 1 co-founder$/);
  });

  it('reads out more results in the plural, and that more are below', () => {
    renderResults(['Ada', 'Bob'], true);
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 2 co-founders, more below$/);
  });
});
