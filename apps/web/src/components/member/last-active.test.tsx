import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LastActive } from './last-active';

describe('LastActive', () => {
  it('says how recently the member was active', () => {
    render(<LastActive period="week" />);
    expect(screen.getByText('Active this week')).toBeVisible();
  });

  it('shows nothing when the member hides it or never signed in', () => {
    const { container } = render(<LastActive period={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
