import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';

type RoomNoticeProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Shown above the way back (the countdown to a room that opens soon). */
  children?: ReactNode;
};

/** A room that cannot be (or is no longer, or not yet) used: why, and the way back. */
export function RoomNotice({ icon, title, description, children }: RoomNoticeProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <title>{`${title} · Cofound`}</title>
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          <div className="flex flex-col items-center gap-5">
            {children}
            <Link to="/connections" className={buttonStyles()}>
              Back to connections
            </Link>
          </div>
        }
      />
    </div>
  );
}
