import { describe, expect, it } from 'vitest';
import { authPathWithReturn, returnPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/dashboard', '/projects/7?tab=team', '/profile#bio'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'dashboard',
    '/signin',
    '/signup?ref=x',
    '/dash\nboard',
    42,
    undefined,
  ])('rejects %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('returnPathFrom', () => {
  it('prefers the query, then navigation state', () => {
    expect(returnPathFrom('?from=%2Fdashboard', { from: '/profile' })).toBe('/dashboard');
    expect(returnPathFrom('', { from: '/profile' })).toBe('/profile');
    expect(returnPathFrom('?from=%2F%2Fevil.example', null)).toBeNull();
  });
});

describe('authPathWithReturn', () => {
  it('encodes the return path into the query', () => {
    expect(authPathWithReturn('/signin', '/dashboard')).toBe('/signin?from=%2Fdashboard');
    expect(authPathWithReturn('/signup', null)).toBe('/signup');
  });
});
