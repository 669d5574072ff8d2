/**
 * The one plural rule for every count Cofound writes, on a page or in a mail: the noun takes the
 * form of the count's plural category (Intl.PluralRules), never a hand-made `count === 1`.
 */
export type PluralForms = { one: string; other: string };

// Made once per locale: making one is dear, and a list writes a count per row.
const rules = new Map<string, Intl.PluralRules>();
const counts = new Map<string, Intl.NumberFormat>();

function made<F>(cache: Map<string, F>, locale: string, make: () => F): F {
  let found = cache.get(locale);
  if (!found) {
    found = make();
    cache.set(locale, found);
  }
  return found;
}

/** The form the count takes, without the count: for words between them ('3 more days'). */
export function pluralForm(count: number, forms: PluralForms, locale = 'en-US'): string {
  const category = made(rules, locale, () => new Intl.PluralRules(locale)).select(count);
  return category === 'one' ? forms.one : forms.other;
}

/** The count with its noun: '1 mutual connection', '1,200 mutual connections'. */
export function pluralize(count: number, forms: PluralForms, locale = 'en-US'): string {
  const shown = made(counts, locale, () => new Intl.NumberFormat(locale)).format(count);
  return `${shown} ${pluralForm(count, forms, locale)}`;
}
