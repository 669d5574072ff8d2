import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { Peer } from '@cofound/shared/messages/messages.schemas';
import { ActionMenu, type MenuAction } from '../../../components/ui/dropdown-menu';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { HeadingLink } from '../../../components/ui/text-link';

type ChatHeaderProps = {
  peer: Peer | undefined;
  headingLevel: 1 | 2;
  /** The peer deleted their account: there is no profile to link to. */
  deleted?: boolean;
  /** Phones: back to the list of connections. */
  onBack?: (() => void) | undefined;
  actions: readonly MenuAction[];
  /** Buttons beside the menu, e.g. Schedule Call. */
  aside?: ReactNode;
};

/** Who the conversation is with, and a menu of what can be done about them. */
export function ChatHeader({
  peer,
  headingLevel,
  deleted = false,
  onBack,
  actions,
  aside,
}: ChatHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4">
      {onBack && (
        <button
          type="button"
          onClick={onBack}
          aria-label="Back to connections"
          className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
      )}
      {peer && <MemberAvatar name={peer.name} imageUrl={peer.imageUrl} size="sm" decorative />}
      <div className="min-w-0 flex-1">
        <Heading className="truncate text-base font-semibold text-slate-900">
          {peer && deleted ? (
            peer.name
          ) : peer ? (
            <HeadingLink to={`/profile/${peer.profileId}`}>{peer.name}</HeadingLink>
          ) : (
            'Conversation'
          )}
        </Heading>
        {peer?.title && <p className="truncate text-sm text-slate-600">{peer.title}</p>}
      </div>
      {aside}
      {peer && actions.length > 0 && (
        <ActionMenu
          label={`More options for the conversation with ${peer.name}`}
          actions={actions}
        />
      )}
    </header>
  );
}
