import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** Shown by a guard when the session cannot be loaded, instead of guessing who the visitor is. */
export function SessionErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="mx-auto max-w-md text-center">
      <h1 className="text-xl font-semibold text-slate-900">We could not check your session</h1>
      <p className="mt-2 text-slate-600">Something went wrong while checking who is signed in.</p>
      <Button className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
