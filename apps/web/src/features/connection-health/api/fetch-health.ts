import { healthContract } from '@cofound/shared/health/health.contract';
import { callEndpoint } from '../../../lib/call-endpoint';

/** A server that does not answer within this time counts as unreachable. */
const HEALTH_TIMEOUT_MS = 5_000;

/** True when the server and its database answer. */
export async function fetchHealth(): Promise<boolean> {
  try {
    await callEndpoint(
      healthContract.health,
      {},
      { reportUnavailable: false, retry: false, signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) },
    );
    return true;
  } catch {
    return false;
  }
}
