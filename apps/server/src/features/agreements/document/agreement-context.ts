import type { AgreementTerms } from '@cofound/shared/agreements/agreements.schemas';
import type { AgreementTemplate } from '@cofound/shared/agreements/agreements.schemas';
import { totalEquity } from '@cofound/shared/agreements/agreement-rules';
import { pluralize } from '@cofound/shared/text/plural';

/** The terms as the text needs them: formatted once, read by every clause. */
export type AgreementContext = {
  template: AgreementTemplate;
  terms: AgreementTerms;
  company: string;
  law: string;
  /** '1 March 2026' */
  date: string;
  founderNames: string;
  total: number;
  /** What no founder holds: reserved for a pool or future holders. */
  unallocated: number;
};

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) as words, the same whatever the server's time zone. */
export function longDate(day: string): string {
  return dateFormat.format(new Date(`${day}T00:00:00Z`));
}

/** 50 -> '50%', 33.3 -> '33.3%', 12.345678 -> '12.35%'. */
export function percent(value: number, decimals = 2): string {
  return `${Number(value.toFixed(decimals))}%`;
}

/** 48 -> '48 months (4 years)', 18 -> '18 months', 1 -> '1 month'. */
export function months(count: number): string {
  const words = pluralize(count, { one: 'month', other: 'months' });
  if (count < 12 || count % 12 !== 0) return words;
  return `${words} (${pluralize(count / 12, { one: 'year', other: 'years' })})`;
}

/** The text with a full stop, unless it ends with one already ('Acme Inc.'). */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function agreementContext(
  template: AgreementTemplate,
  terms: AgreementTerms,
): AgreementContext {
  const total = totalEquity(terms.founders.map((founder) => founder.equityPercent));
  return {
    template,
    terms,
    company: terms.companyName,
    law: terms.governingLaw,
    date: longDate(terms.effectiveDate),
    founderNames: joinNames(terms.founders.map((founder) => founder.name)),
    total,
    unallocated: Math.round((100 - total) * 100) / 100,
  };
}
