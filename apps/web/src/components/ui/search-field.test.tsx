import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

function renderField(onSearch: (q: string, typing: boolean) => void, value = '') {
  render(
    <>
      <SearchField
        id="q"
        label="Search members"
        value={value}
        onSearch={onSearch}
        debounceMs={200}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
}

describe('SearchField', () => {
  it('searches after a pause in typing, trimmed', async () => {
    const onSearch = vi.fn();
    renderField(onSearch);
    await userEvent.setup().type(screen.getByLabelText('Search members'), ' ada ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('ada', false));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('applies the search at once when the box is left, and not again after the pause', async () => {
    const onSearch = vi.fn();
    renderField(onSearch, 'bo');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Search members'));
    await user.type(screen.getByLabelText('Search members'), 'ada');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ada', true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
