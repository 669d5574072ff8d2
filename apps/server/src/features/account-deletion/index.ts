import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createAccountDeletionRepository } from './account-deletion.repository';
import { registerAccountDeletionRoutes } from './account-deletion.routes';
import {
  createAccountDeletionService,
  type AccountDeletionDeps,
  type AccountDeletionService,
  type RecordMemberDeletion,
} from './account-deletion.service';

export type { AccountDeletionService, RecordMemberDeletion };

/** Deleting an account, by its member or by an admin (docs/product.md#account-deletion). */
export async function registerAccountDeletionFeature(
  app: FastifyInstance,
  deps: Omit<AccountDeletionDeps, 'repository' | 'log' | 'now'> & { db: Db },
): Promise<AccountDeletionService> {
  const { db, ...rest } = deps;
  const service = createAccountDeletionService({
    ...rest,
    repository: createAccountDeletionRepository(db),
    log: app.log,
  });
  await registerAccountDeletionRoutes(app, service);
  return service;
}
