// Pure rules of the agreement terms (docs/product.md#agreements), shared by the form and the
// server so both say the same thing about the same terms.

export const AGREEMENT_MIN_FOUNDERS = 2;
export const AGREEMENT_MAX_FOUNDERS = 8;

/** A percentage in hundredths of a percent, so sums of two-decimal figures stay exact. */
export function toHundredths(percent: number): number {
  return Math.round(percent * 100);
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** `YYYY-MM-DD` naming a day that exists (no 31 April), between the years 1900 and 2199. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The sum of the founders' equity, in percent, exact to two decimals. */
export function totalEquity(equities: readonly number[]): number {
  return equities.reduce((sum, equity) => sum + toHundredths(equity), 0) / 100;
}

/**
 * `count` equal shares of 100%, two decimals each, adding up to exactly 100: the hundredths that
 * do not divide go one each to the first founders (3 founders: 33.34, 33.33, 33.33).
 */
export function equalShares(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(10_000 / count);
  const extra = 10_000 - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) / 100);
}

/** Equal to the hundredth of a percent that an equal split of 100 cannot divide. */
export function isEqualSplit(equities: readonly number[]): boolean {
  if (equities.length === 0) return true;
  const hundredths = equities.map(toHundredths);
  return Math.max(...hundredths) - Math.min(...hundredths) <= 1;
}

/**
 * Field errors a template adds to the common terms: the Equal Split agreement states that the
 * founders hold equal shares, so its terms must say so too. Keyed like the server's field errors
 * (`founders`: the list as a whole).
 */
export function templateTermsErrors(
  templateId: string,
  founders: readonly { equityPercent: number }[],
  message: string,
): Record<string, string[]> {
  if (templateId !== 'equal-split') return {};
  return isEqualSplit(founders.map((founder) => founder.equityPercent))
    ? {}
    : { founders: [message] };
}

// The characters of the PDF standard fonts (WinAnsi): Latin-1 and the typographic marks of
// Windows-1252. A name in another script would print as nothing in the PDF.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function isPdfPrintable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const latin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!latin && !WIN_ANSI_EXTRAS.includes(char)) return false;
  }
  return true;
}

type PrintableTerms = {
  companyName: string;
  governingLaw: string;
  founders: readonly { name: string; role: string }[];
};

/** The fields a PDF could not print, keyed like the server's field errors. */
export function pdfTextErrors(terms: PrintableTerms, message: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isPdfPrintable(terms.companyName)) errors.companyName = [message];
  if (!isPdfPrintable(terms.governingLaw)) errors.governingLaw = [message];
  terms.founders.forEach((founder, index) => {
    if (!isPdfPrintable(founder.name)) errors[`founders.${index}.name`] = [message];
    if (!isPdfPrintable(founder.role)) errors[`founders.${index}.role`] = [message];
  });
  return errors;
}
