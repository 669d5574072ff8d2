import { matchScore, type MatchProfile } from '@cofound/shared/matching/match-score';

/** A member waiting in the lobby who may be paired with the one joining. */
export type WaitingCandidate = MatchProfile & { userId: string; joinedAt: Date };

/**
 * The partner for `member` among the waiting candidates: the best match score, and of equal
 * scores the one who has waited longest (then the lower id, so the choice never depends on the
 * order rows came in). Null when nobody waits.
 */
export function pickPartner<C extends WaitingCandidate>(
  member: MatchProfile,
  candidates: readonly C[],
): C | null {
  let best: { candidate: C; score: number } | null = null;
  for (const candidate of candidates) {
    const { score } = matchScore(member, candidate);
    if (!best || isBetter(candidate, score, best.candidate, best.score))
      best = { candidate, score };
  }
  return best?.candidate ?? null;
}

function isBetter(
  candidate: WaitingCandidate,
  score: number,
  best: WaitingCandidate,
  bestScore: number,
): boolean {
  if (score !== bestScore) return score > bestScore;
  const waited = candidate.joinedAt.getTime() - best.joinedAt.getTime();
  if (waited !== 0) return waited < 0;
  return candidate.userId < best.userId;
}
