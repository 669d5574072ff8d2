import type { AdminMemberDetail } from '@cofound/shared/admin/admin-members.schemas';
import { pluralize } from '../../../lib/plural';
import { DetailSection } from './detail-section';
import { RelativeTime } from './relative-time';
import { formatCount } from '../../../lib/intl-formats';

type MemberActivityProps = Pick<AdminMemberDetail, 'connections' | 'sessions'>;

/** How connected the member is, and whether they are signed in anywhere now. */
export function MemberActivity({ connections, sessions }: MemberActivityProps) {
  return (
    <>
      <DetailSection title="Connections">
        <p className="text-3xl font-bold text-slate-900 tabular-nums">{formatCount(connections)}</p>
        <p className="text-sm text-slate-600">Accepted connections with other members</p>
      </DetailSection>
      <DetailSection title="Sessions">
        <p className="text-3xl font-bold text-slate-900 tabular-nums">
          {formatCount(sessions.live)}
        </p>
        <p className="text-sm text-slate-600">
          {sessions.live === 0
            ? 'No live sessions'
            : pluralize(sessions.live, { one: 'live session', other: 'live sessions' })}
          {' · '}
          {sessions.lastActiveAt ? (
            <>
              Last active <RelativeTime iso={sessions.lastActiveAt} />
            </>
          ) : (
            'Never active'
          )}
        </p>
      </DetailSection>
    </>
  );
}
