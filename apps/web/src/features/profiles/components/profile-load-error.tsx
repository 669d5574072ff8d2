import { profileMessages } from '@cofound/shared/profiles/profile.messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The "could not load the profile" alert with a retry button. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert>
      <p>{profileMessages.loadFailed}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
