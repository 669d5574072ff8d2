export { sessionQueryKey, sessionQueryOptions, useSession, type Session } from './api/use-session';
export { isSigningOut, useSignOut } from './api/use-sign-out';
export { useResendVerification } from './api/use-resend-verification';
export { VerificationBanner } from './components/verification-banner';
