import { Crown } from 'lucide-react';

/** Marks a Pro and Business tool, in words as well as colour. */
export function PremiumBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      <Crown aria-hidden="true" className="size-3.5" />
      Premium
    </span>
  );
}
