import { MemberFitIndex } from './member-fit-index';
import { ProjectFitIndex } from './project-fit-index';
import type { TeamMatchesRepository } from './team-matches.repository';

/**
 * How far back each catch-up looks before the last database clock it saw: a write whose
 * transaction commits later than this after its updated_at would be missed until a restart.
 */
const CATCH_UP_WINDOW_MS = 2 * 60_000;

/** Loads once, then before each use reads what was written since the last look. */
function liveIndex<Index>(
  index: Index,
  load: () => Promise<Date>,
  catchUp: (since: Date) => Promise<Date>,
): () => Promise<Index> {
  let loading: Promise<void> | null = null;
  let seenAt = 0;
  return async () => {
    loading ??= load().then(
      (asOf) => {
        seenAt = asOf.getTime();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    await loading;
    const asOf = await catchUp(new Date(seenAt - CATCH_UP_WINDOW_MS));
    seenAt = Math.max(seenAt, asOf.getTime());
    return index;
  };
}

export type LiveFitIndexes = {
  /**
   * Every project's fit facts and its owner's activity tier, as the database holds them now
   * (deleted ones may linger).
   */
  projects(): Promise<ProjectFitIndex>;
  /** Every listed member's fit facts, reputation included, as the database holds them now. */
  members(): Promise<MemberFitIndex>;
};

/**
 * The team-fit indexes of this instance, kept in step with the projects, profiles and
 * reputation tables written by every instance (docs/decisions/0014).
 *
 * The project index also follows its owners' profiles. Team matches rank a project whose owner
 * is quiet after equal scores of active owners and leave out one whose owner is away
 * (docs/decisions/0033-stale-profiles-sink.md), but a tier change writes the owner's profile, not
 * the project: so the project catch-up also re-reads the projects of every owner whose profile
 * was written since, and each row carries its owner's tier. Leaving the rule to the card query
 * alone would not be exact: an index ranking without the tier cuts its page among equal scores
 * by id, so a quiet owner's project could take the last place an equal active owner's should
 * have, and every away owner's project would cost a card and often another round. The card
 * query still reads the tier and leaves out away owners, for a tier moved between the catch-up
 * and the cards, as it does for the owner's status.
 */
export function createLiveFitIndexes(
  repository: Pick<
    TeamMatchesRepository,
    'loadProjectFacts' | 'projectFactsChangedSince' | 'loadMemberFacts' | 'memberFactsChangedSince'
  >,
): LiveFitIndexes {
  const projectIndex = new ProjectFitIndex();
  const memberIndex = new MemberFitIndex();
  return {
    projects: liveIndex(
      projectIndex,
      async () => {
        const { rows, asOf } = await repository.loadProjectFacts();
        for (const row of rows) projectIndex.upsert(row);
        return asOf;
      },
      async (since) => {
        const { rows, asOf } = await repository.projectFactsChangedSince(since);
        for (const row of rows) if (!projectIndex.holds(row)) projectIndex.upsert(row);
        return asOf;
      },
    ),
    members: liveIndex(
      memberIndex,
      async () => {
        const { rows, asOf } = await repository.loadMemberFacts();
        for (const row of rows) memberIndex.upsert(row);
        return asOf;
      },
      async (since) => {
        const { rows, totals, asOf } = await repository.memberFactsChangedSince(since);
        for (const row of rows) memberIndex.upsert(row);
        for (const { profileId, total } of totals) memberIndex.setReputation(profileId, total);
        return asOf;
      },
    ),
  };
}
