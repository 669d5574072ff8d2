import { describe, expect, it } from 'vitest';
import { projectFinances } from '@cofound/shared/toolkit/financial-projections';
import { projectionInputSchema } from '@cofound/shared/toolkit/toolkit.schemas';
import { projection } from '../../test/toolkit-inputs';
import { pitchDeckFileName } from './pitch-deck-file';
import { projectionsCsv } from './projections-csv';

describe('projectionsCsv', () => {
  it('writes the header and one line a month, a negative net as a number', () => {
    const input = projectionInputSchema.parse({ ...projection, fixedMonthlyCosts: 100000 });
    const lines = projectionsCsv(projectFinances(input)).split('\r\n');
    expect(lines[0]).toMatch(/^\ufeffMonth,Customers,/);
    expect(lines).toHaveLength(38);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toMatch(/^1,[\d.]+,.*,-\d/);
  });
});

describe('pitchDeckFileName', () => {
  it('makes a plain name from the deck title', () => {
    expect(pitchDeckFileName('Ledgerly')).toBe('ledgerly-deck.pptx');
    expect(pitchDeckFileName('Café & Co. — Series A!')).toBe('cafe-co-series-a-deck.pptx');
    expect(pitchDeckFileName('日本')).toBe('pitch-deck.pptx');
  });
});
