import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  mary ann   evans ')).toBe('ME');
    expect(initialsOf('Plato')).toBe('P');
  });

  it('answers ? for a name with no letters to take', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
