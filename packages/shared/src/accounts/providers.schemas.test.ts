import { describe, expect, it } from 'vitest';
import { linkFailureMessage, providerLinkedMessage, unlinkMessages } from './accounts.messages';
import { isBadgeProvider, linkOutcomeQuerySchema, socialLinkPath } from './providers.schemas';

describe('linking providers', () => {
  it('builds the link that starts linking, with the page to come back to', () => {
    expect(socialLinkPath('github')).toBe('/api/accounts/social/github/link');
    expect(socialLinkPath('linkedin', '/profile?tab=accounts')).toBe(
      '/api/accounts/social/linkedin/link?from=%2Fprofile%3Ftab%3Daccounts',
    );
  });

  it('gives badges for GitHub and LinkedIn only', () => {
    expect(['github', 'linkedin'].every(isBadgeProvider)).toBe(true);
    expect(isBadgeProvider('google')).toBe(false);
    expect(isBadgeProvider('credential')).toBe(false);
  });

  it('reads the outcome from the return page query', () => {
    expect(linkOutcomeQuerySchema.parse({ linked: 'github' })).toEqual({ linked: 'github' });
    expect(
      linkOutcomeQuerySchema.parse({ link_failed: 'linkedin', error: 'access_denied' }),
    ).toEqual({ link_failed: 'linkedin', error: 'access_denied' });
    expect(linkOutcomeQuerySchema.safeParse({ linked: 'myspace' }).success).toBe(false);
  });

  it('words the outcomes as docs/product.md#verified-badges does', () => {
    expect(providerLinkedMessage('GitHub')).toBe('GitHub is linked to your account.');
    expect(linkFailureMessage('account_already_linked_to_different_user', 'GitHub')).toBe(
      'This GitHub account is already linked to another Cofound member.',
    );
    expect(linkFailureMessage('session_not_fresh', 'LinkedIn')).toBe(
      'For your security, sign in again before linking an account.',
    );
    expect(linkFailureMessage('invalid_code', 'LinkedIn')).toBe(
      'LinkedIn could not be linked. Please try again.',
    );
    expect(linkFailureMessage(undefined, 'GitHub')).toBe(
      'GitHub could not be linked. Please try again.',
    );
    expect(unlinkMessages.onlyWayToSignIn('GitHub')).toBe(
      'GitHub is your only way to sign in, so it cannot be unlinked.',
    );
  });
});
