import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedText, malformedTextPaths } from './well-formed-text';

describe('isWellFormedText', () => {
  it('accepts ordinary text, accents, emoji and other scripts', () => {
    for (const text of ['', 'Hello', 'Zoë & Björk', '🚀 launch', '日本語', 'a\tb\nc', '\u00a0']) {
      expect(isWellFormedText(text)).toBe(true);
    }
  });

  it('refuses NUL and unpaired surrogates wherever they sit', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00',
      '\ud83d',
      '\ude80🚀',
      'ok\ud83d',
    ]) {
      expect(isWellFormedText(text)).toBe(false);
    }
  });

  it('agrees with String.prototype.isWellFormed on NUL-free text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = text.replaceAll('\u0000', '');
        const native = (clean as unknown as { isWellFormed(): boolean }).isWellFormed();
        expect(isWellFormedText(clean)).toBe(native);
      }),
    );
    // A hundred generated strings: well under a second alone, seconds on a loaded machine.
  }, 30_000);
});

describe('malformedTextPaths', () => {
  it('names the path of every bad string, keys included', () => {
    expect(
      malformedTextPaths({
        name: 'Ada',
        bio: 'x\u0000',
        skills: ['React', '\ud800'],
        nested: { deep: [{ text: 'ok' }, { text: '\udfff' }] },
        ['bad\u0000key']: 'fine',
      }),
    ).toEqual(['bio', 'skills.1', 'nested.deep.1.text', '_key']);
  });

  it('answers nothing for well-formed values and non-strings', () => {
    expect(malformedTextPaths({ a: 1, b: null, c: [true, 'fine'], d: '🚀' })).toEqual([]);
    expect(malformedTextPaths(undefined)).toEqual([]);
    expect(malformedTextPaths('\u0000')).toEqual(['_']);
  });

  it('leaves raw bytes alone (a signed webhook body is checked by its signature)', () => {
    expect(malformedTextPaths(new Uint8Array([0, 0xd8, 0x00]))).toEqual([]);
    expect(malformedTextPaths({ body: new Uint8Array([0, 1, 2]) })).toEqual([]);
  });
});
