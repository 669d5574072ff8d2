import { describe, expect, it } from 'vitest';
import { formatListInput, normalizeList, parseListInput } from './list-input';

/** A tiny seeded generator: property-style checks without a property-testing library. */
function* randomTexts(count: number, seed = 7): Generator<string> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  };
  const alphabet = ['a', 'B', 'c', ' ', ',', ',', '  ', 'Go', 'go', '\t', 'é', 'X y'];
  for (let i = 0; i < count; i += 1) {
    const length = next() % 20;
    yield Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
  }
}

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
    for (const text of randomTexts(500)) {
      const once = parseListInput(text);
      expect(parseListInput(formatListInput(once))).toEqual(once);
      for (const item of once) {
        expect(item).toBe(item.trim());
        expect(item).not.toBe('');
        expect(item).not.toContain(',');
      }
      const keys = once.map((item) => item.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('normalizeList cleans an array the same way', () => {
    expect(normalizeList([' a ', '', 'A', 'b,c'])).toEqual(['a', 'b c']);
  });
});
