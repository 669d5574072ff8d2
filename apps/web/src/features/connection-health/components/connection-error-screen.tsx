import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-error';
import { surfaceStyles } from '../../../components/ui/card';

type ConnectionErrorScreenProps = {
  checking: boolean;
  showReload: boolean;
  onRetry: () => void;
};

/** The 'Connection Error' screen, in place of the app while the server cannot be reached. */
export function ConnectionErrorScreen({
  checking,
  showReload,
  onRetry,
}: ConnectionErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <title>Connection Error · Cofound</title>
      <div className={surfaceStyles('none', 'w-full max-w-md p-8 text-center')}>
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <WifiOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Connection Error</h1>
        <p className="mt-2 text-slate-600">{NETWORK_ERROR_MESSAGE}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {/* Stays enabled while checking so keyboard focus is not lost; extra clicks are ignored. */}
          <Button onClick={onRetry} aria-busy={checking || undefined}>
            {checking ? <Spinner size="sm" /> : <RefreshCw aria-hidden="true" className="size-4" />}
            Retry Connection
          </Button>
          {showReload && (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          )}
        </div>
        <p role="status" className="mt-4 min-h-5 text-sm text-slate-600">
          {checking ? 'Checking the connection…' : ''}
        </p>
      </div>
    </main>
  );
}
