import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstDrawPending } from './use-first-draw-pending';

type Query = { isPending: boolean; data: unknown };

/** Renders the hook and logs what each commit to the screen showed. */
function renderLogged(query: Query) {
  const committed: boolean[] = [];
  function Probe({ query }: { query: Query }) {
    const pending = useFirstDrawPending(query);
    useEffect(() => {
      committed.push(pending);
    });
    return null;
  }
  const view = render(<Probe query={query} />);
  return { committed, rerender: (next: Query) => view.rerender(<Probe query={next} />) };
}

describe('useFirstDrawPending', () => {
  it('keeps the placeholder for one more commit when the first answer arrives', () => {
    const { committed, rerender } = renderLogged({ isPending: true, data: undefined });
    rerender({ isPending: false, data: ['a'] });
    // Loading, then the answer's urgent commit still loading, then the deferred draw.
    expect(committed).toEqual([true, true, false]);
  });

  it('draws data that is there on mount at once, and later answers without deferring', () => {
    const { committed, rerender } = renderLogged({ isPending: false, data: ['a'] });
    rerender({ isPending: false, data: ['b'] });
    expect(committed).toEqual([false, false]);
  });

  it('shows a failed first load at once', () => {
    const { committed, rerender } = renderLogged({ isPending: true, data: undefined });
    rerender({ isPending: false, data: undefined });
    expect(committed).toEqual([true, false]);
  });
});
