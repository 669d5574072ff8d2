import { Spinner } from '../../../components/ui/spinner';

/** Shown while the very first health check is in flight: quiet, not an error. */
export function ConnectionCheckingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner size="lg" label="Connecting to Cofound…" />
    </div>
  );
}
