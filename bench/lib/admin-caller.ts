import type { FastifyInstance } from 'fastify';

const origin = 'http://localhost:3000';

export type AdminCaller = {
  /** A JSON answer; an answer of 300 or more throws. Writes carry the app's origin. */
  send: <Answer = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: object,
  ) => Promise<Answer>;
  /** A file answer, read to its end: its size in bytes. */
  download: (url: string) => Promise<number>;
};

/** Requests through the app as the signed-in admin whose session `cookie` holds. */
export function adminCaller(app: FastifyInstance, cookie: string): AdminCaller {
  const answerOf = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    const answer = await app.inject({
      method,
      url,
      headers: { cookie, origin },
      ...(body && { payload: body }),
    });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode}`);
    return answer;
  };
  return {
    send: async <Answer>(method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
      (await answerOf(method, url, body)).json() as Answer,
    download: async (url) => (await answerOf('GET', url)).rawPayload.length,
  };
}
