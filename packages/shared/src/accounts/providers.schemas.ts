import { z } from 'zod';

export const socialProviderIds = ['google', 'github', 'linkedin'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

export const socialProviderNames: Record<SocialProviderId, string> = {
  google: 'Google',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

/** GET /api/accounts/providers: which social sign-ins this server has credentials for. */
export const providersResponseSchema = z.object({
  providers: z.array(
    z.object({ id: z.enum(socialProviderIds), name: z.string(), configured: z.boolean() }),
  ),
});
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

/**
 * The providers whose link is a verified badge on the profile (docs/product.md#verified-badges):
 * the server sets `githubVerified` / `linkedinVerified` from a linked account, never from input.
 */
export const badgeProviderIds = [
  'github',
  'linkedin',
] as const satisfies readonly SocialProviderId[];
export type BadgeProviderId = (typeof badgeProviderIds)[number];

export function isBadgeProvider(value: unknown): value is BadgeProviderId {
  return (badgeProviderIds as readonly unknown[]).includes(value);
}

/**
 * Where linking a provider to the signed-in member starts: a plain link, not an XHR. The server
 * redirects on to the provider, which returns to `from` (a same-site path, default /profile)
 * with `?linked=<provider>`, or `?link_failed=<provider>&error=<code>`.
 */
export const SOCIAL_LINK_PATH = '/api/accounts/social/:provider/link';

export function socialLinkPath(provider: SocialProviderId, from?: string | null): string {
  const path = SOCIAL_LINK_PATH.replace(':provider', provider);
  return from ? `${path}?from=${encodeURIComponent(from)}` : path;
}

/** What the page a link returns to reads from its query string. */
export const linkOutcomeQuerySchema = z.object({
  linked: z.enum(socialProviderIds).optional(),
  link_failed: z.enum(socialProviderIds).optional(),
  /** Why it failed: one of Cofound's codes or better-auth's (see linkFailureMessage). */
  error: z.string().optional(),
});
export type LinkOutcomeQuery = z.infer<typeof linkOutcomeQuerySchema>;

/** DELETE /api/accounts/linked/:provider. */
export const providerParamsSchema = z.object({ provider: z.enum(socialProviderIds) });

/** GET /api/accounts/linked: the member's sign-in providers and what they may do with each. */
export const linkedAccountsResponseSchema = z.object({
  /** Whether the member can sign in with a password as well. */
  hasPassword: z.boolean(),
  providers: z.array(
    z.object({
      id: z.enum(socialProviderIds),
      name: z.string(),
      /** Whether this server has credentials for it: linking needs them. */
      configured: z.boolean(),
      linked: z.boolean(),
      linkedAt: z.string().nullable(),
      /** Unlinking is refused when it is the member's only way to sign in. */
      canUnlink: z.boolean(),
      /** Whether a link shows as a verified badge on the profile. */
      badge: z.boolean(),
    }),
  ),
});
export type LinkedAccountsResponse = z.infer<typeof linkedAccountsResponseSchema>;
