import type { IncomingHttpHeaders } from 'node:http';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { unlinkMessages } from '@cofound/shared/accounts/accounts.messages';
import {
  isBadgeProvider,
  socialProviderIds,
  socialProviderNames,
  type LinkedAccountsResponse,
  type SocialProviderId,
} from '@cofound/shared/accounts/providers.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { FRESH_SESSION_SECONDS, type Auth } from './auth';
import { sessionMadeWithin } from './session-age';
import type { LinkedAccountsRepository } from './linked-accounts.repository';
import { safeReturnPath } from './social.routes';

/** Where a link returns to when the page gave no (usable) `from`. */
export const DEFAULT_LINK_RETURN_PATH = '/profile';

/** The query keys a link's outcome sets on the return path (and better-auth's description). */
const OUTCOME_KEYS = ['linked', 'link_failed', 'error', 'error_description'];

/** Cofound's own reasons a link does not start; better-auth adds its own at the callback. */
export type LinkStartFailure =
  'provider_not_configured' | 'already_linked' | 'session_not_fresh' | 'start_failed';

/** The return path with the outcome's keys (any old ones removed first). */
function returnPathWith(from: string, outcome: Record<string, string>): string {
  const url = new URL(from, 'http://cofound.invalid');
  for (const key of OUTCOME_KEYS) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(outcome)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/**
 * Where better-auth sends the browser after the provider: back to the page the member came from,
 * with `?linked=<provider>`, or `?link_failed=<provider>` to which better-auth appends
 * `&error=<code>` (docs/product.md#verified-badges).
 */
export function linkReturnUrls(provider: SocialProviderId, from: unknown) {
  const returnPath = safeReturnPath(from, DEFAULT_LINK_RETURN_PATH);
  return {
    callbackURL: returnPathWith(returnPath, { linked: provider }),
    errorCallbackURL: returnPathWith(returnPath, { link_failed: provider }),
    failedWith: (error: LinkStartFailure) =>
      returnPathWith(returnPath, { link_failed: provider, error }),
  };
}

/** The better-auth error code, when the failure is one of its own. */
function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  return (error.body as { code?: string } | undefined)?.code;
}

/**
 * Linking and unlinking social sign-in providers for the signed-in member. Linking runs
 * better-auth's own flow (state bound to this session, the provider's subject as the key, refused
 * when that identity belongs to another member); the badges follow from the account rows it
 * writes (verified-badges.ts).
 */
export function createLinkedAccountsService(deps: {
  auth: Auth;
  repository: LinkedAccountsRepository;
  configured: Record<SocialProviderId, boolean>;
  now?: () => Date;
}) {
  const { auth, repository, configured } = deps;
  const now = deps.now ?? (() => new Date());

  /** Whether the request's session began within FRESH_SESSION_SECONDS. */
  const sessionIsFresh = (headers: IncomingHttpHeaders) =>
    sessionMadeWithin(auth, headers, FRESH_SESSION_SECONDS * 1000, now());

  return {
    async list(user: SessionUser): Promise<LinkedAccountsResponse> {
      const rows = await repository.listAccounts(user.id);
      // better-auth's rule: the last account (a password counts as one) cannot be unlinked.
      const moreThanOne = rows.length > 1;
      return {
        hasPassword: rows.some((row) => row.providerId === 'credential'),
        providers: socialProviderIds.map((id) => {
          const row = rows.find((candidate) => candidate.providerId === id);
          return {
            id,
            name: socialProviderNames[id],
            configured: configured[id],
            linked: row !== undefined,
            linkedAt: row ? row.createdAt.toISOString() : null,
            canUnlink: row !== undefined && moreThanOne,
            badge: isBadgeProvider(id),
          };
        }),
      };
    },

    /**
     * Starts linking: where to send the browser (the provider, or back with the reason it cannot
     * start) and the cookies that go with it (the signed OAuth state).
     */
    async startLink(
      user: SessionUser,
      provider: SocialProviderId,
      from: unknown,
      headers: IncomingHttpHeaders,
      log: FastifyBaseLogger,
    ): Promise<{ location: string; cookies: string[] }> {
      const urls = linkReturnUrls(provider, from);
      const back = (error: LinkStartFailure) => ({ location: urls.failedWith(error), cookies: [] });
      if (!configured[provider]) return back('provider_not_configured');
      const rows = await repository.listAccounts(user.id);
      // One identity per provider and member: unlink first to link another.
      if (rows.some((row) => row.providerId === provider)) return back('already_linked');
      if (!(await sessionIsFresh(headers))) return back('session_not_fresh');

      let response: Response | undefined;
      try {
        response = await auth.api.linkSocialAccount({
          body: {
            provider,
            callbackURL: urls.callbackURL,
            errorCallbackURL: urls.errorCallbackURL,
            disableRedirect: true,
          },
          headers: fromNodeHeaders(headers),
          asResponse: true,
        });
      } catch (error) {
        log.error({ err: error, provider }, 'account linking did not start');
      }
      const result = response?.ok ? ((await response.json()) as { url?: unknown }) : {};
      if (!response || typeof result.url !== 'string' || result.url === '') {
        log.error({ provider, status: response?.status }, 'account linking did not start');
        return back('start_failed');
      }
      return { location: result.url, cookies: response.headers.getSetCookie() };
    },

    /** Removes the provider's account rows through better-auth, which keeps its own rules. */
    async unlink(
      user: SessionUser,
      provider: SocialProviderId,
      headers: IncomingHttpHeaders,
    ): Promise<void> {
      const name = socialProviderNames[provider];
      const rows = (await repository.listAccounts(user.id)).filter(
        (row) => row.providerId === provider,
      );
      if (rows.length === 0) throw new AppError('NOT_FOUND', unlinkMessages.notLinked(name));
      for (const row of rows) {
        try {
          await auth.api.unlinkAccount({
            body: { accountId: row.id },
            headers: fromNodeHeaders(headers),
          });
        } catch (error) {
          const code = authErrorCode(error);
          if (code === 'FAILED_TO_UNLINK_LAST_ACCOUNT') {
            throw new AppError('CONFLICT', unlinkMessages.onlyWayToSignIn(name));
          }
          if (code === 'SESSION_NOT_FRESH') {
            throw new AppError('FORBIDDEN', unlinkMessages.signInAgain);
          }
          if (code === 'ACCOUNT_NOT_FOUND') {
            throw new AppError('NOT_FOUND', unlinkMessages.notLinked(name));
          }
          if (code === 'UNAUTHORIZED') throw new AppError('UNAUTHENTICATED', 'Not authenticated');
          throw error;
        }
      }
    },
  };
}

export type LinkedAccountsService = ReturnType<typeof createLinkedAccountsService>;
