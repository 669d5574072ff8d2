import { Handshake, Rocket, UserPlus, UsersRound, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '@cofound/shared/admin/admin-stats.schemas';
import { surfaceStyles } from '../../../components/ui/card';
import { StatChangeLine } from './stat-change-line';

type StatKey = Exclude<keyof AdminStats, 'period'>;

const statCards: readonly { key: StatKey; label: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Total users', icon: UsersRound },
  { key: 'activeMatches', label: 'Active matches', icon: Handshake },
  { key: 'newSignups', label: 'New signups', icon: UserPlus },
  { key: 'ongoingProjects', label: 'Ongoing projects', icon: Rocket },
];

export const statsGrid = 'grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-4';

/** The four figures, each with its change against the period before. */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <dl className={statsGrid}>
      {statCards.map(({ key, label, icon: Icon }) => (
        <div key={key} className={surfaceStyles('comfortable')}>
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {label}
          </dt>
          <dd className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {stats[key].value.toLocaleString('en-US')}
          </dd>
          <dd className="mt-1">
            <StatChangeLine figure={stats[key]} period={stats.period} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
