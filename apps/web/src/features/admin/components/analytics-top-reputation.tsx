import { Link } from 'react-router';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/intl-formats';

/** The members with the highest reputation, each linking to their admin page. */
export function AnalyticsTopReputation({ topReputation }: Pick<AdminAnalytics, 'topReputation'>) {
  return (
    <Card padding="comfortable" className="min-w-0">
      <section aria-labelledby="analytics-reputation-heading">
        <h2 id="analytics-reputation-heading" className="text-lg font-semibold text-slate-900">
          Top reputation
        </h2>
        <p className="mb-4 text-sm text-slate-600">All-time reputation points</p>
        {topReputation.length > 0 ? (
          <ol className="divide-y divide-slate-100">
            {topReputation.map((member, index) => (
              <li key={member.userId} className="flex items-center gap-3 py-2">
                <span className="w-6 text-right text-sm text-slate-500 tabular-nums">
                  {index + 1}.
                </span>
                <MemberAvatar
                  name={member.name}
                  imageUrl={member.imageUrl}
                  size="sm"
                  decorative
                  lazy
                />
                <Link
                  to={`/admin/users/${member.userId}`}
                  className="min-w-0 flex-1 font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {member.name}
                </Link>
                <span className="text-sm font-semibold text-slate-900 tabular-nums">
                  {formatCount(member.score)}
                  <span className="sr-only"> points</span>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
            No member has earned reputation yet.
          </p>
        )}
      </section>
    </Card>
  );
}
