import type { FastifyInstance } from 'fastify';

const origin = 'http://localhost:3000';

export type AdminCaller = {
  /** A JSON answer; an answer of 300 or more throws. Writes carry the app's origin. */
  send: <Answer = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: object,
  ) => Promise<Answer>;
  /** A file answer, read to its end as it streams: its size in bytes, and when its first came. */
  download: (url: string) => Promise<{ bytes: number; firstByteMs: number }>;
};

/** Requests through the app as the signed-in admin whose session `cookie` holds. */
export function adminCaller(app: FastifyInstance, cookie: string): AdminCaller {
  const answerOf = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { body?: object; payloadAsStream?: boolean } = {},
  ) => {
    const answer = await app.inject({
      method,
      url,
      headers: { cookie, origin },
      ...(options.body && { payload: options.body }),
      payloadAsStream: options.payloadAsStream,
    });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode}`);
    return answer;
  };
  return {
    send: async <Answer>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
      (await answerOf(method, url, { body })).json() as Answer,
    download: async (url) => {
      const started = performance.now();
      const answer = await answerOf('GET', url, { payloadAsStream: true });
      let bytes = 0;
      let firstByteMs = 0;
      for await (const chunk of answer.stream()) {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += (chunk as Buffer).length;
      }
      return { bytes, firstByteMs };
    },
  };
}
