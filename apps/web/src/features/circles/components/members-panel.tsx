import { Link } from 'react-router';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle, CircleMember } from '@cofound/shared/circles/circles.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { surfaceStyles } from '../../../components/ui/card';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { ConnectButton } from '../../connections/index';
import { useCircleMembers } from '../api/use-circle-members';
import { RoleBadge } from './circle-badges';

export const MEMBERS_FAILED = 'Failed to load the members. Please try again.';

type MembersPanelProps = { circle: Pick<Circle, 'id' | 'membersCount'>; viewerId: string | null };

/** The circle's members, moderators first, each with Connect; Load more for the rest. */
export function MembersPanel({ circle, viewerId }: MembersPanelProps) {
  const members = useCircleMembers(circle.id, viewerId, true);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="circle-members-heading" className={surfaceStyles('comfortable')}>
      <h2 id="circle-members-heading" className="text-base font-semibold text-slate-900">
        Members <span className="font-normal text-slate-600">({circle.membersCount})</span>
      </h2>
      <div className="mt-3">
        {members.isPending ? (
          <LoadingRows label="Loading members…" rows={3} rowClassName="h-16" />
        ) : members.isError && items.length === 0 ? (
          <LoadError message={MEMBERS_FAILED} onRetry={() => void members.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{circleMessages.noMembers}</p>
        ) : (
          <ul aria-label="Members" className="divide-y divide-slate-100">
            {items.map((item) => (
              <MemberRow key={item.member.profileId} item={item} />
            ))}
          </ul>
        )}
        {members.isFetchNextPageError && <Alert className="mt-3">{MEMBERS_FAILED}</Alert>}
        {members.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3 w-full"
            loading={members.isFetchingNextPage}
            onClick={() => void members.fetchNextPage()}
          >
            Load more members
          </Button>
        )}
      </div>
    </section>
  );
}

function MemberRow({ item }: { item: CircleMember }) {
  const { member } = item;
  return (
    <li className="flex min-w-0 gap-3 py-3">
      <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="sm" decorative lazy />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/profile/${member.profileId}`}
            className="min-w-0 truncate text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            {member.name}
          </Link>
          {item.role === 'moderator' && <RoleBadge role="moderator" />}
        </div>
        {member.title && <p className="truncate text-sm text-slate-600">{member.title}</p>}
        <ConnectButton
          profileId={member.profileId}
          state={item.connectionState}
          profileName={member.name}
          size="sm"
        />
      </div>
    </li>
  );
}
