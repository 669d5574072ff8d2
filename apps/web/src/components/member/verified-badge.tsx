import { BadgeCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

type VerifiedBadgeProps = {
  linkedinVerified: boolean;
  githubVerified: boolean;
  className?: string;
};

/**
 * 'Verified LinkedIn', 'Verified GitHub' or 'Verified LinkedIn and GitHub', as
 * docs/product.md#verified-badges words it, or null without a badge.
 */
export function verifiedText({
  linkedinVerified,
  githubVerified,
}: Pick<VerifiedBadgeProps, 'linkedinVerified' | 'githubVerified'>): string | null {
  const providers = [linkedinVerified && 'LinkedIn', githubVerified && 'GitHub'].filter(Boolean);
  return providers.length > 0 ? `Verified ${providers.join(' and ')}` : null;
}

/**
 * The member's verified badges: the providers they linked to their account
 * (docs/product.md#verified-badges). Nothing when they have none.
 */
export function VerifiedBadge({ className, ...badges }: VerifiedBadgeProps) {
  const text = verifiedText(badges);
  if (!text) return null;
  return (
    <span
      title={text}
      className={cn(
        // One line: the row it sits in wraps it whole onto the next line instead of breaking the
        // pill in two; only a row narrower than the pill shortens its text.
        'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{text}</span>
    </span>
  );
}
