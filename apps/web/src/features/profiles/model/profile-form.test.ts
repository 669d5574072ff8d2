import { describe, expect, it } from 'vitest';
import { ownProfileOf } from '../../../test/own-profile';
import { formValuesFromProfile, updateFromFormValues } from './profile-form';

describe('the editor privacy settings', () => {
  it('are read from the profile and sent back as they were', () => {
    const profile = ownProfileOf({
      industry: 'Technology',
      visibilityDetails: {
        showLocation: false,
        showEquityExpectation: true,
        showLastActive: false,
      },
    });
    const values = formValuesFromProfile(profile);
    expect(values).toMatchObject({
      showLocation: false,
      showEquityExpectation: true,
      showLastActive: false,
    });
    expect(updateFromFormValues(values).visibilityDetails).toEqual(profile.visibilityDetails);
  });

  it('send a change of the last-active setting', () => {
    const values = { ...formValuesFromProfile(ownProfileOf()), showLastActive: false };
    expect(updateFromFormValues(values).visibilityDetails).toEqual({
      showLocation: true,
      showEquityExpectation: true,
      showLastActive: false,
    });
  });
});
