import {
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '@cofound/shared/contract/endpoint';
import { apiFetch, type ApiFetchOptions } from './api-client';

type CallOptions = Pick<ApiFetchOptions, 'signal' | 'retry' | 'reportUnavailable' | 'keepalive'>;

/** The input may be left out when the endpoint takes none (or only optional query fields). */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls an endpoint through its contract: the path and query string built from its parameters,
 * the body sent as JSON, and the answer checked against the endpoint's own response schema.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointAnswer<E>> {
  return apiFetch(endpointUrl(endpoint, input ?? {}), {
    ...options,
    method: endpoint.method,
    body: input?.body,
    schema: endpoint.response,
  }) as Promise<EndpointAnswer<E>>;
}
