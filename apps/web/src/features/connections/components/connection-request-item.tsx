import { Check, X } from 'lucide-react';
import type { ConnectionRequest } from '@cofound/shared/connections/connections.schemas';
import { Button } from '../../../components/ui/button';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { HeadingLink } from '../../../components/ui/text-link';

const sentDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

type ConnectionRequestItemProps = {
  request: ConnectionRequest;
  /** The decision being saved for this request. */
  pending: 'accept' | 'reject' | null;
  /** Another decision is being saved. */
  blocked: boolean;
  onDecide: (verb: 'accept' | 'reject') => void;
};

/** One incoming request: the sender's image, name, title and the date sent, accept or reject. */
export function ConnectionRequestItem({
  request,
  pending,
  blocked,
  onDecide,
}: ConnectionRequestItemProps) {
  const { sender } = request;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <MemberAvatar name={sender.name} imageUrl={sender.imageUrl} size="md" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            <HeadingLink to={`/profile/${sender.profileId}`}>{sender.name}</HeadingLink>
          </p>
          {sender.title && <p className="text-sm text-slate-700">{sender.title}</p>}
          <p className="text-xs text-slate-600">
            Sent{' '}
            <time dateTime={request.createdAt}>{sentDate.format(new Date(request.createdAt))}</time>
          </p>
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          size="sm"
          className="flex-1 sm:flex-none"
          loading={pending === 'accept'}
          disabled={blocked}
          aria-label={`Accept request from ${sender.name}`}
          onClick={() => onDecide('accept')}
        >
          {pending !== 'accept' && <Check aria-hidden="true" className="size-4" />}
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="flex-1 sm:flex-none"
          loading={pending === 'reject'}
          disabled={blocked}
          aria-label={`Reject request from ${sender.name}`}
          onClick={() => onDecide('reject')}
        >
          {pending !== 'reject' && <X aria-hidden="true" className="size-4" />}
          Reject
        </Button>
      </div>
    </li>
  );
}
