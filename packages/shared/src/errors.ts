import { z } from 'zod';

/** The closed set of error codes the API can answer with. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PREMIUM_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'LIMIT_REACHED',
  'PAYMENT_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'STORAGE_FULL',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The one place that maps an error code to its HTTP status. */
export const errorHttpStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A Pro or Business feature asked for on the free plan: upgrading at /pricing lifts it. */
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_REACHED: 402,
  /** A card was declined: nothing was charged; another card may work. */
  PAYMENT_FAILED: 402,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  /** The server's disk is full: nothing was saved, and retrying at once will not help. */
  STORAGE_FULL: 507,
  INTERNAL: 500,
};

/** The one JSON shape every failed API call answers with. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** Per-field messages for VALIDATION_FAILED, keyed by the field's path ("a.b"). */
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Statuses the browser may retry by itself (docs/product.md#connection-health). */
export const retryableHttpStatuses: readonly number[] = [502, 503, 504];
