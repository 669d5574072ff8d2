import { checkImportRecords } from '@cofound/shared/partners/partner-import-rows';
import {
  partnersMessages as m,
  type Investor,
  type InvestorsPage,
  type Partner,
  type PartnerCreate,
  type PartnerImportReport,
  type PartnersPage,
  type PartnerStatus,
} from '@cofound/shared/partners/partners.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { invalidCursorError, keysetPage } from '../../lib/keyset-cursor';
import { isUniqueViolation } from '../../lib/unique-violation';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { RecordAdminAction } from './admin-action';
import { parsePartnerCsv } from './partner-csv';
import { importPartnerMembers } from './partner-import';
import { ImportRefusedError } from './import-refused-error';
import {
  decodeInvestorCursor,
  decodePartnerCursor,
  encodeInvestorCursor,
  encodePartnerCursor,
} from './partners.cursor';
import type { PartnerFiguresRow, PartnersRepository } from './partners.repository';

function toPartner(row: PartnerFiguresRow): Partner {
  return {
    id: row.id,
    name: row.name,
    type: row.type as Partner['type'],
    domain: row.domain,
    revenueShare: row.revenueShare,
    status: row.status as Partner['status'],
    memberCount: row.memberCount,
    revenueCents: Math.round((row.paidUsdCents * row.revenueShare) / 100),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Partners (docs/product.md#partners): the admin's list with each partner's members and revenue
 * share, creation, status changes and the import of a partner's members; and the active
 * investors the toolkit lists. Every change writes its audit line in its own transaction.
 */
export function createPartnersService(deps: {
  repository: PartnersRepository;
  recordAdminAction: RecordAdminAction;
  /** Runs queued jobs now rather than at the next poll, so the invitations go out at once. */
  kickJobs: () => void;
  log: ServiceLogger;
}) {
  const { repository, recordAdminAction, log } = deps;
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);
  const admin = (user: SessionUser) => ({ id: user.id, name: user.name });

  async function figuresOf(id: string): Promise<Partner> {
    const row = await repository.find(id);
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    return toPartner(row);
  }

  return {
    async list(query: { cursor?: string; limit: number }): Promise<PartnersPage> {
      const after = query.cursor ? decodePartnerCursor(query.cursor) : null;
      if (query.cursor && !after) throw invalidCursorError(m.invalidCursor);
      const rows = await orFail(m.loadFailed, () => repository.page(after, query.limit));
      const page = keysetPage(
        rows,
        query.limit,
        (row) => row,
        (row) => encodePartnerCursor({ createdAt: row.createdKey, id: row.id }),
      );
      return { items: page.items.map(toPartner), nextCursor: page.nextCursor };
    },

    async create(user: SessionUser, input: PartnerCreate): Promise<Partner> {
      const created = await orFail(m.createFailed, async () => {
        try {
          return await repository.transaction(async (queries, tx) => {
            const row = await queries.insert(input);
            await recordAdminAction(tx, {
              admin: admin(user),
              action: 'partner.create',
              targetName: row.name,
              before: null,
              after: row.status,
              reason: null,
            });
            return row;
          });
        } catch (error) {
          if (isUniqueViolation(error, 'partners_domain_unique')) {
            throw new AppError('CONFLICT', m.domainTaken, { domain: [m.domainTaken] });
          }
          throw error;
        }
      });
      return orFail(m.loadFailed, () => figuresOf(created.id));
    },

    async changeStatus(user: SessionUser, id: string, status: PartnerStatus): Promise<Partner> {
      await orFail(m.statusFailed, () =>
        repository.transaction(async (queries, tx) => {
          const before = await queries.findForUpdate(id);
          if (!before) throw new AppError('NOT_FOUND', m.notFound);
          if (before.status === status) return;
          await queries.setStatus(id, status);
          await recordAdminAction(tx, {
            admin: admin(user),
            action: 'partner.status',
            targetName: before.name,
            before: before.status,
            after: status,
            reason: null,
          });
        }),
      );
      return orFail(m.loadFailed, () => figuresOf(id));
    },

    /**
     * Checks the file's rows, then imports them all or none. A dry run only reports; a real
     * run with any refused row answers 422 with the refused rows and writes nothing.
     */
    async importMembers(
      user: SessionUser,
      partnerId: string,
      body: { csv: string; dryRun: boolean },
    ): Promise<PartnerImportReport> {
      const records = parsePartnerCsv(body.csv);
      if (!records) throw new AppError('VALIDATION_FAILED', m.csvFailed, { csv: [m.csvFailed] });
      const checked = checkImportRecords(records);
      if (!checked.ok) {
        throw new AppError('VALIDATION_FAILED', checked.message, { csv: [checked.message] });
      }
      const report = await orFail(m.importFailed, () =>
        importPartnerMembers(
          { repository, recordAdminAction },
          user,
          partnerId,
          checked.rows,
          body.dryRun,
        ),
      );
      if (!report.dryRun && !report.imported) throw new ImportRefusedError(report);
      if (report.imported && report.created > 0) deps.kickJobs();
      return report;
    },

    async investors(query: { cursor?: string; limit: number }): Promise<InvestorsPage> {
      const after = query.cursor ? decodeInvestorCursor(query.cursor) : null;
      if (query.cursor && !after) throw invalidCursorError(m.invalidCursor);
      const rows = await orFail(m.investorsFailed, () => repository.investors(after, query.limit));
      return keysetPage(
        rows,
        query.limit,
        (row): Investor => row,
        (row) => encodeInvestorCursor({ name: row.name, id: row.id }),
      );
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
