import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavBadge } from './nav-badge';

const noun = { one: 'unread message', other: 'unread messages' };

describe('NavBadge', () => {
  it('reads out the count with the noun it takes', () => {
    render(<NavBadge count={1} noun={noun} />);
    expect(screen.getByTestId('nav-badge')).toHaveTextContent(/^11 unread message$/);
    expect(screen.getByText('1 unread message')).toHaveClass('sr-only');
  });

  it('shows 99+ for more, and reads out the exact count', () => {
    render(<NavBadge count={150} noun={noun} />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('150 unread messages')).toHaveClass('sr-only');
  });

  it('shows nothing without unread messages', () => {
    render(<NavBadge count={0} noun={noun} />);
    expect(screen.queryByTestId('nav-badge')).not.toBeInTheDocument();
  });
});
