import { useId } from 'react';
import {
  networkingMessages,
  type NetworkingRound,
} from '@cofound/shared/networking/networking.schemas';
import { surfaceStyles } from '../../../components/ui/card';
import { RoundComposer } from './round-composer';
import { RoundMessages } from './round-messages';

type RoundChatProps = { round: NetworkingRound; open: boolean };

/** The round's chat: the messages, and the box to write in while the round runs. */
export function RoundChat({ round, open }: RoundChatProps) {
  const headingId = useId();
  const { partner } = round;
  return (
    <section
      aria-labelledby={headingId}
      className={surfaceStyles('none', 'flex flex-col overflow-hidden')}
    >
      <h3
        id={headingId}
        className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900"
      >
        Chat
      </h3>
      <RoundMessages messages={round.messages} partnerName={partner.name} />
      {!open && (
        <p className="border-t border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700">
          {networkingMessages.roundOver}
        </p>
      )}
      <RoundComposer roundId={round.id} partnerName={partner.name} disabled={!open} />
    </section>
  );
}
