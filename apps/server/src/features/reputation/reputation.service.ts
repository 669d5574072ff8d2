// Reputation rules. Other features award points inside their own transactions through the
// functions below (e.g. `awardConnection(tx, a, b)` when a connection becomes accepted).
import { REPUTATION_POINTS, reputationLevel } from '@cofound/shared/reputation/reputation.rules';
import {
  reputationMessages,
  type EndorsementsResponse,
  type EndorseSkillResponse,
  type ReputationResponse,
} from '@cofound/shared/reputation/reputation.schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repository from './reputation.repository';
import type { DbOrTx, ScoreRow } from './reputation.repository';
import { findProfileVisibleTo, type ProfileViewer } from '../profiles';

export type { DbOrTx };

/** +10 to both profiles of a connection that has just become accepted. */
export async function awardConnection(
  tx: DbOrTx,
  profileIdA: string,
  profileIdB: string,
): Promise<void> {
  await repository.addPoints(
    tx,
    [profileIdA, profileIdB],
    'connection',
    REPUTATION_POINTS.CONNECTION,
  );
}

/** awardConnection for the two users of a connection row (sender_id, receiver_id). */
export async function awardConnectionBetweenUsers(
  tx: DbOrTx,
  userIdA: string,
  userIdB: string,
): Promise<void> {
  const ids = await repository.profileIdsOfUsers(tx, [userIdA, userIdB]);
  await repository.addPoints(tx, ids, 'connection', REPUTATION_POINTS.CONNECTION);
}

/**
 * −10 to both profiles when an accepted connection is removed, so that the scores keep matching
 * `recalculateAll`, which counts accepted connections.
 */
export async function revokeConnectionBetweenUsers(
  tx: DbOrTx,
  userIdA: string,
  userIdB: string,
): Promise<void> {
  const ids = await repository.profileIdsOfUsers(tx, [userIdA, userIdB]);
  await repository.addPoints(tx, ids, 'connection', -REPUTATION_POINTS.CONNECTION);
}

/**
 * +3 for one interaction. Call it for the sender of each message and for both members of a
 * completed video call: that is what `recalculateAll` counts.
 */
export async function awardInteraction(tx: DbOrTx, profileId: string): Promise<void> {
  await repository.addPoints(tx, [profileId], 'activity', REPUTATION_POINTS.INTERACTION);
}

/** +5 to the endorsed profile. */
export async function awardEndorsement(tx: DbOrTx, profileId: string): Promise<void> {
  await repository.addPoints(tx, [profileId], 'endorsement', REPUTATION_POINTS.ENDORSEMENT);
}

/** Recomputes every profile's scores from the source data (for the seed and for repair). */
export async function recalculateAll(db: DbOrTx): Promise<void> {
  await repository.recalculateAllScores(db, {
    connection: REPUTATION_POINTS.CONNECTION,
    endorsement: REPUTATION_POINTS.ENDORSEMENT,
    interaction: REPUTATION_POINTS.INTERACTION,
  });
}

function toResponse(row: ScoreRow): ReputationResponse {
  return { ...row, level: reputationLevel(row.totalScore) };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', reputationMessages.profileNotFound);
}

/**
 * The profile with its skills, when `viewer` may see it by the profile's own visibility rule
 * (members-only, blocks, suspension): reputation and endorsements never show more than the
 * profile page does.
 */
async function visibleProfile(executor: DbOrTx, profileId: string, viewer: ProfileViewer) {
  await findProfileVisibleTo(executor, profileId, viewer);
  const profile = await repository.findProfile(executor, profileId);
  if (!profile) throw notFound();
  return profile;
}

async function scoresOf(executor: DbOrTx, profileId: string): Promise<ReputationResponse> {
  const row = await repository.findScores(executor, profileId);
  // The migration's trigger gives every profile a row; a missing one reads as zero.
  return toResponse(
    row ?? { profileId, totalScore: 0, connectionScore: 0, endorsementScore: 0, activityScore: 0 },
  );
}

type Member = NonNullable<ProfileViewer>;

export function createReputationService(db: Db) {
  /** Checks every endorsement rule for the viewer and the skill; answers the profile's skill. */
  async function endorsable(tx: DbOrTx, viewer: Member, profileId: string, skill: string) {
    const profile = await visibleProfile(tx, profileId, viewer);
    if (profile.userId === viewer.id) {
      throw new AppError('VALIDATION_FAILED', reputationMessages.ownProfile);
    }
    if (!(await repository.hasAcceptedConnection(tx, viewer.id, profile.userId))) {
      throw new AppError('FORBIDDEN', reputationMessages.notConnected);
    }
    const listed = profile.skills.find((own) => own.toLowerCase() === skill.toLowerCase());
    if (!listed) throw new AppError('VALIDATION_FAILED', reputationMessages.unknownSkill);
    return { profile, skill: listed };
  }

  async function changed(
    tx: DbOrTx,
    viewer: Member,
    profileId: string,
    skill: string,
  ): Promise<EndorseSkillResponse> {
    return {
      skill: {
        skill,
        count: await repository.countEndorsementsOfSkill(tx, profileId, skill),
        endorsedByViewer: (
          await repository.endorsementCounts(tx, profileId, viewer.id)
        ).byViewer.has(skill),
      },
      reputation: await scoresOf(tx, profileId),
    };
  }

  return {
    async getReputation(profileId: string, viewer: ProfileViewer): Promise<ReputationResponse> {
      await visibleProfile(db, profileId, viewer);
      return scoresOf(db, profileId);
    },

    async listEndorsements(
      profileId: string,
      viewer: ProfileViewer,
    ): Promise<EndorsementsResponse> {
      const profile = await visibleProfile(db, profileId, viewer);
      const { counts, byViewer } = await repository.endorsementCounts(
        db,
        profileId,
        viewer?.id ?? null,
      );
      const viewerCanEndorse =
        viewer !== null &&
        viewer.id !== profile.userId &&
        (await repository.hasAcceptedConnection(db, viewer.id, profile.userId));
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
      return db.transaction(async (tx) => {
        const { skill } = await endorsable(tx, viewer, profileId, requested);
        const inserted = await repository.insertEndorsement(tx, {
          endorserId: viewer.id,
          profileId,
          skill,
        });
        if (!inserted) throw new AppError('CONFLICT', reputationMessages.alreadyEndorsed);
        await awardEndorsement(tx, profileId);
        return changed(tx, viewer, profileId, skill);
      });
    },

    /** Withdraws the viewer's endorsement and takes its points back, in one transaction. */
    async withdrawEndorsement(
      viewer: Member,
      profileId: string,
      requested: string,
    ): Promise<EndorseSkillResponse> {
      return db.transaction(async (tx) => {
        const profile = await visibleProfile(tx, profileId, viewer);
        const skill =
          profile.skills.find((own) => own.toLowerCase() === requested.toLowerCase()) ?? requested;
        const deleted = await repository.deleteEndorsement(tx, {
          endorserId: viewer.id,
          profileId,
          skill,
        });
        if (!deleted) throw new AppError('NOT_FOUND', reputationMessages.notEndorsed);
        await repository.addPoints(tx, [profileId], 'endorsement', -REPUTATION_POINTS.ENDORSEMENT);
        return changed(tx, viewer, profileId, skill);
      });
    },
  };
}

export type ReputationService = ReturnType<typeof createReputationService>;
