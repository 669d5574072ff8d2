import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/index';
import { takeConnectionIntent } from './connection-intent';
import { useConnectActions, type StateChange } from './use-connect-actions';

/**
 * After signing in, finishes what the visitor started while signed out: sends the connection
 * request (toast 'Connection request sent') or opens the chat. Runs once per intent; with
 * `profileId` only for that profile (a profile page), without for any (the discover page).
 */
export function useResumeConnectionIntent(options: {
  profileId?: string;
  /** False: do nothing (lets a component call the hook unconditionally). */
  enabled?: boolean;
  onStateChange: StateChange;
  /** After the request settled, whatever the outcome. */
  onDone?: () => void;
}) {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const { connect } = useConnectActions();
  const latest = useRef({ connect, options });
  latest.current = { connect, options };
  const { profileId, enabled = true } = options;

  useEffect(() => {
    if (!enabled || isLoading || !user) return;
    const intent = takeConnectionIntent(profileId === undefined ? {} : { profileId });
    if (!intent) return;
    if (intent.action === 'message') {
      void navigate(`/messages/${intent.profileId}`);
      return;
    }
    if (intent.profileId === user.profileId) return;
    void latest.current
      .connect(intent.profileId, 'none', (id, state) =>
        latest.current.options.onStateChange(id, state),
      )
      .finally(() => latest.current.options.onDone?.());
  }, [enabled, isLoading, user, profileId, navigate]);
}
