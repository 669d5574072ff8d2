import { ProjectFitIndex } from './project-fit-index';
import type { TeamMatchesRepository } from './team-matches.repository';

/**
 * How far back each catch-up looks before the last database clock it saw: a project write whose
 * transaction commits later than this after its updated_at would be missed until the next load.
 */
const CATCH_UP_WINDOW_MS = 2 * 60_000;

export type LiveProjectFitIndex = { fresh(): Promise<ProjectFitIndex> };

/**
 * Keeps a ProjectFitIndex in step with the projects table on this and every other instance: each
 * ranking first reads the projects written since the last look (usually none). A deleted project
 * stays in the index until the next restart, and the card query skips it.
 */
export function createLiveProjectFitIndex(
  repository: Pick<TeamMatchesRepository, 'loadProjectFacts' | 'projectFactsChangedSince'>,
): LiveProjectFitIndex {
  const index = new ProjectFitIndex();
  let loading: Promise<void> | null = null;
  let seenAt = 0;

  function load(): Promise<void> {
    loading ??= repository.loadProjectFacts().then(
      ({ rows, asOf }) => {
        for (const row of rows) index.upsert(row);
        seenAt = asOf.getTime();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return {
    async fresh() {
      await load();
      const { rows, asOf } = await repository.projectFactsChangedSince(
        new Date(seenAt - CATCH_UP_WINDOW_MS),
      );
      for (const row of rows) {
        if (index.versionOf(row.id) !== row.updatedAt.getTime()) index.upsert(row);
      }
      seenAt = Math.max(seenAt, asOf.getTime());
      return index;
    },
  };
}
