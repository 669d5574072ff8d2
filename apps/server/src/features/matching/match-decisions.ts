// Like, pass and undo as units of work: the decision, the Saved list and the connection a mutual
// like opens change together or not at all.
import type { DbOrTx } from '../../db/client';
import {
  findLiveConnection,
  openMutualLikeConnection,
  withdrawPendingConnection,
  type LiveConnection,
} from '../connections';
import type { MatchingRepository } from './matching.repository';

export type StoredDecision = {
  liked: boolean;
  score: number;
  decidedAt: Date;
  mutual: boolean;
  connection: (LiveConnection & { createdByThis: boolean }) | null;
  /** A pending connection an earlier like had created, withdrawn by deciding pass now. */
  withdrawn: { id: string; receiverId: string } | null;
};

type Target = { id: string; userId: string };

async function withdrawIfPending(tx: DbOrTx, connectionId: string | null) {
  if (!connectionId) return null;
  const withdrawn = await withdrawPendingConnection(tx, connectionId);
  return withdrawn ? { id: connectionId, receiverId: withdrawn.receiverId } : null;
}

/**
 * Stores (or updates) the decision with the server's score and takes the profile off the Saved
 * list. When this like completes a mutual like and the pair has no live connection, it opens one
 * pending connection from this member to the other; a pass withdraws the still-pending
 * connection an earlier like had opened.
 */
export function storeDecision(
  repository: MatchingRepository,
  input: { userId: string; viewerProfileId: string; target: Target; liked: boolean; score: number },
): Promise<StoredDecision> {
  const { userId, viewerProfileId, target, liked, score } = input;
  return repository.transaction(async (queries, tx) => {
    await queries.lockPairDecisions(userId, target.userId);
    const previous = await queries.findDecision(userId, target.id);
    const decidedAt = await queries.upsertDecision({ userId, profileId: target.id, liked, score });
    const withdrawn = liked ? null : await withdrawIfPending(tx, previous?.connectionId ?? null);
    await queries.unsave(userId, target.id);

    let mutual = false;
    let connection: StoredDecision['connection'] = null;
    if (liked) {
      const theirs = await queries.findDecision(target.userId, viewerProfileId);
      mutual = theirs?.liked === true;
      const existing = mutual ? await findLiveConnection(tx, userId, target.userId) : null;
      if (existing) {
        connection = { ...existing, createdByThis: existing.id === previous?.connectionId };
      } else if (mutual) {
        const created = await openMutualLikeConnection(tx, userId, target.userId);
        await queries.setDecisionConnection(userId, target.id, created.id);
        connection = { id: created.id, senderId: userId, status: 'pending', createdByThis: true };
      }
    }
    return { liked, score, decidedAt, mutual, connection, withdrawn };
  });
}

/** Undo: removes the decision and withdraws the still-pending connection it opened. */
export function undoDecision(
  repository: MatchingRepository,
  userId: string,
  target: Target,
): Promise<{ found: boolean; withdrawn: { id: string; receiverId: string } | null }> {
  return repository.transaction(async (queries, tx) => {
    await queries.lockPairDecisions(userId, target.userId);
    const removed = await queries.deleteDecision(userId, target.id);
    if (!removed) return { found: false, withdrawn: null };
    return { found: true, withdrawn: await withdrawIfPending(tx, removed.connectionId) };
  });
}
