import { Handshake, Rocket, UserPlus, UsersRound, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '@cofound/shared/admin/admin-stats.schemas';
import { StatChangeLine } from './stat-change-line';
import { StatTile } from './stat-tile';
import { formatCount } from '../../../lib/intl-formats';

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
      {statCards.map(({ key, label, icon }) => (
        <StatTile key={key} label={label} icon={icon} value={formatCount(stats[key].value)}>
          <StatChangeLine figure={stats[key]} period={stats.period} />
        </StatTile>
      ))}
    </dl>
  );
}
