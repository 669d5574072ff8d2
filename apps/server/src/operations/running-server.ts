import type { Env } from '../config/env';
import { authSecretFor } from '../config/auth-secret';
import { operationsToken } from './operations-token';

/** Where this machine reaches the server: its own listening address, never the public APP_URL. */
export function localServerUrl(env: Pick<Env, 'HOST' | 'PORT'>): string {
  const host =
    env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST === '::' ? '[::1]' : bracketed(env.HOST);
  return `http://${host}:${env.PORT}`;
}

function bracketed(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * Asks the server that holds the data dir for a backup (operations.routes.ts): only that process
 * may open its database. The Origin is the app's own, as the same-origin rule for writes asks.
 */
export async function backupFromRunningServer(env: Env, pid: number): Promise<Buffer> {
  const url = `${localServerUrl(env)}/api/operations/backup`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${operationsToken(authSecretFor(env))}`,
        origin: new URL(env.appUrl).origin,
      },
    });
  } catch (error) {
    throw new Error(
      `Cofound (pid ${pid}) holds ${env.dataDir} but does not answer at ${url} ` +
        `(${error instanceof Error ? error.message : String(error)}). Is it still starting, or ` +
        'started with another HOST or PORT?',
      { cause: error },
    );
  }
  if (!response.ok) {
    throw new Error(`Cofound (pid ${pid}) answered ${response.status} at ${url}.`);
  }
  return Buffer.from(await response.arrayBuffer());
}
