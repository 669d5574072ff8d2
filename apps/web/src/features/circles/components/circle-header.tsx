import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { Alert } from '../../../components/ui/alert';
import { surfaceStyles } from '../../../components/ui/card';
import { membersCountText } from '../model/members-count';
import { CircleAvatar } from './circle-avatar';
import { IndustryBadge, PrivateBadge } from './circle-badges';

type CircleHeaderProps = {
  circle: Circle;
  /** Where the viewer stands, and the way to change it. */
  action: ReactNode;
  /** Edit and Delete, for admins. */
  manage?: ReactNode;
};

const statusNotice = {
  proposed: "This circle is waiting for an admin's review. Only you and the admins see it.",
  declined: 'An admin declined this circle. Only you and the admins see it.',
} as const;

/** The circle's name, industry, privacy, member count, description and membership action. */
export function CircleHeader({ circle, action, manage }: CircleHeaderProps) {
  return (
    <header className={surfaceStyles('comfortable', 'mb-6')}>
      <title>{`${circle.name} · Cofound`}</title>
      <div className="flex min-w-0 items-center gap-4 sm:items-start">
        <CircleAvatar
          name={circle.name}
          industry={circle.industry}
          imageUrl={circle.imageUrl}
          size="lg"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {circle.name}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
            <IndustryBadge industry={circle.industry} />
            {circle.isPrivate && <PrivateBadge />}
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Users aria-hidden="true" className="size-4" />
              {membersCountText(circle.membersCount)}
            </span>
          </div>
        </div>
      </div>
      {/* Under the name on wide screens (past the avatar), full width on phones. */}
      <div className="min-w-0 sm:pl-24">
        <p className="mt-3 max-w-3xl text-base break-words whitespace-pre-line text-slate-700">
          {circle.description}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {circle.status === 'active' && action}
          {manage}
        </div>
      </div>
      {circle.status !== 'active' && (
        <Alert tone="info" className="mt-4">
          {statusNotice[circle.status]}
        </Alert>
      )}
    </header>
  );
}
