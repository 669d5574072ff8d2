// User-facing profile messages, word for word as docs/product.md#editor lists them.
export const profileMessages = {
  loadFailed: 'Failed to load profile data. Please try again.',
  saveFailed: 'Failed to save profile. Please try again.',
  saved: 'Profile saved successfully!',
  uploadFailed: 'Failed to upload image. Please try again.',
  notAnImage: 'Please upload an image file',
  imageTooLarge: 'Image size should be less than 5MB',
  notFound: 'Profile not found',
  signInToView: 'Sign in to see this profile.',
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  skillsRequired: 'Skills are required',
  experienceMin: 'Experience must be 0 or more years',
  industryRequired: 'Industry is required',
  lookingForRequired: 'Looking for is required',
  startupInterestsRequired: 'Startup interests are required',
  personalityTraitsRequired: 'Personality traits are required',
  workStyleRequired: 'Work style is required',
  bioRequired: 'Bio is required',
  timeZoneInvalid: 'Choose a time zone from the list',
  matchingFieldsRequired: 'Choose at least one skill, role or interest.',
} as const;

/** Profile images are at most 5 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
