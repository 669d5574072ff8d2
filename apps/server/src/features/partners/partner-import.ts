// The import of a partner's member list as one unit of work: every row is decided first, then
// all of them are written, or none (docs/product.md#partners).
import type { CheckedImportRow } from '@cofound/shared/partners/partner-import-rows';
import {
  partnersMessages as m,
  type PartnerImportReport,
  type PartnerImportRowResult,
} from '@cofound/shared/partners/partners.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { createInvitedMembers, findMembersByEmail } from '../accounts';
import type { RecordAdminAction } from './admin-action';
import { enqueuePartnerInvitations } from './partner-invitations';
import type { PartnersRepository } from './partners.repository';

type Decided = PartnerImportRowResult & { userId: string | null };

function reportOf(partnerId: string, rows: Decided[], dryRun: boolean): PartnerImportReport {
  const count = (outcome: Decided['outcome']) =>
    rows.filter((row) => row.outcome === outcome).length;
  return {
    partnerId,
    dryRun,
    imported: false,
    created: count('created'),
    linked: count('linked'),
    alreadyLinked: count('already-linked'),
    refused: count('refused'),
    rows: rows.map(({ userId: _userId, ...row }) => row),
  };
}

/**
 * Decides each row (a new account, an existing member to link, one linked already, or refused),
 * then, unless it is a dry run or any row is refused, writes the accounts, the links, the jobs
 * that mail the new members their invitations, and the audit line. The partner stays locked
 * throughout, so two imports into it go one after the other.
 */
export async function importPartnerMembers(
  deps: { repository: PartnersRepository; recordAdminAction: RecordAdminAction },
  admin: SessionUser,
  partnerId: string,
  rows: CheckedImportRow[],
  dryRun: boolean,
): Promise<PartnerImportReport> {
  return deps.repository.transaction(async (queries, tx) => {
    const partner = await queries.findForUpdate(partnerId);
    if (!partner) throw new AppError('NOT_FOUND', m.notFound);
    const emails = rows.filter((row) => row.reasons.length === 0).map((row) => row.email);
    const members = new Map(
      (await findMembersByEmail(tx, emails)).map((member) => [member.email, member]),
    );
    const linkedAlready = await queries.linkedUserIds(
      partnerId,
      [...members.values()].map((member) => member.userId),
    );
    const decided = rows.map((row): Decided => {
      const base = { row: row.row, email: row.email, name: row.name, role: row.role };
      const refuse = (reasons: string[]): Decided => ({
        ...base,
        outcome: 'refused',
        reasons,
        userId: null,
      });
      if (row.reasons.length > 0) return refuse(row.reasons);
      const member = members.get(row.email);
      if (!member) return { ...base, outcome: 'created', reasons: [], userId: null };
      if (member.status !== 'active') return refuse([m.memberNotActive]);
      if (member.role === 'admin') return refuse([m.memberIsAdmin]);
      const outcome = linkedAlready.has(member.userId) ? 'already-linked' : 'linked';
      return { ...base, outcome, reasons: [], userId: member.userId };
    });
    const report = reportOf(partnerId, decided, dryRun);
    if (dryRun || report.refused > 0) return report;

    const toCreate = decided.filter((row) => row.outcome === 'created');
    const invited = await createInvitedMembers(tx, toCreate);
    await enqueuePartnerInvitations(tx, partner.name, invited);
    await queries.link(partnerId, [
      ...invited.map((member, index) => ({ userId: member.userId, role: toCreate[index]!.role })),
      ...decided
        .filter((row) => row.outcome === 'linked')
        .map((row) => ({ userId: row.userId!, role: row.role })),
    ]);
    await deps.recordAdminAction(tx, {
      admin: { id: admin.id, name: admin.name },
      action: 'partner.import',
      targetName: partner.name,
      before: null,
      after: `${report.created} created, ${report.linked} linked, ${report.alreadyLinked} already linked`,
      reason: null,
    });
    return { ...report, imported: true };
  });
}
