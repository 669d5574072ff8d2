import {
  socialProviderIds,
  socialProviderNames,
  type SocialProviderId,
} from '@cofound/shared/accounts/providers.schemas';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useProviders } from '../api/use-providers';

export function providerNotConfiguredMessage(name: string): string {
  return `${name} sign-in is not configured on this server`;
}

/** Where a social sign-in starts: the server redirects on to the provider. */
export function socialStartPath(provider: SocialProviderId, from: string | null): string {
  const query = from ? `?${new URLSearchParams({ from }).toString()}` : '';
  return `/api/accounts/social/${provider}/start${query}`;
}

/**
 * Continue with Google, GitHub or LinkedIn. A provider the server has no credentials for is shown
 * disabled with the reason. Until the list arrives (or if it cannot be had) every button is live:
 * the server itself answers an unconfigured provider with an explanation.
 */
export function SocialSignIn({ from }: { from: string | null }) {
  const providers = useProviders();
  const configured = (id: SocialProviderId) =>
    providers.data?.providers.find((provider) => provider.id === id)?.configured ?? true;

  return (
    <ul className="space-y-3">
      {socialProviderIds.map((id) => {
        const name = socialProviderNames[id];
        const label = `Continue with ${name}`;
        if (configured(id)) {
          return (
            <li key={id}>
              <a
                href={socialStartPath(id, from)}
                className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'w-full' })}
              >
                {label}
              </a>
            </li>
          );
        }
        const reasonId = `social-${id}-unavailable`;
        return (
          <li key={id} className="space-y-1">
            <button
              type="button"
              disabled
              aria-describedby={reasonId}
              className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'w-full' })}
            >
              {label}
            </button>
            <p id={reasonId} className="text-center text-xs text-slate-600">
              {providerNotConfiguredMessage(name)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
