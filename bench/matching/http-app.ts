// The real app (buildApp) on the benchmark's database, and session cookies for the viewers got
// through the real sign-in.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadEnv } from '../../apps/server/src/config/env';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { runSql } from '../lib/sql';
import type { Viewer } from './viewers';

const APP_URL = 'http://localhost:3000';
const PASSWORD = 'bench-password-42';

export type HttpApp = {
  app: FastifyInstance;
  /** Listens on a free loopback port; answers the base URL. */
  listen: () => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The app as production builds it, not yet listening; `envOverrides` on top of its settings. Its
 * data directory is a new temporary one, removed on close, unless `dataDir` is given (kept).
 */
export async function buildHttpApp(
  handle: DatabaseHandle,
  envOverrides: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<HttpApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-bench-http-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    APP_URL,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // The viewers sign in through inject (127.0.0.1) with a forwarded address each, as behind a
    // proxy, so the per-address sign-in limit does not throttle the setup.
    TRUST_PROXY: '127.0.0.1',
    ...envOverrides,
  });
  const app = await buildApp({ env, database: handle, logger: false });
  return {
    app,
    listen: async () => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    close: async () => {
      await app.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives the viewers a password (one credential account each, as sign-up would; a kept database
 * has them from its last run) and signs each in
 * through POST /api/auth/sign-in/email (injected: before the app listens, so that the index
 * load the app starts on listen is still ahead); answers their Cookie headers by user id. Each
 * comes from an address of its own (X-Forwarded-For, the app trusts its proxy): /api/auth/*
 * allows 30 requests a minute per address.
 */
export async function signInViewers(
  handle: DatabaseHandle,
  app: FastifyInstance,
  viewers: readonly Viewer[],
): Promise<Map<string, string>> {
  const hash = (await hashPassword(PASSWORD)).replaceAll("'", "''");
  await runSql(
    handle,
    `insert into accounts (id, account_id, provider_id, user_id, password)
     select gen_random_uuid()::text, id, 'credential', id, '${hash}' from users
     where id in (${viewers.map((viewer) => `'${viewer.userId}'`).join(', ')})
     on conflict (provider_id, account_id) do update set password = excluded.password`,
  );
  const cookies = new Map<string, string>();
  for (const [i, viewer] of viewers.entries()) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: APP_URL, 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
      payload: { email: viewer.email, password: PASSWORD },
    });
    if (response.statusCode !== 200) {
      throw new Error(`sign-in of ${viewer.email}: ${response.statusCode} ${response.body}`);
    }
    const setCookie = [response.headers['set-cookie'] ?? []].flat();
    cookies.set(viewer.userId, setCookie.map((value) => value.split(';')[0]).join('; '));
  }
  return cookies;
}
