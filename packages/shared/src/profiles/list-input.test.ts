import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatListInput, normalizeList, parseListInput } from './list-input';

describe('parseListInput', () => {
  it.each([
    ['a, b,,c ', ['a', 'b', 'c']],
    ['', []],
    [' , ,, ', []],
    ['React', ['React']],
    ['React, react, REACT , Vue', ['React', 'Vue']],
    ['  Machine   Learning ,Sales', ['Machine Learning', 'Sales']],
    ['UI/UX Design, Full-Stack Development', ['UI/UX Design', 'Full-Stack Development']],
  ])('%j -> %j', (text, expected) => {
    expect(parseListInput(text)).toEqual(expected);
  });

  it('is idempotent through formatListInput, and never yields empty or duplicate items', () => {
    // Text made of the characters that matter here: separators, spaces, cases, accents.
    const listText = fc
      .array(fc.constantFrom('a', 'B', 'c', ' ', ',', '  ', 'Go', 'go', '\t', 'é', 'X y'), {
        maxLength: 20,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(listText, fc.string()), (text) => {
        const once = parseListInput(text);
        expect(parseListInput(formatListInput(once))).toEqual(once);
        for (const item of once) {
          expect(item).toBe(item.trim());
          expect(item).not.toBe('');
          expect(item).not.toContain(',');
        }
        const keys = once.map((item) => item.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 500 },
    );
  });

  it('normalizeList cleans an array the same way', () => {
    expect(normalizeList([' a ', '', 'A', 'b,c'])).toEqual(['a', 'b c']);
  });
});
