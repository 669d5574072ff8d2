import { Link } from 'react-router';

export function BrandLink() {
  return (
    <Link
      to="/browse"
      className="flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-slate-900"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <circle cx="12.5" cy="16" r="6" fill="none" stroke="white" strokeWidth="3" />
        <circle cx="19.5" cy="16" r="6" fill="none" className="stroke-brand-200" strokeWidth="3" />
      </svg>
      Cofound
    </Link>
  );
}
