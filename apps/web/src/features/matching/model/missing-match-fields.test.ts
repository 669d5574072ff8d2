import { describe, expect, it } from 'vitest';
import { missingMatchFields } from './missing-match-fields';

describe('missingMatchFields', () => {
  it('lists the empty match fields in form order', () => {
    expect(missingMatchFields({ skills: [], lookingFor: [], startupInterests: [] })).toEqual([
      'skills',
      'lookingFor',
      'startupInterests',
    ]);
    expect(
      missingMatchFields({ skills: ['Go'], lookingFor: [], startupInterests: ['SaaS'] }),
    ).toEqual(['lookingFor']);
  });

  it('is empty once all three are filled', () => {
    expect(
      missingMatchFields({
        skills: ['Go'],
        lookingFor: ['Sales Leader'],
        startupInterests: ['SaaS'],
      }),
    ).toEqual([]);
  });
});
