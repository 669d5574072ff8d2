import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
} from '@cofound/shared/contract/endpoint';
import { apiErrorFromResponse, networkError } from './api-error';

type Upload<E extends Endpoint> = {
  endpoint: E;
  body: XMLHttpRequestBodyInit;
  /** Set for a raw body (a multipart FormData sets its own). */
  contentType?: string;
  /** 0 to 100, as the bytes leave the browser. */
  onProgress: (percent: number) => void;
};

/**
 * Sends a file with XMLHttpRequest, the one browser API that reports upload progress. Resolves
 * with the answer checked against the endpoint's schema; rejects with an ApiError.
 */
export function uploadWithProgress<E extends Endpoint>({
  endpoint,
  body,
  contentType,
  onProgress,
}: Upload<E>): Promise<EndpointAnswer<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointPath(endpoint));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText) as unknown;
      } catch {
        answer = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFromResponse(xhr.status, answer));
        return;
      }
      const parsed = endpoint.response.safeParse(answer);
      if (!parsed.success) {
        reject(apiErrorFromResponse(500, null));
        return;
      }
      onProgress(100);
      resolve(parsed.data as EndpointAnswer<E>);
    };
    xhr.send(body);
  });
}
