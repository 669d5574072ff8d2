import type { ApiError } from './api-error';

type Listener = (error: ApiError) => void;

const listeners = new Set<Listener>();

/**
 * Lets the connection-health check hear about failed API calls without the API client
 * depending on any feature. Returns the unsubscribe function.
 */
export function onServiceUnavailable(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportServiceUnavailable(error: ApiError): void {
  for (const listener of listeners) listener(error);
}
