import { useMutualConnections } from '../api/use-mutual-connections';
import { MutualConnections } from './mutual-connections';

/** The viewer's mutual connections on another member's profile page (signed-in viewers only). */
export function ProfileMutualConnections({
  profileId,
  className,
}: {
  profileId: string;
  className?: string;
}) {
  const query = useMutualConnections(profileId);
  if (!query.data) return null;
  return (
    <MutualConnections count={query.data.count} people={query.data.people} className={className} />
  );
}
