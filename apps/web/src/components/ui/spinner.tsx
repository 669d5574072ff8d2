import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** Read by screen readers; omit when the spinner sits inside a control that says it all. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const icon = (
    <LoaderCircle aria-hidden="true" className={clsx('animate-spin', sizes[size], className)} />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner filling the content area while a page waits for data. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner size="lg" label={label} />
    </div>
  );
}
