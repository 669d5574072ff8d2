import { afterAll, beforeAll } from 'vitest';
import type { RealtimeTestSocket } from '../realtime/realtime-test-client';
import { liveSockets } from './live-sockets';
import { useTestApp, type TestAppContext } from './use-test-app';

export type LiveTestApp = {
  ctx: TestAppContext;
  /** A realtime socket as `who`'s browser, answered once the server's first frame has come. */
  openSocket: (who: { cookie: string }) => Promise<RealtimeTestSocket>;
};

/**
 * useTestApp, with the app listening on a free local port so that tests can open realtime
 * sockets to it; every socket opened through openSocket is ended after the file.
 */
export function useLiveTestApp(envOverrides: Record<string, string> = {}): LiveTestApp {
  const ctx = useTestApp(envOverrides);
  const sockets = liveSockets();
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(sockets.closeAll);
  return { ctx, openSocket: (who) => sockets.openReady(ctx.app, who.cookie) };
}
