import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  connectionMessages,
  type ConnectionState,
} from '@cofound/shared/connections/connections.schemas';
import { toast } from '../../../components/ui/toaster';
import { useSendConnectionRequest } from '../api/use-send-connection-request';
import { connectFailure } from './connection-outcome';
import { saveConnectionIntent, signInTargetFor, type ConnectionIntent } from './connection-intent';

/** Long enough to read the limit and reach for Upgrade. */
const UPGRADE_TOAST_MS = 10_000;

export type StateChange = (profileId: string, state: ConnectionState) => void;

/** Connect (with toasts and the card's state) and the signed-out detour through /signin. */
export function useConnectActions() {
  const navigate = useNavigate();
  const location = useLocation();
  const send = useSendConnectionRequest();
  const { mutateAsync } = send;

  /** Remembers what the visitor wanted and sends them to sign in; it resumes afterwards. */
  const signInFirst = useCallback(
    (action: ConnectionIntent['action'], profileId: string) => {
      const from = `${location.pathname}${location.search}`;
      saveConnectionIntent({ action, profileId, from, savedAt: Date.now() });
      const target = signInTargetFor({ action, profileId, from });
      void navigate(target.to, { state: target.state });
    },
    [location.pathname, location.search, navigate],
  );

  /**
   * Sends the request: shows 'pending_sent' at once, then the outcome. `previous` is what the
   * card showed, restored when the answer does not say better.
   */
  const connect = useCallback(
    async (profileId: string, previous: ConnectionState, onStateChange: StateChange) => {
      onStateChange(profileId, 'pending_sent');
      try {
        await mutateAsync(profileId);
        toast.success(connectionMessages.sent);
      } catch (error) {
        const failure = connectFailure(error);
        onStateChange(profileId, failure.state ?? previous);
        if (failure.signInAgain) {
          signInFirst('connect', profileId);
          return;
        }
        toast.error(
          failure.message,
          failure.upgrade
            ? {
                duration: UPGRADE_TOAST_MS,
                action: { label: 'Upgrade', onClick: () => void navigate('/pricing') },
              }
            : undefined,
        );
      }
    },
    [mutateAsync, navigate, signInFirst],
  );

  return { connect, signInFirst, isSending: send.isPending };
}
