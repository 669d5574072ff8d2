import { matchScore } from '@cofound/shared/matching/match-score';
import {
  matchListValues,
  matchingMessages,
  type MatchCard,
  type MatchDecisionResult,
  type RecommendationsPage,
  type RecommendationsQuery,
  type SavedProfiles,
  type SaveResult,
  type UndoDecisionResult,
} from '@cofound/shared/matching/matching.schemas';
import { lastActiveOf } from '@cofound/shared/profiles/last-active';
import { isArchetype } from '@cofound/shared/personality-test/archetypes';
import { reputationLevel } from '@cofound/shared/reputation/reputation.rules';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { publicUploadUrl } from '../../storage';
import { invalidCursorError } from '../../lib/keyset-cursor';
import type { Realtime } from '../../realtime';
import type { LiveMatchIndex } from './live-match-index';
import type { IndexedProfile, RankCursor, RankFilters, Ranked } from './match-index';
import { storeDecision, undoDecision } from './match-decisions';
import { decodeMatchCursor, encodeMatchCursor } from './matching.cursor';
import type { CardRow, MatchingRepository } from './matching.repository';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { publishSafely } from '../../realtime/publish-safely';

const SAVED_LIST_LIMIT = 200;

/**
 * Where one deck page's time went, in ms: the reads before ranking (viewer, exclusions and the
 * index's catch-up, side by side), the index's ranking, and the cards' hydration.
 */
export type DeckTimings = { readsMs: number; rankMs: number; cardsMs: number };

function toCard(
  row: CardRow,
  ranked: Pick<Ranked, 'score' | 'components'>,
  mutualConnections?: number,
  now = new Date(),
): MatchCard {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    imageUrl: row.imageUrl,
    founderRole: row.founderRole,
    industry: row.industry,
    experience: row.experience,
    skills: [...row.skills],
    lookingFor: [...row.lookingFor],
    startupInterests: [...row.startupInterests],
    bio: row.bio,
    city: row.city,
    country: row.country,
    timeZone: row.timeZone,
    commitment: row.commitment,
    archetype: isArchetype(row.archetype) ? row.archetype : null,
    lastActive: lastActiveOf(row.lastActiveAt, now),
    linkedinVerified: row.linkedinVerified,
    githubVerified: row.githubVerified,
    reputation: { total: row.totalScore, level: reputationLevel(row.totalScore) },
    score: ranked.score,
    components: ranked.components,
    pitchUrl: row.pitchKey ? publicUploadUrl(row.pitchKey) : null,
    ...(mutualConnections !== undefined && { mutualConnections }),
  };
}

export function filtersOf(query: RecommendationsQuery): RankFilters {
  return {
    industry: query.industry || null,
    minExperience: query.minExperience ?? null,
    maxExperience: query.maxExperience ?? null,
    requiredSkills: matchListValues(query.requiredSkills),
    roles: matchListValues(query.roles),
    archetypes: matchListValues(query.archetypes),
    anySkills: [],
    verifiedOnly: query.verified === 'true',
  };
}

/**
 * Matching (docs/product.md#matching): the ranked deck, like/pass with the
 * server's own score, mutual likes becoming one pending connection, undo and the Saved list.
 */
export function createMatchingService(deps: {
  repository: MatchingRepository;
  index: LiveMatchIndex;
  realtime: Pick<Realtime, 'publish'>;
  log: ServiceLogger;
  /** Told the timings of every deck page (benchmarks). */
  onDeckTimings?: (timings: DeckTimings) => void;
}) {
  const { repository, index, realtime, log } = deps;

  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  const notify = publishSafely(realtime, log);

  /** The member's own profile to score with; `failure` and `missing` say what went wrong. */
  async function viewerProfile(user: SessionUser, failure: string, missing: AppError) {
    const viewer = await orFail(failure, () => repository.findMemberProfile(user.id));
    if (!viewer) throw missing;
    return viewer;
  }

  async function targetProfile(user: SessionUser, profileId: string, failure: string) {
    const target = await orFail(failure, () => repository.findActiveProfile(profileId, user.id));
    if (!target) throw new AppError('NOT_FOUND', matchingMessages.profileNotFound);
    if (target.userId === user.id) {
      throw new AppError('VALIDATION_FAILED', matchingMessages.ownProfile, {
        profileId: [matchingMessages.ownProfile],
      });
    }
    return target;
  }

  /**
   * The viewer's ranked cards after `after`, with the exclusions every deck has. The viewer's
   * profile, the exclusions and the index are read side by side (separate pool connections on
   * PostgreSQL); `filtersFor` may depend on the profile.
   */
  async function rankCards(
    user: SessionUser,
    filtersFor: (viewer: IndexedProfile) => RankFilters | null,
    after: RankCursor | null,
    limit: number,
  ): Promise<RecommendationsPage> {
    const started = performance.now();
    const [viewer, excluded, live] = await Promise.all([
      viewerProfile(
        user,
        matchingMessages.getProfileFailed,
        new AppError('NOT_FOUND', matchingMessages.profileNotFound),
      ),
      orFail(matchingMessages.fetchDecisionsFailed, () => repository.exclusionsFor(user.id)),
      orFail(matchingMessages.fetchMatchesFailed, () => index.fresh()),
    ]);
    const timings: DeckTimings = { readsMs: performance.now() - started, rankMs: 0, cardsMs: 0 };
    const filters = filtersFor(viewer);
    if (filters === null) return { items: [], nextCursor: null };
    return orFail(matchingMessages.fetchMatchesFailed, async () => {
      const request = {
        viewer,
        excludeProfileIds: [viewer.id, ...excluded.profileIds],
        filters,
        after,
        limit,
      };
      // A profile deleted since the index last looked shows up as a missing card: drop it
      // from the index and rank again (rare, so a couple of rounds at most).
      for (;;) {
        const rankStarted = performance.now();
        const ranked = live.rank(request);
        const cardsStarted = performance.now();
        timings.rankMs += cardsStarted - rankStarted;
        const profileIds = ranked.items.map((item) => item.profileId);
        const [cards, mutual] = await Promise.all([
          repository.cards(profileIds),
          repository.mutualCountsOfProfiles(user.id, profileIds),
        ]);
        const missing = ranked.items.filter((item) => !cards.has(item.profileId));
        if (missing.length === 0) {
          const last = ranked.items.at(-1);
          const rows = ranked.items.map((item) => cards.get(item.profileId)!);
          timings.cardsMs += performance.now() - cardsStarted;
          deps.onDeckTimings?.(timings);
          return {
            items: ranked.items.map((item, at) =>
              toCard(rows[at]!, item, mutual.get(rows[at]!.userId) ?? 0),
            ),
            nextCursor:
              ranked.hasMore && last
                ? encodeMatchCursor({
                    score: last.score,
                    activityTier: last.activityTier,
                    id: last.profileId,
                  })
                : null,
          };
        }
        timings.cardsMs += performance.now() - cardsStarted;
        for (const item of missing) index.forget(item.profileId);
      }
    });
  }

  return {
    async recommendations(
      user: SessionUser,
      query: RecommendationsQuery,
    ): Promise<RecommendationsPage> {
      const after = query.cursor ? decodeMatchCursor(query.cursor) : null;
      if (query.cursor && !after) throw invalidCursorError(matchingMessages.invalidCursor);
      return rankCards(user, () => filtersOf(query), after, query.limit);
    },

    /**
     * The best `limit` members of the viewer's own industry who share at least one of their
     * skills, by the match score, with the deck's exclusions (after a pitch).
     */
    async inField(user: SessionUser, limit: number): Promise<MatchCard[]> {
      const inFieldOf = (viewer: IndexedProfile): RankFilters | null =>
        viewer.industry === null || viewer.skills.length === 0
          ? null
          : { ...filtersOf({ limit }), industry: viewer.industry, anySkills: viewer.skills };
      return (await rankCards(user, inFieldOf, null, limit)).items;
    },

    /**
     * One member's card as the viewer's deck would show it (score, mutual connections), or null
     * when the viewer may not see them: inactive, blocked either way, or the viewer themself.
     */
    async card(user: SessionUser, profileId: string): Promise<MatchCard | null> {
      return orFail(matchingMessages.fetchMatchesFailed, async () => {
        const [viewer, target] = await Promise.all([
          repository.findMemberProfile(user.id),
          repository.findActiveProfile(profileId, user.id),
        ]);
        if (!viewer || !target || target.userId === user.id) return null;
        const [cards, mutual] = await Promise.all([
          repository.cards([profileId]),
          repository.mutualCounts(user.id, [target.userId]),
        ]);
        const row = cards.get(profileId);
        return row ? toCard(row, matchScore(viewer, row), mutual.get(row.userId) ?? 0) : null;
      });
    },

    /** Like or pass; the stored score is the server's, whatever the browser sent. */
    async decide(
      user: SessionUser,
      profileId: string,
      liked: boolean,
    ): Promise<MatchDecisionResult> {
      const viewer = await viewerProfile(
        user,
        matchingMessages.profileUnavailable,
        new AppError('INTERNAL', matchingMessages.profileUnavailable),
      );
      const target = await targetProfile(user, profileId, matchingMessages.storeDecisionFailed);
      const { score } = matchScore(viewer, target);
      const stored = await orFail(matchingMessages.storeDecisionFailed, () =>
        storeDecision(repository, {
          userId: user.id,
          viewerProfileId: viewer.id,
          target,
          liked,
          score,
        }),
      );
      if (stored.connection?.createdByThis && stored.connection.status === 'pending') {
        await notify([target.userId], 'connection.requested', {
          connectionId: stored.connection.id,
          senderProfileId: viewer.id,
        });
      }
      if (stored.withdrawn) {
        await notify([stored.withdrawn.receiverId], 'connection.changed', {
          connectionId: stored.withdrawn.id,
          status: 'withdrawn',
        });
      }
      return {
        profileId,
        liked: stored.liked,
        score: stored.score,
        decidedAt: stored.decidedAt.toISOString(),
        mutual: stored.mutual,
        connection: stored.connection && {
          id: stored.connection.id,
          status: stored.connection.status,
          createdByThis: stored.connection.createdByThis,
        },
      };
    },

    /** Undo: the decision goes, and the pending connection it created with it. */
    async undo(user: SessionUser, profileId: string): Promise<UndoDecisionResult> {
      const target = await orFail(matchingMessages.storeDecisionFailed, () =>
        repository.findProfileOwner(profileId),
      );
      if (!target) throw new AppError('NOT_FOUND', matchingMessages.profileNotFound);
      const undone = await orFail(matchingMessages.storeDecisionFailed, () =>
        undoDecision(repository, user.id, target),
      );
      if (undone.withdrawn) {
        await notify([undone.withdrawn.receiverId], 'connection.changed', {
          connectionId: undone.withdrawn.id,
          status: 'withdrawn',
        });
      }
      return { profileId, withdrawnConnectionId: undone.withdrawn?.id ?? null };
    },

    async saved(user: SessionUser): Promise<SavedProfiles> {
      const viewer = await viewerProfile(
        user,
        matchingMessages.getProfileFailed,
        new AppError('NOT_FOUND', matchingMessages.profileNotFound),
      );
      const rows = await orFail(matchingMessages.fetchMatchesFailed, () =>
        repository.savedCards(user.id, SAVED_LIST_LIMIT),
      );
      return {
        items: rows.map((row) => ({
          ...toCard(row, matchScore(viewer, row)),
          savedAt: row.savedAt.toISOString(),
        })),
      };
    },

    async save(user: SessionUser, profileId: string): Promise<SaveResult> {
      await targetProfile(user, profileId, matchingMessages.saveFailed);
      const savedAt = await orFail(matchingMessages.saveFailed, () =>
        repository.save(user.id, profileId),
      );
      return { profileId, savedAt: savedAt.toISOString() };
    },

    async unsave(user: SessionUser, profileId: string): Promise<void> {
      await orFail(matchingMessages.saveFailed, () => repository.unsave(user.id, profileId));
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
