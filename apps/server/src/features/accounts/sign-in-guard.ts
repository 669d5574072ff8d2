import type { AccountsRepository } from './accounts.repository';
import { signDeviceCookie, verifyDeviceCookie } from './device-cookie';
import type { SignInFailuresRepository } from './sign-in-failures.repository';

/** Failed password sign-ins an account may take per hour before strangers are refused. */
export const SIGN_IN_FAILURE_LIMIT = 100;
export const SIGN_IN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Per-account protection against password guessing that cannot lock the owner out: past the
 * limit, only browsers holding a device cookie issued to that account may still try.
 */
export function createSignInGuard(deps: {
  failures: SignInFailuresRepository;
  repository: AccountsRepository;
  secret: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const windowStart = () => new Date(now().getTime() - SIGN_IN_FAILURE_WINDOW_MS);

  return {
    /** True when this attempt must be refused without checking the password. */
    async isLockedOut(email: string, deviceCookie: string | undefined): Promise<boolean> {
      const failures = await deps.failures.countSince(email, windowStart());
      if (failures < SIGN_IN_FAILURE_LIMIT) return false;
      const trustedUserId = verifyDeviceCookie(deps.secret, deviceCookie);
      if (!trustedUserId) return true;
      const userId = await deps.repository.findUserIdByEmail(email);
      return userId !== trustedUserId;
    },

    async recordFailure(email: string, ip: string | null): Promise<void> {
      await deps.failures.record(email, ip, now());
      await deps.failures.deleteOlderThan(windowStart(), email);
      // Now and then, also the rows of accounts nobody tries any more.
      if (Math.random() < 0.01) await deps.failures.deleteOlderThan(windowStart());
    },

    deviceCookieFor: (userId: string) => signDeviceCookie(deps.secret, userId),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
