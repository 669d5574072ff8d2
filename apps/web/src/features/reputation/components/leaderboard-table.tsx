import { Link } from 'react-router';
import type { Leader } from '@cofound/shared/reputation/leaderboard.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { pluralForm } from '../../../lib/plural';
import { LevelBadge } from './level-badge';

const memberLink = 'font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline';

/** The three component scores, in the order both layouts show them. */
const scoreParts = [
  { label: 'Connections', of: (leader: Leader) => leader.connectionScore },
  { label: 'Endorsements', of: (leader: Leader) => leader.endorsementScore },
  { label: 'Activity', of: (leader: Leader) => leader.activityScore },
] as const;

/**
 * The leaders with their three component scores: a table from 768 px, a list of cards below
 * (one of the two is displayed at a time).
 */
export function LeaderboardTable({ leaders, caption }: { leaders: Leader[]; caption: string }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-16 py-2 pr-2">
              Rank
            </th>
            <th scope="col" className="py-2 pr-2">
              Founder
            </th>
            {scoreParts.map((part) => (
              <th key={part.label} scope="col" className="py-2 pr-2 text-right">
                {part.label}
              </th>
            ))}
            <th scope="col" className="py-2 pr-2 text-right">
              Total
            </th>
            <th scope="col" className="py-2">
              Level
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leaders.map((leader) => (
            <tr key={leader.member.profileId}>
              <td className="py-3 pr-2 font-semibold text-slate-600 tabular-nums">{leader.rank}</td>
              <td className="py-3 pr-2">
                <div className="flex items-center gap-3">
                  <LeaderAvatar leader={leader} />
                  <div className="min-w-0">
                    <LeaderLink leader={leader} />
                    {leader.member.title && (
                      <p className="truncate text-slate-600">{leader.member.title}</p>
                    )}
                  </div>
                </div>
              </td>
              {scoreParts.map((part) => (
                <td key={part.label} className="py-3 pr-2 text-right tabular-nums">
                  {part.of(leader)}
                </td>
              ))}
              <td className="py-3 pr-2 text-right font-semibold text-slate-900 tabular-nums">
                {leader.totalScore}
              </td>
              <td className="py-3">
                <LevelBadge level={leader.level} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ol aria-label={caption} className="space-y-3 md:hidden">
        {leaders.map((leader) => (
          <li key={leader.member.profileId} className="rounded-xl border border-slate-200 p-3">
            <div className="flex items-center gap-3">
              <span className="w-6 shrink-0 text-right font-semibold text-slate-600 tabular-nums">
                <span className="sr-only">Rank </span>
                {leader.rank}
              </span>
              <LeaderAvatar leader={leader} />
              <div className="min-w-0 flex-1">
                <LeaderLink leader={leader} />
                <p className="text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{leader.totalScore}</span>{' '}
                  {pluralForm(leader.totalScore, { one: 'point', other: 'points' })}
                </p>
              </div>
              <LevelBadge level={leader.level} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-xs">
              {scoreParts.map((part) => (
                <Part key={part.label} label={part.label} value={part.of(leader)} />
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}

function LeaderAvatar({ leader }: { leader: Leader }) {
  return (
    <MemberAvatar
      name={leader.member.name}
      imageUrl={leader.member.imageUrl}
      size="sm"
      decorative
    />
  );
}

function LeaderLink({ leader }: { leader: Leader }) {
  return (
    <Link to={`/profile/${leader.member.profileId}`} className={memberLink}>
      {leader.member.name}
    </Link>
  );
}

function Part({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 px-1 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
