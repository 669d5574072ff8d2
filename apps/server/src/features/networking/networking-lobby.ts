import { NETWORKING_ROUND_SECONDS } from '@cofound/shared/networking/networking.schemas';
import type { NetworkingQueries, OwnLobbyProfile } from './networking.repository';
import { pickPartner } from './networking-pairing';

/** How many of the longest waiting the pairing scores; the lobby is rarely longer. */
const CANDIDATES_SCORED = 500;

export type LobbyOutcome =
  | { kind: 'waiting' }
  | { kind: 'in_round'; matchId: string }
  | { kind: 'paired'; matchId: string; partnerUserId: string };

/**
 * The member says they are in the lobby, inside the caller's transaction: a member still in a
 * round with someone they may see stays there; anyone else waits (a heartbeat keeps their
 * place) and is paired at once with the best-scoring waiting member who may meet them.
 */
export async function waitInLobby(
  queries: NetworkingQueries,
  member: OwnLobbyProfile,
): Promise<LobbyOutcome> {
  await queries.lockLobby();
  const session = await queries.findSession(member.userId);
  if (session?.status === 'in_round' && session.matchId) {
    const round = await queries.findRound(session.matchId, member.userId);
    if (round && (await queries.partnerVisible(member.userId, round.partnerUserId))) {
      return { kind: 'in_round', matchId: round.id };
    }
  }
  await queries.dropStaleWaiters();
  await queries.upsertWaiting(member.userId);
  const partner = pickPartner(member, await queries.waitingCandidates(member, CANDIDATES_SCORED));
  if (!partner) return { kind: 'waiting' };
  const matchId = await queries.startRound(member.userId, partner.userId, NETWORKING_ROUND_SECONDS);
  return { kind: 'paired', matchId, partnerUserId: partner.userId };
}

/**
 * The member moves on from their round, inside the caller's transaction: it closes for both (if
 * still open) and the member is out of the lobby until they wait again. Answers the partner to
 * tell, or null when there was no round.
 */
export async function leaveRound(
  queries: NetworkingQueries,
  userId: string,
): Promise<{ matchId: string; partnerUserId: string } | null> {
  const session = await queries.findSession(userId);
  await queries.deleteSession(userId);
  if (session?.status !== 'in_round' || !session.matchId) return null;
  const round = await queries.findRound(session.matchId, userId);
  if (!round) return null;
  await queries.endRound(round.id, userId);
  return { matchId: round.id, partnerUserId: round.partnerUserId };
}
