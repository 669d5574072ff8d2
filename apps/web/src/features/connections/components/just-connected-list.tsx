import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';

export type JustConnected = { profileId: string; name: string };

type JustConnectedListProps = {
  items: readonly JustConnected[];
  /** The newest one takes the focus: its Accept button has just gone. */
  focusProfileId: string | null;
};

/** Requests accepted just now, each with 'Say hello' straight into the chat. */
export function JustConnectedList({ items, focusProfileId }: JustConnectedListProps) {
  const focused = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusProfileId) focused.current?.focus();
  }, [focusProfileId]);
  if (items.length === 0) return null;
  return (
    <ul aria-label="Just connected" className="divide-y divide-slate-200">
      {items.map(({ profileId, name }) => (
        <li key={profileId} className="flex flex-wrap items-center gap-3 py-3">
          <p className="min-w-0 flex-1 text-sm text-slate-800">
            You and <strong className="font-semibold">{name}</strong> are connected.
          </p>
          <Link
            ref={profileId === focusProfileId ? focused : undefined}
            to={`/messages/${profileId}`}
            className={buttonStyles({ size: 'sm' })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Say hello<span className="sr-only"> to {name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
