import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../realtime';
import type { FileStorage } from '../../storage';
import type { Auth } from '../accounts';
import type { BillingService } from '../billing';
import { createAccountDeletionRepository } from './account-deletion.repository';
import { registerAccountDeletionRoutes } from './account-deletion.routes';
import {
  createAccountDeletionService,
  type AccountDeletionService,
  type RecordMemberDeletion,
} from './account-deletion.service';

export type { AccountDeletionService, RecordMemberDeletion };

/** Deleting an account, by its member or by an admin (docs/product.md#account-deletion). */
export async function registerAccountDeletionFeature(
  app: FastifyInstance,
  deps: {
    db: Db;
    auth: Auth;
    storage: FileStorage;
    realtime: Pick<Realtime, 'endSessionsOf'>;
    recordMemberDeletion: RecordMemberDeletion;
    billing: Pick<BillingService, 'endRenewalOf'>;
  },
): Promise<AccountDeletionService> {
  const service = createAccountDeletionService({
    repository: createAccountDeletionRepository(deps.db),
    auth: deps.auth,
    storage: deps.storage,
    realtime: deps.realtime,
    recordMemberDeletion: deps.recordMemberDeletion,
    billing: deps.billing,
    log: app.log,
  });
  await registerAccountDeletionRoutes(app, service);
  return service;
}
