import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

type MediaProblemProps = { message: string; onRetry: () => void };

/** The camera or microphone could not be opened: what to do, and Retry. */
export function MediaProblem({ message, onRetry }: MediaProblemProps) {
  return (
    <Alert>
      <p className="font-semibold">Camera and microphone needed</p>
      <p className="mt-1">{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
