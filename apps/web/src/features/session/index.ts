export { sessionQueryKey, sessionQueryOptions, useSession, type Session } from './api/use-session';
export { useSignOut } from './api/use-sign-out';
