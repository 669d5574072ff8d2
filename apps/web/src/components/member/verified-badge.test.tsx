import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifiedBadge, verifiedText } from './verified-badge';

describe('VerifiedBadge', () => {
  it.each([
    [true, false, 'Verified LinkedIn'],
    [false, true, 'Verified GitHub'],
    [true, true, 'Verified LinkedIn and GitHub'],
  ])('linkedin %s, github %s: %s', (linkedinVerified, githubVerified, text) => {
    render(<VerifiedBadge linkedinVerified={linkedinVerified} githubVerified={githubVerified} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(verifiedText({ linkedinVerified, githubVerified })).toBe(text);
  });

  it('shows nothing without a linked provider', () => {
    const { container } = render(<VerifiedBadge linkedinVerified={false} githubVerified={false} />);
    expect(container).toBeEmptyDOMElement();
    expect(verifiedText({ linkedinVerified: false, githubVerified: false })).toBeNull();
  });
});
