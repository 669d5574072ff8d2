import { useState } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';
import { Check, MessageSquare, UserCheck, UserPlus } from 'lucide-react';
import type { ConnectionState } from '@cofound/shared/connections/connections.schemas';
import { Button } from '../../../components/ui/button';
import { buttonStyles, type ButtonSize } from '../../../components/ui/button-styles';
import { useSession } from '../../session/index';
import { useConnectActions } from '../model/use-connect-actions';
import { useResumeConnectionIntent } from '../model/use-resume-connection-intent';

type ConnectButtonProps = {
  profileId: string;
  /** The connection state the server reported for the viewer and this profile. */
  state: ConnectionState;
  /** Makes the accessible names specific ('Connect with Ada Lovelace'). */
  profileName?: string;
  /** Told about every change (optimistic, then final), e.g. to update a cached list. */
  onStateChange?: (state: ConnectionState) => void;
  /**
   * Resume a connect or message this visitor started for this profile before signing in.
   * Set it where the button stands alone (a profile page); lists resume once for all cards.
   */
  resumeIntent?: boolean;
  size?: ButtonSize;
  className?: string;
};

/**
 * The connection action for a profile: Connect, 'Connection Request Sent', 'Respond to
 * request', or 'Connected' with Message; nothing on your own profile. Signed-out visitors are
 * sent to sign in, and the action resumes afterwards.
 */
export function ConnectButton({
  profileId,
  state,
  profileName,
  onStateChange,
  resumeIntent = false,
  size = 'md',
  className,
}: ConnectButtonProps) {
  const { user, isLoading } = useSession();
  const { connect, signInFirst } = useConnectActions();
  // An optimistic or corrected state, for as long as the server's state is the one it replaced.
  const [local, setLocal] = useState<{ over: ConnectionState; value: ConnectionState } | null>(
    null,
  );
  const shown = local && local.over === state ? local.value : state;
  const [sending, setSending] = useState(false);

  const apply = (next: ConnectionState) => {
    setLocal({ over: state, value: next });
    onStateChange?.(next);
  };
  useResumeConnectionIntent({
    profileId,
    enabled: resumeIntent,
    onStateChange: (_, next) => apply(next),
  });

  const named = (verb: string) => (profileName ? `${verb} ${profileName}` : undefined);

  if (shown === 'self') return null;

  if (shown === 'pending_sent') {
    return (
      <Button variant="secondary" size={size} disabled className={className}>
        <Check aria-hidden="true" className="size-4" />
        Connection Request Sent
      </Button>
    );
  }

  if (shown === 'pending_received') {
    return (
      <Link
        to="/dashboard"
        aria-label={named('Respond to the connection request from')}
        className={buttonStyles({ variant: 'secondary', size, className })}
      >
        <UserCheck aria-hidden="true" className="size-4" />
        Respond to request
      </Link>
    );
  }

  if (shown === 'connected') {
    return (
      <div className={clsx('flex flex-wrap items-center gap-2', className)}>
        <span className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-emerald-50 px-3 text-sm font-semibold text-emerald-800">
          <Check aria-hidden="true" className="size-4" />
          Connected
        </span>
        {user ? (
          <Link
            to={`/messages/${profileId}`}
            aria-label={named('Message')}
            className={buttonStyles({ variant: 'secondary', size })}
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            Message
          </Link>
        ) : (
          <Button
            variant="secondary"
            size={size}
            aria-label={named('Message')}
            onClick={() => signInFirst('message', profileId)}
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            Message
          </Button>
        )}
      </div>
    );
  }

  const onConnect = async () => {
    if (!user) {
      signInFirst('connect', profileId);
      return;
    }
    setSending(true);
    try {
      await connect(profileId, shown, (_, next) => apply(next));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size={size}
      className={className}
      loading={sending}
      disabled={isLoading}
      aria-label={named('Connect with')}
      onClick={() => void onConnect()}
    >
      {!sending && <UserPlus aria-hidden="true" className="size-4" />}
      Connect
    </Button>
  );
}
