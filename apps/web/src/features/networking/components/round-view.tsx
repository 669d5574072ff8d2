import { useId } from 'react';
import type { NetworkingRound } from '@cofound/shared/networking/networking.schemas';
import { roundPhase } from '../model/round-phase';
import { useSecondsLeft } from '../model/use-seconds-left';
import { PartnerCard } from './partner-card';
import { PartnerDecision } from './partner-decision';
import { RoundActions } from './round-actions';
import { RoundChat } from './round-chat';
import { RoundTimer } from './round-timer';
import { StateHeading } from './state-heading';

type RoundViewProps = { round: NetworkingRound; focusOnMount: boolean };

/** One round: who it is with, the time left, the chat, the decision, and what comes next. */
export function RoundView({ round, focusOnMount }: RoundViewProps) {
  const headingId = useId();
  const secondsLeft = useSecondsLeft(round.endsAt);
  const phase = roundPhase(round, secondsLeft);
  const open = phase === 'running';
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <StateHeading id={headingId} focusOnMount={focusOnMount}>
          Your round with {round.partner.name}
        </StateHeading>
        <RoundTimer phase={phase} secondsLeft={secondsLeft} partnerName={round.partner.name} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <PartnerCard partner={round.partner} />
        <div className="space-y-6">
          <RoundChat round={round} open={open} />
          <PartnerDecision partner={round.partner} decision={round.decision} />
          <RoundActions over={!open} />
        </div>
      </div>
    </section>
  );
}
