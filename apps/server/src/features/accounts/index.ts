import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { createAccountsRepository } from './accounts.repository';
import { registerAuthRoutes } from './accounts.routes';
import { createAccountsService, type AccountsService } from './accounts.service';
import { createAuth, type Auth } from './auth';

export type { AccountsService, Auth };

/**
 * Authentication: better-auth, and the service every other part uses to read sessions.
 * Routes are registered separately, after route access is in place.
 */
export function createAccountsFeature(env: Env, db: Db) {
  const auth = createAuth(env, db);
  const accounts = createAccountsService(auth, createAccountsRepository(db));
  return {
    auth,
    accounts,
    registerRoutes: (app: FastifyInstance) => registerAuthRoutes(app, auth, env.appUrl),
  };
}
