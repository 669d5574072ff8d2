import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MutualConnections, mutualConnectionsText } from './mutual-connections';

const ada = { profileId: 'p1', name: 'Ada Lovelace', title: '', imageUrl: null };
const ben = { profileId: 'p2', name: 'Ben Carter', title: '', imageUrl: '/uploads/ben.png' };

describe('mutualConnectionsText', () => {
  it('says one in the singular, more in the plural', () => {
    expect(mutualConnectionsText(1)).toBe('1 mutual connection');
    expect(mutualConnectionsText(2)).toBe('2 mutual connections');
    expect(mutualConnectionsText(12)).toBe('12 mutual connections');
  });
});

describe('MutualConnections', () => {
  it('draws nothing when there are none', () => {
    const { container } = render(<MutualConnections count={0} people={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count, without avatars when no people are given', () => {
    const { container } = render(<MutualConnections count={1} />);
    expect(screen.getByText('1 mutual connection')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('stacks the avatars out of the way of screen readers, and names the people', () => {
    const { container } = render(<MutualConnections count={4} people={[ada, ben]} />);
    expect(screen.getByText('4 mutual connections')).toBeInTheDocument();
    expect(screen.getByText(', including Ada Lovelace, Ben Carter')).toHaveClass('sr-only');
    const stack = container.querySelector('[aria-hidden="true"]');
    expect(stack?.querySelector('img')).toHaveAttribute('src', '/uploads/ben.png');
    expect(stack).toHaveTextContent('AL');
  });
});
