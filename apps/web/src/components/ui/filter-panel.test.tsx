import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';

/** A browser whose window is `width` px wide, as far as matchMedia's max-width queries go. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderPanel() {
  render(
    <FilterPanel count={0} onClear={() => {}}>
      <label>
        Industry
        <input />
      </label>
    </FilterPanel>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('FilterPanel', () => {
  it('renders the filters of a closed panel only once it opens on a phone', async () => {
    windowWidth(390);
    renderPanel();
    expect(screen.queryByLabelText('Industry')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /filters/i }));
    expect(screen.getByLabelText('Industry')).toBeInTheDocument();
  });

  it('renders the filters as a sidebar on a wide screen', () => {
    windowWidth(1280);
    renderPanel();
    expect(screen.getByLabelText('Industry')).toBeInTheDocument();
  });
});
