const rules = new Map<string, Intl.PluralRules>();

/** The count with the noun form its plural category takes ('1 mutual connection', '2 ...'). */
export function pluralize(
  count: number,
  forms: { one: string; other: string },
  locale = 'en-US',
): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const noun = rule.select(count) === 'one' ? forms.one : forms.other;
  return `${count.toLocaleString(locale)} ${noun}`;
}
