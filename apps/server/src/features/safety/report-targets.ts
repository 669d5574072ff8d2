// What safety knows about reportable content, told by the features that own it: who wrote a
// given piece, how an admin sees it and how it is removed. Safety depends on none of them.
import type {
  ReportedContent,
  ReportTargetKind,
} from '@cofound/shared/admin/admin-reports.schemas';
import type { ReportContentKind } from '@cofound/shared/safety/safety.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { DbOrTx } from '../../db/client';

/**
 * Finds who wrote a reportable thing (an idea, a comment, a circle post) as the reporter sees
 * it: its author's user id, or null when it does not exist or is hidden from them.
 */
export type ReportTargetResolver = (
  contentId: string,
  reporter: SessionUser,
) => Promise<{ authorUserId: string } | null>;

/** What the owner publishes once a removal has committed (its live events). */
export type RemovedContent = { afterCommit: () => Promise<void> };

/** How an admin sees reported content of one kind and removes it. */
export type ModeratedContent = {
  /** The content of these ids as an admin sees it, in context; ids that are gone are left out. */
  show(contentIds: readonly string[]): Promise<Map<string, ReportedContent>>;
  /**
   * Removes it through the owner's own delete path (its counters move with it), inside the
   * admin's unit of work; null when it was gone already.
   */
  remove(tx: DbOrTx, contentId: string): Promise<RemovedContent | null>;
};

/** A kind members report by its id: also who wrote it. */
export type ReportTarget = ModeratedContent & { author: ReportTargetResolver };

/** Every kind with content of its own: all but the profile itself. */
export type ModeratedKind = Exclude<ReportTargetKind, 'profile'>;

export function createReportTargets() {
  const moderated = new Map<ModeratedKind, ModeratedContent>();
  const authors = new Map<ReportContentKind, ReportTargetResolver>();

  /**
   * Lets `kind` be reported and moderated. A message is named by the report's own column, so
   * its owner tells only how it is shown and removed.
   */
  function addReportTarget(kind: 'message', target: ModeratedContent): void;
  function addReportTarget(kind: ReportContentKind, target: ReportTarget): void;
  function addReportTarget(kind: ModeratedKind, target: ModeratedContent | ReportTarget): void {
    moderated.set(kind, target);
    if (kind !== 'message' && 'author' in target) authors.set(kind, target.author);
  }

  return {
    addReportTarget,
    authorOf: (kind: ReportContentKind) => authors.get(kind) ?? null,
    moderatedContent: (kind: ModeratedKind) => moderated.get(kind) ?? null,
  };
}
