import { describe, expect, it } from 'vitest';
import { isPageRequest } from './static-web';

describe('isPageRequest', () => {
  it('sends client-side routes to the web app', () => {
    expect(isPageRequest('GET', '/dashboard')).toBe(true);
    expect(isPageRequest('GET', '/profile/3f2a?welcome=true')).toBe(true);
    expect(isPageRequest('HEAD', '/')).toBe(true);
  });

  it('keeps the API, missing built assets and writes out', () => {
    expect(isPageRequest('GET', '/api/nope')).toBe(false);
    expect(isPageRequest('GET', '/assets/index-old.js')).toBe(false);
    expect(isPageRequest('POST', '/dashboard')).toBe(false);
  });
});
