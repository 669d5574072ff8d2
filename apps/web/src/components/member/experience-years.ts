import { pluralize } from '../../lib/plural';

/** A member's years of experience: '1 year', '4 years'. */
export function experienceYears(years: number): string {
  return pluralize(years, { one: 'year', other: 'years' });
}
