import type { MatchDecisionResult } from '@cofound/shared/matching/matching.schemas';

/** The toast after a like that made the interest mutual, or null for any other decision. */
export function mutualLikeMessage(name: string, result: MatchDecisionResult): string | null {
  if (!result.mutual) return null;
  if (result.connection?.status === 'accepted') {
    return `It's a match! You and ${name} are already connected.`;
  }
  return `It's a match! A connection request was sent to ${name}.`;
}
