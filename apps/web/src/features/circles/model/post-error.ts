import { circleMessages } from '@cofound/shared/circles/circles.messages';
import { failureMessage, isApiError } from '../../../lib/api-error';

/**
 * Why a post or reply was refused, in the server's words when it said why (the text, not a
 * member any more, the post was deleted meanwhile); the spec's words for anything else.
 */
export function postErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const field = error.fieldErrors?.content?.[0] ?? error.fieldErrors?.parentId?.[0];
    if (field) return field;
    if ([400, 403, 404, 409].includes(error.status)) return error.message;
  }
  return failureMessage(error, circleMessages.postFailed);
}
