import type { MatchDecisionResult } from '@cofound/shared/matching/matching.schemas';

export type MatchConnection = MatchDecisionResult['connection'];

/**
 * What happens after a mutual like, for the 'It's a match!' dialog. The like that completes the
 * match sends the connection request (docs/product.md#like-and-pass); the other member accepts.
 */
export function matchNextStep(name: string, connection: MatchConnection): string {
  if (connection?.status === 'accepted') {
    return `You and ${name} are already connected. Say hello!`;
  }
  if (connection?.createdByThis) {
    return `We sent ${name} a connection request. Once they accept it, you can message each other.`;
  }
  if (connection) {
    return `${name} has already asked to connect with you. Accept their request to start talking.`;
  }
  return `You and ${name} liked each other.`;
}
