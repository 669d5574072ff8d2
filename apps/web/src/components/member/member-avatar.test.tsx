import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberAvatar } from './member-avatar';

const profileId = '0b6c2f3e-8d1a-4c5e-9f00-123456789abc';
const original = `/api/uploads/${profileId}/1764000000000-0123456789abcdef.jpg`;

describe('MemberAvatar', () => {
  it('draws a card avatar from the 160 px thumbnail, sized, lazy and decoded off the main thread', () => {
    render(<MemberAvatar name="Ada Byron" imageUrl={original} size="card" lazy />);
    const picture = screen.getByRole('img', { name: 'Profile picture of Ada Byron' });
    expect(picture).toHaveAttribute(
      'src',
      `/api/uploads/${profileId}/1764000000000-0123456789abcdef-jpg-160.webp`,
    );
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveAttribute('height', '56');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
  });

  it.each(['xs', 'sm', 'md'] as const)('uses the thumbnail at size %s too', (size) => {
    render(<MemberAvatar name="Ada Byron" imageUrl={original} size={size} />);
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/-jpg-160\.webp$/),
    );
  });

  it('draws the profile page avatar from the 480 px size, loaded at once', () => {
    render(<MemberAvatar name="Ada Byron" imageUrl={original} size="xl" />);
    const picture = screen.getByRole('img', { name: 'Profile picture of Ada Byron' });
    expect(picture).toHaveAttribute('src', expect.stringMatching(/-jpg-480\.webp$/));
    expect(picture).not.toHaveAttribute('loading');
  });

  it('shows a picture that is not an upload (a preview) as it is', () => {
    render(<MemberAvatar name="Ada Byron" imageUrl="blob:http://localhost/1234" size="lg" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:http://localhost/1234');
  });

  it('shows initials without a picture', () => {
    render(<MemberAvatar name="Ada Byron" imageUrl={null} size="card" />);
    expect(screen.getByRole('img', { name: 'Ada Byron (no profile picture)' })).toHaveTextContent(
      'AB',
    );
  });
});
