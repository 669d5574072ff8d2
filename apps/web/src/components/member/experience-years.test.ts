import { describe, expect, it } from 'vitest';
import { experienceYears } from './experience-years';

describe('experienceYears', () => {
  it('writes one year in the singular and any other count in the plural', () => {
    expect(experienceYears(1)).toBe('1 year');
    expect(experienceYears(0)).toBe('0 years');
    expect(experienceYears(4)).toBe('4 years');
  });
});
