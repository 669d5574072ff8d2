import { describe, expect, it } from 'vitest';
import {
  equalShares,
  hasAtMostTwoDecimals,
  isCalendarDate,
  isEqualSplit,
  isPdfPrintable,
  pdfTextErrors,
  templateTermsErrors,
  totalEquity,
} from './agreement-rules';

describe('equity figures', () => {
  it('accepts at most two decimals, without float noise', () => {
    expect(hasAtMostTwoDecimals(33.33)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(12.5)).toBe(true);
    expect(hasAtMostTwoDecimals(33.333)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
  });

  it('adds shares exactly to the hundredth', () => {
    expect(totalEquity([33.34, 33.33, 33.33])).toBe(100);
    expect(totalEquity([0.1, 0.2])).toBe(0.3);
    expect(totalEquity([])).toBe(0);
  });

  it('splits 100% equally, the odd hundredths to the first founders', () => {
    expect(equalShares(2)).toEqual([50, 50]);
    expect(equalShares(3)).toEqual([33.34, 33.33, 33.33]);
    expect(equalShares(7)).toEqual([14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]);
    for (let count = 1; count <= 8; count += 1) expect(totalEquity(equalShares(count))).toBe(100);
    expect(equalShares(0)).toEqual([]);
  });

  it('counts shares a hundredth apart as equal, no more', () => {
    expect(isEqualSplit([33.34, 33.33, 33.33])).toBe(true);
    expect(isEqualSplit([25, 25])).toBe(true);
    expect(isEqualSplit([50, 49.98])).toBe(false);
  });
});

describe('template rules', () => {
  it('ask Equal Split for equal shares, on the list as a whole', () => {
    const unequal = [{ equityPercent: 60 }, { equityPercent: 40 }];
    expect(templateTermsErrors('equal-split', unequal, 'equal')).toEqual({ founders: ['equal'] });
    expect(
      templateTermsErrors('equal-split', [{ equityPercent: 40 }, { equityPercent: 40 }], 'x'),
    ).toEqual({});
    expect(templateTermsErrors('exit-terms', unequal, 'equal')).toEqual({});
  });
});

describe('dates', () => {
  it('take days that exist, as YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-03-01')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('PDF text', () => {
  it('prints Latin-1 and the typographic marks of the standard fonts', () => {
    expect(isPdfPrintable('Zoë Müller-Ñúñez, “CTO” – €')).toBe(true);
    expect(isPdfPrintable('Łukasz')).toBe(false);
    expect(isPdfPrintable('李娜')).toBe(false);
    expect(isPdfPrintable('Ada 🚀')).toBe(false);
  });

  it('names the fields a PDF could not print', () => {
    const terms = {
      companyName: 'Ledgerly',
      governingLaw: 'Polska',
      founders: [
        { name: 'Ada', role: 'CEO' },
        { name: 'Łukasz', role: 'CTO' },
      ],
    };
    expect(pdfTextErrors(terms, 'no')).toEqual({ 'founders.1.name': ['no'] });
  });
});
