import { describe, expect, it } from 'vitest';
import { firstNameOf } from './first-name';

describe('firstNameOf', () => {
  it('takes the first word of the name', () => {
    expect(firstNameOf('Ada Lovelace')).toBe('Ada');
    expect(firstNameOf('  Grace   Brewster Hopper ')).toBe('Grace');
    expect(firstNameOf('Cher')).toBe('Cher');
  });
});
