import type { NetworkingRound } from '@cofound/shared/networking/networking.schemas';

/**
 * Where a round stands: still running, out of time, ended because the partner moved on, or
 * ended early otherwise. Only a running round takes messages.
 */
export type RoundPhase = 'running' | 'time_up' | 'partner_left' | 'ended';

export function roundPhase(
  round: Pick<NetworkingRound, 'endedAt' | 'partnerLeft'>,
  secondsLeft: number,
): RoundPhase {
  if (round.partnerLeft) return 'partner_left';
  if (round.endedAt) return 'ended';
  return secondsLeft > 0 ? 'running' : 'time_up';
}
