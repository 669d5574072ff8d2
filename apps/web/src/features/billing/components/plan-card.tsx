import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { formatMoney } from '../model/money';

type PlanCardProps = {
  name: string;
  /** Cents a month, or null for a custom price. */
  priceCents: number | null;
  tagline: string;
  highlights: readonly string[];
  current?: boolean;
  featured?: boolean;
  action: ReactNode;
};

/** One plan: its price, what it includes, and what the visitor can do about it. */
export function PlanCard({
  name,
  priceCents,
  tagline,
  highlights,
  current = false,
  featured = false,
  action,
}: PlanCardProps) {
  const headingId = `plan-${name.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        featured ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {name}
        </h2>
        {current && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
            Your plan
          </span>
        )}
        {!current && featured && (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            Most popular
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{tagline}</p>
      <p className="mt-4 flex items-baseline gap-1">
        {priceCents === null ? (
          <span className="text-3xl font-bold text-slate-900">Custom</span>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight text-slate-900">
              {formatMoney(priceCents)}
            </span>
            <span className="text-sm text-slate-600">/month</span>
          </>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
        {highlights.map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </section>
  );
}
