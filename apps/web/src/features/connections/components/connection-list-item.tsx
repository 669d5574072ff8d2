import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { ConnectionListItem as Item } from '@cofound/shared/connections/connections.schemas';
import { formatMessageTime } from '../../messages/index';
import { MemberAvatar } from '../../../components/member/member-avatar';

type ConnectionListItemProps = { item: Item; href: string; selected: boolean };

/** One connection: picture, name, the last message (or their title) and unread count. */
export function ConnectionListItem({ item, href, selected }: ConnectionListItemProps) {
  const { peer, lastMessage, unreadCount } = item;
  const unread = unreadCount > 0;
  const preview = lastMessage
    ? `${lastMessage.fromMe ? 'You: ' : ''}${lastMessage.body}`
    : peer.title || 'No messages yet';
  return (
    <li>
      <Link
        to={href}
        preventScrollReset
        aria-current={selected ? 'true' : undefined}
        className={clsx(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors',
          selected ? 'bg-brand-50' : 'hover:bg-slate-50',
        )}
      >
        <MemberAvatar name={peer.name} imageUrl={peer.imageUrl} size="sm" decorative />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-slate-900">{peer.name}</span>
            {lastMessage && (
              <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
                {formatMessageTime(lastMessage.createdAt)}
              </time>
            )}
          </span>
          <span
            className={clsx(
              'block truncate text-sm',
              unread ? 'font-semibold text-slate-900' : 'text-slate-600',
            )}
          >
            {preview}
          </span>
        </span>
        {unread && (
          <span className="min-w-6 shrink-0 rounded-full bg-brand-600 px-1.5 py-0.5 text-center text-xs font-bold text-white">
            {unreadCount}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}
