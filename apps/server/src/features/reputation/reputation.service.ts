// Reputation rules. Other features award points inside their own transactions through the
// functions below (e.g. `awardConnection(tx, a, b)` when a connection becomes accepted).
import { REPUTATION_POINTS, reputationLevel } from '@cofound/shared/reputation/reputation.rules';
import {
  reputationMessages,
  type EndorsementsResponse,
  type EndorseSkillResponse,
  type ReputationResponse,
} from '@cofound/shared/reputation/reputation.schemas';
import { AppError } from '../../lib/app-error';
import type { Db, DbOrTx } from '../../db/client';
import {
  createReputationRepository,
  reputationQueries,
  type ReputationQueries,
  type ScoreRow,
} from './reputation.repository';
import { findProfileVisibleTo, type ProfileViewer } from '../profiles';

/** +10 to both profiles of a connection that has just become accepted. */
export async function awardConnection(
  tx: DbOrTx,
  profileIdA: string,
  profileIdB: string,
): Promise<void> {
  await reputationQueries(tx).addPoints([profileIdA, profileIdB], {
    component: 'connection',
    reason: 'connection',
    points: REPUTATION_POINTS.CONNECTION,
  });
}

/** awardConnection for the two users of a connection row (sender_id, receiver_id). */
export async function awardConnectionBetweenUsers(
  tx: DbOrTx,
  userIdA: string,
  userIdB: string,
): Promise<void> {
  const ids = await reputationQueries(tx).profileIdsOfUsers([userIdA, userIdB]);
  await reputationQueries(tx).addPoints(ids, {
    component: 'connection',
    reason: 'connection',
    points: REPUTATION_POINTS.CONNECTION,
  });
}

/**
 * −10 to both profiles when an accepted connection is removed: a dated take-back in the ledger,
 * so the all-time scores keep matching the connections that exist.
 */
export async function revokeConnectionBetweenUsers(
  tx: DbOrTx,
  userIdA: string,
  userIdB: string,
): Promise<void> {
  const ids = await reputationQueries(tx).profileIdsOfUsers([userIdA, userIdB]);
  await reputationQueries(tx).addPoints(ids, {
    component: 'connection',
    reason: 'connection_removed',
    points: -REPUTATION_POINTS.CONNECTION,
  });
}

/** +3 for one interaction: each message to its sender, each completed video call to both. */
export async function awardInteraction(
  tx: DbOrTx,
  profileId: string,
  reason: 'message' | 'video_call',
): Promise<void> {
  await reputationQueries(tx).addPoints([profileId], {
    component: 'activity',
    reason,
    points: REPUTATION_POINTS.INTERACTION,
  });
}

/** +5 to the endorsed profile. */
export async function awardEndorsement(tx: DbOrTx, profileId: string): Promise<void> {
  await reputationQueries(tx).addPoints([profileId], {
    component: 'endorsement',
    reason: 'endorsement',
    points: REPUTATION_POINTS.ENDORSEMENT,
  });
}

/** A check-in's points (computed by the check-in rules) as activity. */
export async function awardCheckIn(tx: DbOrTx, profileId: string, points: number): Promise<void> {
  await reputationQueries(tx).addPoints([profileId], {
    component: 'activity',
    reason: 'check_in',
    points,
  });
}

/**
 * Writes the ledger again from the rows that earn points and every sum from it (for the demo
 * seed, which writes those rows directly, and for a ledger beyond repair).
 */
export async function recalculateAll(db: DbOrTx): Promise<void> {
  const queries = reputationQueries(db);
  await queries.rebuildLedgerFromSources({
    connection: REPUTATION_POINTS.CONNECTION,
    endorsement: REPUTATION_POINTS.ENDORSEMENT,
    interaction: REPUTATION_POINTS.INTERACTION,
  });
  await queries.recomputeSumsFromLedger();
}

/**
 * The repair: every score, week and month recomputed as sums of the ledger. Answers how many
 * score rows and period rows it changed.
 */
export async function repairSumsFromLedger(
  db: DbOrTx,
): Promise<{ scores: number; periods: number }> {
  return reputationQueries(db).recomputeSumsFromLedger();
}

/**
 * repairSumsFromLedger as one unit of work for the repair command: awards made meanwhile wait
 * for it, so none is counted twice or lost.
 */
export async function repairReputation(db: Db): Promise<{ scores: number; periods: number }> {
  return createReputationRepository(db).transaction(async (queries) => {
    await queries.lockLedger();
    return queries.recomputeSumsFromLedger();
  });
}

function toResponse(row: ScoreRow): ReputationResponse {
  return { ...row, level: reputationLevel(row.totalScore) };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', reputationMessages.profileNotFound);
}

/** The feature's queries and the executor they run on (the database or a transaction). */
type Scope = { queries: ReputationQueries; executor: DbOrTx };

/**
 * The profile with its skills, when `viewer` may see it by the profile's own visibility rule
 * (members-only, blocks, suspension): reputation and endorsements never show more than the
 * profile page does.
 */
async function visibleProfile(
  { queries, executor }: Scope,
  profileId: string,
  viewer: ProfileViewer,
) {
  await findProfileVisibleTo(executor, profileId, viewer);
  const profile = await queries.findProfile(profileId);
  if (!profile) throw notFound();
  return profile;
}

async function scoresOf({ queries }: Scope, profileId: string): Promise<ReputationResponse> {
  const row = await queries.findScores(profileId);
  // The migration's trigger gives every profile a row; a missing one reads as zero.
  return toResponse(
    row ?? { profileId, totalScore: 0, connectionScore: 0, endorsementScore: 0, activityScore: 0 },
  );
}

type Member = NonNullable<ProfileViewer>;

export function createReputationService(db: Db) {
  const repository = createReputationRepository(db);
  const outside: Scope = { queries: repository, executor: db };

  /** Checks every endorsement rule for the viewer and the skill; answers the profile's skill. */
  async function endorsable(scope: Scope, viewer: Member, profileId: string, skill: string) {
    const profile = await visibleProfile(scope, profileId, viewer);
    if (profile.userId === viewer.id) {
      throw new AppError('VALIDATION_FAILED', reputationMessages.ownProfile);
    }
    if (!(await scope.queries.hasAcceptedConnection(viewer.id, profile.userId))) {
      throw new AppError('FORBIDDEN', reputationMessages.notConnected);
    }
    const listed = profile.skills.find((own) => own.toLowerCase() === skill.toLowerCase());
    if (!listed) throw new AppError('VALIDATION_FAILED', reputationMessages.unknownSkill);
    return { profile, skill: listed };
  }

  async function changed(
    scope: Scope,
    viewer: Member,
    profileId: string,
    skill: string,
  ): Promise<EndorseSkillResponse> {
    const { queries } = scope;
    return {
      skill: {
        skill,
        count: await queries.countEndorsementsOfSkill(profileId, skill),
        endorsedByViewer: (await queries.endorsementCounts(profileId, viewer.id)).byViewer.has(
          skill,
        ),
      },
      reputation: await scoresOf(scope, profileId),
    };
  }

  return {
    async getReputation(profileId: string, viewer: ProfileViewer): Promise<ReputationResponse> {
      await visibleProfile(outside, profileId, viewer);
      return scoresOf(outside, profileId);
    },

    async listEndorsements(
      profileId: string,
      viewer: ProfileViewer,
    ): Promise<EndorsementsResponse> {
      const profile = await visibleProfile(outside, profileId, viewer);
      const { counts, byViewer } = await repository.endorsementCounts(
        profileId,
        viewer?.id ?? null,
      );
      const viewerCanEndorse =
        viewer !== null &&
        viewer.id !== profile.userId &&
        (await repository.hasAcceptedConnection(viewer.id, profile.userId));
      return {
        profileId,
        skills: profile.skills.map((skill) => ({
          skill,
          count: counts.get(skill) ?? 0,
          endorsedByViewer: byViewer.has(skill),
        })),
        viewerCanEndorse,
      };
    },

    /** One transaction: the endorsement row and the +5, or neither. */
    async endorse(
      viewer: Member,
      profileId: string,
      requested: string,
    ): Promise<EndorseSkillResponse> {
      return repository.transaction(async (queries, tx) => {
        const scope = { queries, executor: tx };
        const { skill } = await endorsable(scope, viewer, profileId, requested);
        const inserted = await queries.insertEndorsement({
          endorserId: viewer.id,
          profileId,
          skill,
        });
        if (!inserted) throw new AppError('CONFLICT', reputationMessages.alreadyEndorsed);
        await awardEndorsement(tx, profileId);
        return changed(scope, viewer, profileId, skill);
      });
    },

    /** Withdraws the viewer's endorsement and takes its points back, in one transaction. */
    async withdrawEndorsement(
      viewer: Member,
      profileId: string,
      requested: string,
    ): Promise<EndorseSkillResponse> {
      return repository.transaction(async (queries, tx) => {
        const scope = { queries, executor: tx };
        const profile = await visibleProfile(scope, profileId, viewer);
        const skill =
          profile.skills.find((own) => own.toLowerCase() === requested.toLowerCase()) ?? requested;
        const deleted = await queries.deleteEndorsement({
          endorserId: viewer.id,
          profileId,
          skill,
        });
        if (!deleted) throw new AppError('NOT_FOUND', reputationMessages.notEndorsed);
        await queries.addPoints([profileId], {
          component: 'endorsement',
          reason: 'endorsement_withdrawn',
          points: -REPUTATION_POINTS.ENDORSEMENT,
        });
        return changed(scope, viewer, profileId, skill);
      });
    },
  };
}

export type ReputationService = ReturnType<typeof createReputationService>;
