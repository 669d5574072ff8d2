import { profileMessages } from '@cofound/shared/profiles/profiles.messages';
import { LoadError } from '../../../components/ui/query-state';

/** The "could not load the profile" alert with a retry button. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadError message={profileMessages.loadFailed} onRetry={onRetry} />;
}
