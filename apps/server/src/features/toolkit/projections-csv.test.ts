import { describe, expect, it } from 'vitest';
import { pitchDeckFileName } from './pitch-deck-file';
import { csvCell } from './projections-csv';

describe('csvCell', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
    }
  });

  it('quotes text with commas, quotes or line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes numbers as numbers, negative ones included, and null as an empty cell', () => {
    expect(csvCell(-1500.5)).toBe('-1500.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Engineer')).toBe('Engineer');
  });
});

describe('pitchDeckFileName', () => {
  it('makes a plain name from the deck title', () => {
    expect(pitchDeckFileName('Ledgerly')).toBe('ledgerly-deck.pptx');
    expect(pitchDeckFileName('Café & Co. — Series A!')).toBe('cafe-co-series-a-deck.pptx');
    expect(pitchDeckFileName('日本')).toBe('pitch-deck.pptx');
  });
});
