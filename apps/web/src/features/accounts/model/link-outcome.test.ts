import { describe, expect, it } from 'vitest';
import { linkOutcomeOf, withoutLinkOutcome } from './link-outcome';

const params = (query: string) => new URLSearchParams(query);

describe('linkOutcomeOf', () => {
  it('words a link that completed and one that failed as the product table does', () => {
    expect(linkOutcomeOf(params('linked=linkedin'))).toEqual({
      tone: 'success',
      message: 'LinkedIn is linked to your account.',
    });
    expect(linkOutcomeOf(params('link_failed=github&error=session_not_fresh'))).toEqual({
      tone: 'error',
      message: 'For your security, sign in again before linking an account.',
    });
    expect(linkOutcomeOf(params('link_failed=github&error=provider_not_configured'))).toEqual({
      tone: 'error',
      message: 'GitHub is not configured on this server.',
    });
    expect(linkOutcomeOf(params('link_failed=github'))?.message).toBe(
      'GitHub could not be linked. Please try again.',
    );
  });

  it('says nothing without an outcome, or for a provider it does not know', () => {
    expect(linkOutcomeOf(params('welcome=true'))).toBeNull();
    expect(linkOutcomeOf(params('linked=myspace'))).toBeNull();
  });
});

describe('withoutLinkOutcome', () => {
  it("takes the outcome's keys out and keeps the page's own", () => {
    const rest = withoutLinkOutcome(
      params('welcome=true&link_failed=github&error=invalid_code&error_description=x'),
    );
    expect(rest?.toString()).toBe('welcome=true');
    expect(withoutLinkOutcome(params('welcome=true&error=other'))).toBeNull();
  });
});
