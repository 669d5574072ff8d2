// User-facing account messages, word for word as docs/product.md#accounts lists them.
export const accountMessages = {
  nameRequired: 'Name is required',
  emailInvalid: 'Valid email is required',
  passwordTooShort: 'Password must be at least 8 characters',
  emailAlreadyRegistered: 'This email is already registered. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  authenticationFailed: 'Authentication failed. Please try again.',
  createAccountFailed: 'Failed to create account. Please try again.',
  authUnavailable: 'Authentication service is unavailable. Please try again later.',
  signOutFailed: 'Failed to sign out. Please try again.',
  accountSuspended:
    'Your account has been suspended. Contact support if you think this is a mistake.',
  accountBanned: 'Your account has been banned.',
  tooManySignInAttempts:
    'Too many failed sign-in attempts for this account. Please try again in an hour or reset your password.',
  referralNotice: 'Signing up with referral code',
  unknownReferralCode: 'That referral code was not found, so your account was created without it.',
} as const;

/** '{provider} authentication failed. Please try again.' */
export function providerFailedMessage(providerName: string): string {
  return `${providerName} authentication failed. Please try again.`;
}
