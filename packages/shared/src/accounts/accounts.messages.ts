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

/** A link that completed (docs/product.md#verified-badges). */
export function providerLinkedMessage(providerName: string): string {
  return `${providerName} is linked to your account.`;
}

/** Why linking failed, by the `error` code the page finds in its query string. */
export function linkFailureMessage(code: string | undefined, providerName: string): string {
  switch (code) {
    case 'account_already_linked_to_different_user':
      return `This ${providerName} account is already linked to another Cofound member.`;
    case 'already_linked':
      return `${providerName} is already linked to your account.`;
    case 'session_not_fresh':
      return 'For your security, sign in again before linking an account.';
    case 'provider_not_configured':
      return `${providerName} is not configured on this server.`;
    case 'unable_to_link_account':
      return `${providerName} could not be linked. Make sure your email address is verified there, then try again.`;
    default:
      return `${providerName} could not be linked. Please try again.`;
  }
}

/** DELETE /api/accounts/linked/:provider refusals. */
export const unlinkMessages = {
  notLinked: (providerName: string) => `${providerName} is not linked to your account.`,
  onlyWayToSignIn: (providerName: string) =>
    `${providerName} is your only way to sign in, so it cannot be unlinked.`,
  signInAgain: 'For your security, sign in again before unlinking an account.',
} as const;
