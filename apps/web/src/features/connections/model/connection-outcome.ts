import {
  connectionMessages,
  type ConnectionState,
} from '@cofound/shared/connections/connections.schemas';
import { isApiError } from '../../../lib/api-error';

export type ConnectFailure = {
  /** The toast, word for word from the spec. */
  message: string;
  /** What the card now shows, when the answer tells; null = back to what it showed. */
  state: ConnectionState | null;
  /** The session ended: sign in again, then resume. */
  signInAgain: boolean;
};

const stateByConflict: Record<string, ConnectionState> = {
  [connectionMessages.alreadySent]: 'pending_sent',
  [connectionMessages.alreadyConnected]: 'connected',
  [connectionMessages.alreadyExists]: 'pending_received',
};

/** How a failed POST /api/connections shows: exact server messages, else the spec's fallback. */
export function connectFailure(error: unknown): ConnectFailure {
  if (isApiError(error)) {
    if (error.code === 'UNAUTHENTICATED') {
      return { message: error.message, state: null, signInAgain: true };
    }
    if (error.code === 'CONFLICT') {
      return {
        message: error.message,
        state: stateByConflict[error.message] ?? null,
        signInAgain: false,
      };
    }
    if (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED') {
      return { message: error.message, state: null, signInAgain: false };
    }
  }
  return { message: connectionMessages.sendFailed, state: null, signInAgain: false };
}
