import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { buttonStyles } from '../../components/ui/button-styles';
import { isApiError } from '../../lib/api-error';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}

/** The router's fallback when a page throws (docs/product.md#navigation). */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <title>Unexpected Application Error! · Cofound</title>
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-3 break-words text-slate-600">{describe(error)}</p>
      {isApiError(error) && error.requestId && (
        <p className="mt-2 text-sm text-slate-500">
          If you report this, quote the reference <code>{error.requestId}</code>.
        </p>
      )}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
        <Link to="/" reloadDocument className={buttonStyles({ variant: 'secondary' })}>
          Go to home
        </Link>
      </div>
    </div>
  );
}

/** The same page when the layout itself failed, so it needs its own landmark. */
export function RootErrorPage() {
  return (
    <main id="main" className="px-4">
      <RouteErrorPage />
    </main>
  );
}
