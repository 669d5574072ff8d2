import type {
  AdminMatchDecision,
  AdminMatchDecisionsPage,
  AdminMatchDecisionsQuery,
  AdminMatchmaking,
} from '@cofound/shared/admin/admin-matchmaking.schemas';
import { adminMessages as m } from '@cofound/shared/admin/admin-members.schemas';
import { adminPeriodDays, type AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import {
  likeOutscoresPass,
  rateOf,
  scoreBands,
  scoreSplit,
} from '@cofound/shared/admin/matchmaking-score-bands';
import { invalidCursorError, keysetPage } from '../../lib/keyset-cursor';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { decodeAuditCursor, encodeAuditCursor } from './admin-members.cursor';
import type { AdminMatchmakingRepository, DecisionRow } from './admin-matchmaking.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function toDecision(row: DecisionRow): AdminMatchDecision {
  return {
    id: row.id,
    user: {
      userId: row.user_id,
      profileId: row.user_profile_id,
      name: row.user_name,
      imageUrl: row.user_image_url,
    },
    profile: {
      userId: row.profile_user_id,
      profileId: row.profile_id,
      name: row.profile_name,
      imageUrl: row.profile_image_url,
    },
    liked: row.liked,
    score: Number(row.score),
    createdAt: iso(row.created_at),
    decidedAt: iso(row.decided_at),
  };
}

/**
 * The admin's Matchmaking page (docs/product.md#admin): the period's rates, the likes and passes
 * per score band, and the decisions themselves.
 */
export function createAdminMatchmakingService(deps: {
  repository: AdminMatchmakingRepository;
  log: ServiceLogger;
}) {
  const { repository, log } = deps;

  return {
    async figures(period: AdminPeriod): Promise<AdminMatchmaking> {
      const days = adminPeriodDays[period];
      const [byPercent, requests, firstMessage] = await withFailureMessage(log, m.loadFailed, () =>
        Promise.all([
          repository.decisionsByPercent(days),
          repository.requestsAccepted(days),
          repository.firstMessages(days),
        ]),
      );
      const likes = byPercent.filter((row) => row.liked);
      const total = (rows: typeof byPercent) => rows.reduce((sum, row) => sum + row.decisions, 0);
      const answered = likes.reduce((sum, row) => sum + row.answered, 0);
      return {
        period,
        likeRate: rateOf(total(likes), total(byPercent)),
        mutualLikeRate: rateOf(answered, total(likes)),
        acceptanceRate: rateOf(requests.accepted, requests.requests),
        firstMessage,
        scoreBands: scoreBands(byPercent),
        scoreSplit: scoreSplit(byPercent),
        likeOutscoresPass: likeOutscoresPass(byPercent),
      };
    },

    async decisions(query: AdminMatchDecisionsQuery): Promise<AdminMatchDecisionsPage> {
      // The same (time, id) cursor as the audit log's: the last decision's time and id.
      const cursor = query.cursor ? decodeAuditCursor(query.cursor) : null;
      if (query.cursor && !cursor) throw invalidCursorError(m.invalidCursor);
      const after = cursor && { decidedAt: cursor.createdAt, id: cursor.id };
      const rows = await withFailureMessage(log, m.loadFailed, () =>
        repository.decisions({ ...query, days: adminPeriodDays[query.period] }, after),
      );
      return keysetPage(rows, query.limit, toDecision, (row) =>
        encodeAuditCursor({ createdAt: row.decided_key, id: row.id }),
      );
    },
  };
}

export type AdminMatchmakingService = ReturnType<typeof createAdminMatchmakingService>;
