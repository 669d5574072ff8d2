import { Link } from 'react-router';
import type {
  AdminMatchDecision,
  DecisionMember,
} from '@cofound/shared/admin/admin-matchmaking.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { ScoreBadge } from '../../../components/member/score-badge';
import { surfaceStyles } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { RelativeTime } from './relative-time';

function MemberLink({ member }: { member: DecisionMember }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="xs" decorative lazy />
      <Link
        to={`/admin/users/${member.userId}`}
        className="min-w-0 font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
      >
        {member.name}
      </Link>
    </span>
  );
}

/** One decision: who liked or passed on whom, the score they were shown, and when. */
export function MatchmakingDecisionItem({ decision }: { decision: AdminMatchDecision }) {
  return (
    <article
      className={surfaceStyles(
        'compact',
        'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
        <MemberLink member={decision.user} />{' '}
        <span className={decision.liked ? 'font-medium text-emerald-800' : 'text-slate-600'}>
          {decision.liked ? 'liked' : 'passed on'}
        </span>{' '}
        <MemberLink member={decision.profile} />
      </p>
      <p className="flex shrink-0 items-center gap-3 text-sm text-slate-600">
        <ScoreBadge score={decision.score} />
        <RelativeTime iso={decision.decidedAt} />
      </p>
    </article>
  );
}

/** A decision's placeholder while the first page loads. */
export function MatchmakingDecisionSkeleton() {
  return <Skeleton className="h-16 rounded-2xl" />;
}
