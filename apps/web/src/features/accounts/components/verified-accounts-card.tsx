import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BadgeCheck } from 'lucide-react';
import { linkFailureMessage, unlinkMessages } from '@cofound/shared/accounts/accounts.messages';
import {
  socialLinkPath,
  type LinkedAccountsResponse,
} from '@cofound/shared/accounts/providers.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/ui/query-state';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-error';
import { useLinkedAccounts } from '../api/use-linked-accounts';
import { useUnlinkAccount } from '../api/use-unlink-account';
import { linkOutcomeOf, withoutLinkOutcome } from '../model/link-outcome';

type Provider = LinkedAccountsResponse['providers'][number];

/** Where a link returns to: this page. */
const RETURN_PATH = '/profile';

export const verifiedAccountsMessages = {
  loadFailed: 'Failed to load your linked accounts. Please try again.',
  notAvailable: 'Linking accounts is not available on this server.',
  unlinkFailed: (name: string) => `${name} could not be unlinked. Please try again.`,
  unlinked: (name: string) => `${name} is no longer linked to your account.`,
} as const;

function linkedSince(linkedAt: string | null): string | null {
  if (!linkedAt) return null;
  const date = new Date(linkedAt);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** What a provider gives the member besides a way to sign in; null when it cannot be linked. */
function purpose(provider: Provider): string | null {
  if (!provider.linked && !provider.configured) return null;
  if (!provider.badge) return 'A way to sign in. It shows no badge on your profile.';
  return provider.linked
    ? `Your profile shows 'Verified ${provider.name}'.`
    : `Link it to show 'Verified ${provider.name}' on your profile.`;
}

/**
 * The outcome of a link the browser came back from (?linked / ?link_failed): shown once as a
 * toast, then taken out of the address so a reload does not show it again.
 */
function useLinkOutcomeToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(() => {
    const rest = withoutLinkOutcome(searchParams);
    if (!rest) return;
    const outcome = linkOutcomeOf(searchParams);
    if (outcome) {
      // One id: shown once even when the effect runs twice.
      const show = outcome.tone === 'success' ? toast.success : toast.error;
      show(outcome.message, { id: 'link-outcome' });
    }
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);
}

function ProviderRow({ provider }: { provider: Provider }) {
  const unlink = useUnlinkAccount();
  const [confirming, setConfirming] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  const noteId = useId();
  const { id, name, linked, configured, canUnlink } = provider;
  const since = linkedSince(provider.linkedAt);
  const description = purpose(provider);

  const confirmUnlink = () =>
    unlink.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(verifiedAccountsMessages.unlinked(name));
        // The Unlink button gives way to Link: keep the focus in this row.
        requestAnimationFrame(() => row.current?.querySelector<HTMLElement>('a, button')?.focus());
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(
          isApiError(error) && [403, 404, 409].includes(error.status)
            ? error.message
            : verifiedAccountsMessages.unlinkFailed(name),
        );
      },
    });

  let note: string | null = null;
  let action = null;
  if (linked) {
    if (!canUnlink) note = unlinkMessages.onlyWayToSignIn(name);
    action = (
      <Button
        variant="secondary"
        size="sm"
        disabled={!canUnlink}
        aria-describedby={note ? noteId : undefined}
        aria-label={`Unlink ${name}`}
        onClick={() => setConfirming(true)}
      >
        Unlink
      </Button>
    );
  } else if (configured) {
    action = (
      <a href={socialLinkPath(id, RETURN_PATH)} className={buttonStyles({ size: 'sm' })}>
        Link {name}
      </a>
    );
  } else {
    note = linkFailureMessage('provider_not_configured', name);
  }

  return (
    <li
      ref={row}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium text-slate-900">{name}</span>
          {linked ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              {provider.badge && <BadgeCheck aria-hidden="true" className="size-3.5" />}
              Linked
            </span>
          ) : (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              Not linked
            </span>
          )}
          {since && <span className="text-xs text-slate-600">since {since}</span>}
        </p>
        {description && <p className="text-sm text-slate-600">{description}</p>}
        {note && (
          <p id={noteId} className="text-sm text-slate-700">
            {note}
          </p>
        )}
      </div>
      {action && <div className="shrink-0">{action}</div>}
      {linked && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Unlink ${name}?`}
          description={
            provider.badge
              ? `You will no longer be able to sign in with ${name}, and 'Verified ${name}' leaves your profile. You can link it again later.`
              : `You will no longer be able to sign in with ${name}. You can link it again later.`
          }
          confirmLabel={`Unlink ${name}`}
          pending={unlink.isPending}
          onConfirm={confirmUnlink}
        />
      )}
    </li>
  );
}

/** The providers in the list: GitHub and LinkedIn always, Google once it can be used. */
function shownProviders(data: LinkedAccountsResponse): Provider[] {
  return data.providers.filter(
    (provider) => provider.badge || provider.configured || provider.linked,
  );
}

/**
 * On the member's own profile: the accounts whose link shows as a verified badge (GitHub,
 * LinkedIn) and Google as a way to sign in, each linked or not, to link or unlink
 * (docs/product.md#verified-badges).
 */
export function VerifiedAccountsCard() {
  useLinkOutcomeToast();
  const accounts = useLinkedAccounts();

  return (
    <Card aria-labelledby="verified-accounts-heading" role="region" className="mt-8 space-y-4">
      <div className="space-y-1">
        <h2 id="verified-accounts-heading" className="text-xl font-semibold text-slate-900">
          Verified accounts
        </h2>
        <p className="max-w-2xl text-sm text-slate-600">
          Link GitHub or LinkedIn to show a verified badge on your profile and cards. A linked
          account is also a way to sign in.
        </p>
      </div>
      <QueryState
        query={accounts}
        loading={{ label: 'Loading your linked accounts…', rows: 2, rowClassName: 'h-16' }}
        errorMessage={verifiedAccountsMessages.loadFailed}
      >
        {(data) => {
          const providers = shownProviders(data);
          const available = providers.some((provider) => provider.configured);
          return (
            <div className="max-w-2xl space-y-2">
              {!available && <Alert tone="info">{verifiedAccountsMessages.notAvailable}</Alert>}
              <ul className="divide-y divide-slate-200" aria-label="Linked accounts">
                {providers.map((provider) => (
                  <ProviderRow key={provider.id} provider={provider} />
                ))}
              </ul>
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
