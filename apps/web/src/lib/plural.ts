import { formatCount, pluralRulesFor } from './intl-formats';

/** The count with the noun form its plural category takes ('1 mutual connection', '2 ...'). */
export function pluralize(
  count: number,
  forms: { one: string; other: string },
  locale = 'en-US',
): string {
  const noun = pluralRulesFor(locale).select(count) === 'one' ? forms.one : forms.other;
  return `${formatCount(count, locale)} ${noun}`;
}
