import {
  errorBodySchema,
  errorHttpStatus,
  retryableHttpStatuses,
  type ErrorCode,
} from '@cofound/shared/errors';

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the server. Please check your connection.';

type FieldErrors = Record<string, string[]>;

/** A failed API call: the server's error code, the HTTP status (0 = no answer) and its message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  /** The server's id for the request (X-Request-Id), to quote when reporting the problem. */
  readonly requestId: string | undefined;

  constructor(init: {
    code: ErrorCode;
    status: number;
    message: string;
    fieldErrors?: FieldErrors;
    requestId?: string | undefined;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors;
    this.requestId = init.requestId;
  }

  /** No answer at all, or a gateway/availability status the browser may retry. */
  get isServiceUnavailable(): boolean {
    return this.status === 0 || retryableHttpStatuses.includes(this.status);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function networkError(): ApiError {
  return new ApiError({ code: 'SERVICE_UNAVAILABLE', status: 0, message: NETWORK_ERROR_MESSAGE });
}

// The first code of a status stands for it (403 is FORBIDDEN, not PREMIUM_REQUIRED).
const codeByStatus = new Map<number, ErrorCode>(
  Object.entries(errorHttpStatus)
    .reverse()
    .map(([code, status]) => [status, code as ErrorCode]),
);

function codeForStatus(status: number): ErrorCode {
  if (retryableHttpStatuses.includes(status)) return 'SERVICE_UNAVAILABLE';
  if (status === 422) return 'VALIDATION_FAILED';
  return codeByStatus.get(status) ?? 'INTERNAL';
}

function looseMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

/**
 * Builds the error for a non-2xx answer. Our own endpoints answer with the shared error body;
 * anything else (better-auth's `{code, message}`, a proxy's HTML page) falls back to the status.
 */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  requestId?: string | undefined,
): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fieldErrors } = parsed.data.error;
    return new ApiError({ code, status, message, fieldErrors, requestId });
  }
  return new ApiError({
    code: codeForStatus(status),
    status,
    message: looseMessage(body) ?? `Request failed with status ${status}.`,
    requestId,
  });
}

/**
 * What to tell a member whose change failed: the feature's own words (`fallback`), unless the
 * server's disk is full, where only the server's answer says what happened (nothing was saved,
 * and trying again at once will not help).
 */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.code === 'STORAGE_FULL' ? error.message : fallback;
}
