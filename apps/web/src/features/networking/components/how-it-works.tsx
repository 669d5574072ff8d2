import { useId } from 'react';
import { DoorOpen, Handshake, MessageCircle } from 'lucide-react';
import { NETWORKING_ROUND_SECONDS } from '@cofound/shared/networking/networking.schemas';
import { surfaceStyles } from '../../../components/ui/card';

const roundMinutes = NETWORKING_ROUND_SECONDS / 60;

const steps = [
  {
    icon: DoorOpen,
    title: 'Join the lobby',
    text: 'Step in whenever you have a few minutes to meet other founders.',
  },
  {
    icon: MessageCircle,
    title: 'Meet your best match',
    text: `You're paired with the best-matching founder who is waiting, for a ${roundMinutes}-minute round with a chat.`,
  },
  {
    icon: Handshake,
    title: 'Connect or pass',
    text: 'Say Connect or Pass. If you both connect, a connection request is created, as on the deck.',
  },
];

/** The three steps of speed networking. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={surfaceStyles('comfortable')}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        How it works
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-0.5 text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
