import { isApiError } from '../../../lib/api-error';

/** Why a conversation cannot be shown or written to. */
export type ChatProblem = 'notConnected' | 'notFound' | 'loadFailed';

/** 403: no accepted connection (or a block); 404 or a malformed id: no such member. */
export function chatProblemOf(error: unknown): ChatProblem | null {
  if (!error) return null;
  if (isApiError(error)) {
    if (error.status === 403) return 'notConnected';
    if (error.status === 404 || error.status === 400) return 'notFound';
  }
  return 'loadFailed';
}
