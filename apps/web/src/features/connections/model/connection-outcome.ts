import {
  connectionMessages,
  type ConnectionState,
} from '@cofound/shared/connections/connections.schemas';
import { isApiError } from '../../../lib/api-error';

export type ConnectFailure = {
  /** The toast, word for word as docs/product.md#requests lists it. */
  message: string;
  /** What the card now shows, when the answer tells; null = back to what it showed. */
  state: ConnectionState | null;
  /** The session ended: sign in again, then resume. */
  signInAgain: boolean;
  /** The free plan's monthly limit is reached: offer the upgrade (/pricing). */
  upgrade: boolean;
};

const stateByConflict: Record<string, ConnectionState> = {
  [connectionMessages.alreadySent]: 'pending_sent',
  [connectionMessages.alreadyConnected]: 'connected',
  [connectionMessages.alreadyExists]: 'pending_received',
};

/**
 * How a failed POST /api/connections shows: exact server messages (the monthly limit with an
 * upgrade offer), else the generic 'Failed to send connection request. Please try again.'
 */
export function connectFailure(error: unknown): ConnectFailure {
  if (isApiError(error)) {
    const shown = { message: error.message, state: null, signInAgain: false, upgrade: false };
    if (error.code === 'UNAUTHENTICATED') return { ...shown, signInAgain: true };
    if (error.code === 'LIMIT_REACHED') return { ...shown, upgrade: true };
    if (error.code === 'CONFLICT') {
      return { ...shown, state: stateByConflict[error.message] ?? null };
    }
    if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED') return shown;
  }
  return {
    message: connectionMessages.sendFailed,
    state: null,
    signInAgain: false,
    upgrade: false,
  };
}
