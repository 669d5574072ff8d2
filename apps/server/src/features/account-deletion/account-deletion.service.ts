import type { IncomingHttpHeaders } from 'node:http';
import { isAPIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import {
  accountDeletionMessages as m,
  DELETION_FRESH_SIGN_IN_MINUTES,
  type AdminDeletionPlan,
  type DeletionPlan,
  type ProjectChoice,
} from '@cofound/shared/account-deletion/account-deletion.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { removePicture, uploadKeyFromUrl, type FileStorage } from '../../storage';
import { sessionMadeWithin, type Auth } from '../accounts';
import type { BillingService } from '../billing';
import type { AccountDeletionRepository } from './account-deletion.repository';
import { eraseAccount, type ErasedFiles } from './account-erasure';

/** The audit line of an admin's deletion, written in its transaction (by the admin feature). */
export type RecordMemberDeletion = (
  tx: DbOrTx,
  entry: {
    admin: { id: string; name: string };
    targetUserId: string;
    targetName: string;
    before: string;
  },
) => Promise<void>;

export type AccountDeletionDeps = {
  repository: AccountDeletionRepository;
  auth: Auth;
  storage: FileStorage;
  realtime: Pick<Realtime, 'endSessionsOf'>;
  recordMemberDeletion: RecordMemberDeletion;
  /** Stops the member's subscription renewing, before anything else happens. */
  billing: Pick<BillingService, 'endRenewalOf'>;
  log: ServiceLogger & { warn: (object: unknown, message: string) => void };
  now?: () => Date;
};

/**
 * Deleting an account (docs/product.md#account-deletion): the member proves it is them (their
 * password, or a sign-in in the last minutes when they have none), or an admin does it; the
 * database part commits at once, then the sessions' sockets close and the files go.
 */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const { repository, auth, storage, realtime, log } = deps;
  const now = deps.now ?? (() => new Date());

  const signedInRecently = (headers: IncomingHttpHeaders) =>
    sessionMadeWithin(auth, headers, DELETION_FRESH_SIGN_IN_MINUTES * 60_000, now());

  async function confirmIdentity(
    member: SessionUser,
    password: string | undefined,
    headers: IncomingHttpHeaders,
  ): Promise<void> {
    if (!(await repository.hasPassword(member.id))) {
      if (!(await signedInRecently(headers))) throw new AppError('FORBIDDEN', m.signInAgain);
      return;
    }
    if (password === undefined) {
      throw new AppError('VALIDATION_FAILED', m.passwordRequired, {
        password: [m.passwordRequired],
      });
    }
    try {
      await auth.api.verifyPassword({ body: { password }, headers: fromNodeHeaders(headers) });
    } catch (error) {
      if (isAPIError(error)) {
        throw new AppError('VALIDATION_FAILED', m.passwordIncorrect, {
          password: [m.passwordIncorrect],
        });
      }
      throw error;
    }
  }

  /** After the commit: nothing of the account may keep a socket or a file. */
  async function afterErasure(userId: string, files: ErasedFiles): Promise<void> {
    await realtime
      .endSessionsOf([userId], 'deleted')
      .catch((error: unknown) =>
        log.warn({ err: error }, 'Closing a deleted account’s sockets failed'),
      );
    const pictureKey = uploadKeyFromUrl(files.pictureUrl);
    const removals = [
      ...(pictureKey ? [removePicture(storage, pictureKey)] : []),
      ...files.keys.map((key) => storage.remove(key)),
    ];
    for (const result of await Promise.allSettled(removals)) {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason }, 'Removing a deleted account’s file failed');
      }
    }
  }

  async function adminTarget(admin: SessionUser, userId: string) {
    const facts = await repository.memberFacts(userId);
    if (!facts || facts.status === 'deleted') throw new AppError('NOT_FOUND', m.memberNotFound);
    if (userId === admin.id) throw new AppError('CONFLICT', m.ownAccountAsAdmin);
    if (facts.role === 'admin') throw new AppError('CONFLICT', m.adminAccount);
    return facts;
  }

  return {
    async plan(member: SessionUser, headers: IncomingHttpHeaders): Promise<DeletionPlan> {
      const [hasPassword, recent, projects] = await Promise.all([
        repository.hasPassword(member.id),
        signedInRecently(headers),
        repository.ownedProjects(member.id),
      ]);
      return {
        confirmWith: hasPassword ? 'password' : 'recent_sign_in',
        signedInRecently: recent,
        projects,
      };
    },

    async deleteOwn(
      member: SessionUser,
      input: { password?: string | undefined; projects: ProjectChoice[] },
      headers: IncomingHttpHeaders,
    ): Promise<void> {
      if (member.role === 'admin') throw new AppError('FORBIDDEN', m.adminAccount);
      await confirmIdentity(member, input.password, headers);
      const files = await withFailureMessage(log, m.deleteFailed, async () => {
        await deps.billing.endRenewalOf(member.id);
        return repository.transaction((_queries, tx) =>
          eraseAccount(tx, member.id, input.projects),
        );
      });
      await afterErasure(member.id, files);
    },

    async adminPlan(admin: SessionUser, userId: string): Promise<AdminDeletionPlan> {
      const facts = await adminTarget(admin, userId);
      return { name: facts.name, projects: await repository.ownedProjects(userId) };
    },

    async adminDelete(admin: SessionUser, userId: string, choices: ProjectChoice[]): Promise<void> {
      const facts = await adminTarget(admin, userId);
      const files = await withFailureMessage(log, m.deleteFailed, async () => {
        await deps.billing.endRenewalOf(userId);
        return repository.transaction(async (_queries, tx) => {
          const erased = await eraseAccount(tx, userId, choices);
          await deps.recordMemberDeletion(tx, {
            admin: { id: admin.id, name: admin.name },
            targetUserId: userId,
            targetName: facts.name,
            before: facts.status,
          });
          return erased;
        });
      });
      await afterErasure(userId, files);
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
