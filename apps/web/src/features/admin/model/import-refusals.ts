import { isApiError } from '../../../lib/api-error';

/**
 * The rows a refused import named (422, field errors keyed 'row.<number>'), with their reasons;
 * null when the failure was not a refusal of rows.
 */
export function importRefusals(error: unknown): Map<number, string[]> | null {
  if (!isApiError(error) || error.status !== 422 || !error.fieldErrors) return null;
  const refused = new Map<number, string[]>();
  for (const [key, reasons] of Object.entries(error.fieldErrors)) {
    const row = /^row\.(\d+)$/.exec(key)?.[1];
    if (row) refused.set(Number(row), reasons);
  }
  return refused.size > 0 ? refused : null;
}

/** The file-wide message of a refused file (no rows, not CSV), from the 'csv' field. */
export function fileError(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return null;
  return error.fieldErrors?.csv?.[0] ?? null;
}
