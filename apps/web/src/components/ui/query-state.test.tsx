import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

const loading = { label: 'Loading your calls…', rows: 2 };

describe('QueryState', () => {
  it('shows announced placeholder rows while the query loads', () => {
    const { container } = render(
      <QueryState
        query={{ isPending: true, isError: false, data: undefined, refetch: vi.fn() }}
        loading={loading}
        errorMessage="Failed to load"
      >
        {() => <p>data</p>}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your calls…');
    expect(container.querySelector('[aria-busy="true"]')?.children).toHaveLength(3);
    expect(screen.queryByText('data')).toBeNull();
  });

  it("shows the feature's error, and Try again fetches again", async () => {
    const refetch = vi.fn();
    render(
      <QueryState
        query={{ isPending: false, isError: true, data: undefined, refetch }}
        loading={loading}
        errorMessage="Failed to load video calls"
      >
        {() => <p>data</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load video calls');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('hands the data to its children once it is there', () => {
    render(
      <QueryState
        query={{ isPending: false, isError: false, data: { n: 3 }, refetch: vi.fn() }}
        loading={loading}
        errorMessage="Failed to load"
      >
        {(data) => <p>{`${data.n} calls`}</p>}
      </QueryState>,
    );
    expect(screen.getByText('3 calls')).toBeInTheDocument();
  });
});
