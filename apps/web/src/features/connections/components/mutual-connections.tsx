import type { Peer } from '@cofound/shared/messages/messages.schemas';
import { Users } from 'lucide-react';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { cn } from '../../../lib/cn';
import { pluralize } from '../../../lib/plural';

type MutualConnectionsProps = {
  count: number;
  /** The first few of them, drawn as a small stack of avatars; an icon when none are given. */
  people?: readonly Peer[];
  className?: string;
};

export function mutualConnectionsText(count: number): string {
  return pluralize(count, { one: 'mutual connection', other: 'mutual connections' });
}

/** 'N mutual connections' on a profile or a card; nothing when there are none. */
export function MutualConnections({ count, people = [], className }: MutualConnectionsProps) {
  if (count <= 0) return null;
  const names = people.map((person) => person.name);
  return (
    <p className={cn('flex min-w-0 items-center gap-2 text-sm text-slate-700', className)}>
      {names.length > 0 ? (
        <span aria-hidden="true" className="flex shrink-0 -space-x-2">
          {people.map((person) => (
            <MemberAvatar
              key={person.profileId}
              name={person.name}
              imageUrl={person.imageUrl}
              size="xs"
              decorative
              className="ring-2 ring-white"
            />
          ))}
        </span>
      ) : (
        <Users aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      )}
      <span>{mutualConnectionsText(count)}</span>
      {names.length > 0 && <span className="sr-only">, including {names.join(', ')}</span>}
    </p>
  );
}
