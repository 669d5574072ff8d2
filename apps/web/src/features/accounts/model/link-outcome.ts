import {
  linkFailureMessage,
  providerLinkedMessage,
} from '@cofound/shared/accounts/accounts.messages';
import {
  linkOutcomeQuerySchema,
  socialProviderNames,
} from '@cofound/shared/accounts/providers.schemas';

/** The query keys a link's return sets (better-auth may add `error_description`). */
export const linkOutcomeKeys = ['linked', 'link_failed', 'error', 'error_description'] as const;

export type LinkOutcome = { tone: 'success' | 'error'; message: string };

/**
 * What the page says when a link returns to it: `?linked=<provider>`, or
 * `?link_failed=<provider>&error=<code>` (docs/product.md#verified-badges). Null without either,
 * or with a provider Cofound does not know.
 */
export function linkOutcomeOf(params: URLSearchParams): LinkOutcome | null {
  const parsed = linkOutcomeQuerySchema.safeParse({
    linked: params.get('linked') ?? undefined,
    link_failed: params.get('link_failed') ?? undefined,
    error: params.get('error') ?? undefined,
  });
  if (!parsed.success) return null;
  const { linked, link_failed: failed, error } = parsed.data;
  if (failed) {
    return { tone: 'error', message: linkFailureMessage(error, socialProviderNames[failed]) };
  }
  if (linked)
    return { tone: 'success', message: providerLinkedMessage(socialProviderNames[linked]) };
  return null;
}

/** The query string without a link's outcome (the page's other keys kept), or null without one. */
export function withoutLinkOutcome(params: URLSearchParams): URLSearchParams | null {
  if (!params.has('linked') && !params.has('link_failed')) return null;
  const rest = new URLSearchParams(params);
  for (const key of linkOutcomeKeys) rest.delete(key);
  return rest;
}
