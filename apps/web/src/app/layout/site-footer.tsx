import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
        <p>Cofound — find your co-founder.</p>
        <p className="flex gap-4">
          <Link to="/toolkit" className="hover:text-slate-900 hover:underline">
            Toolkit
          </Link>
          <Link to="/agreements" className="hover:text-slate-900 hover:underline">
            Agreements
          </Link>
          <Link to="/pricing" className="hover:text-slate-900 hover:underline">
            Pricing
          </Link>
        </p>
      </div>
    </footer>
  );
}
