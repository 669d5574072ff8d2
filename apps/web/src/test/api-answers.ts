/** One keyset page as the API sends it, for a stubbed "GET" handler. */
export const page = <T>(items: T[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor },
});

/** The JSON body a stubbed handler was sent. */
export const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

/** A promise the test settles when it wants the server to answer. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
