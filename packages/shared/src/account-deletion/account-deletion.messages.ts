// Kept apart from the schemas, so that a page showing one message (sign-in) loads no schema.

/** Word for word from docs/product.md#account-deletion. */
export const accountDeletionMessages = {
  deletedMember: 'Deleted member',
  passwordRequired: 'Enter your password to delete your account.',
  passwordIncorrect: 'That password is not right. Try again.',
  signInAgain: 'For your security, sign in again before deleting your account.',
  projectChoices: 'Choose what happens to each of your projects.',
  heirNotOnTeam: 'Choose someone on the project’s team to hand it to.',
  adminAccount: 'An admin account cannot be deleted. Remove the admin role first.',
  ownAccountAsAdmin: 'Delete your own account from your profile.',
  memberNotFound: 'Member not found',
  deleteFailed: 'Your account could not be deleted. Nothing was changed. Please try again.',
  deleted: 'Your account has been deleted.',
} as const;
