import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <title>Page not found · Cofound</title>
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Page not found
      </h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={buttonStyles({ className: 'mt-8' })}>
        Back to home
      </Link>
    </div>
  );
}
