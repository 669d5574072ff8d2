import { apiErrorFromResponse, networkError } from './api-error';

export type DownloadOptions = {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** The name to save under when the answer does not name the file. */
  fallbackName: string;
};

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if any. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** Hands a file the app made in the browser to the browser's download, as `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start reading before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Fetches a file the API makes (a document, a spreadsheet) and saves it. A failed call throws the
 * server's ApiError, as JSON calls do, so the page can show its words.
 */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  const { method = 'GET', body, fallbackName } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = null;
    }
    throw apiErrorFromResponse(
      response.status,
      parsed,
      response.headers.get('x-request-id') ?? undefined,
    );
  }
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
