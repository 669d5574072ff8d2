import type { DbOrTx } from '../../db/client';

export type PartnerAdminAction = 'partner.create' | 'partner.status' | 'partner.import';

/**
 * Writes one line of the admin audit log inside the change's own transaction. The admin feature
 * owns the log and sits above this one, so the composition root hands its writer in.
 */
export type RecordAdminAction = (
  tx: DbOrTx,
  entry: {
    admin: { id: string; name: string };
    action: PartnerAdminAction;
    /** The partner's name as it was. */
    targetName: string;
    before: string | null;
    after: string | null;
    reason: string | null;
  },
) => Promise<void>;
