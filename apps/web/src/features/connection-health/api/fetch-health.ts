import { healthResponseSchema } from '@cofound/shared/health/health.schemas';
import { apiFetch } from '../../../lib/api-client';

/** A server that does not answer within this time counts as unreachable. */
const HEALTH_TIMEOUT_MS = 5_000;

/** GET /api/health: true when the server and its database answer. */
export async function fetchHealth(): Promise<boolean> {
  try {
    await apiFetch('/api/health', {
      schema: healthResponseSchema,
      reportUnavailable: false,
      retry: false,
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}
