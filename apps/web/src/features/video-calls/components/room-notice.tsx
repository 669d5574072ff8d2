import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';

type RoomNoticeProps = { icon: LucideIcon; title: string; description: string };

/** A room that cannot be (or is no longer) used: why, and the way back to the connections. */
export function RoomNotice({ icon, title, description }: RoomNoticeProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <title>{`${title} · Cofound`}</title>
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={
          <Link to="/connections" className={buttonStyles()}>
            Back to connections
          </Link>
        }
      />
    </div>
  );
}
