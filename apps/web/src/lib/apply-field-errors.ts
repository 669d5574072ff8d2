import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts the server's field errors (400 VALIDATION_FAILED) on the form's own fields; errors about
 * fields the form does not have are left to the form's general error. True when any was set.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: Values,
  setError: UseFormSetError<Values>,
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (!(field in fields) || !messages[0]) continue;
    setError(field as Path<Values>, { message: messages[0] });
    applied = true;
  }
  return applied;
}
