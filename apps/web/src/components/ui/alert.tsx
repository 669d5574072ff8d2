import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: Info },
} satisfies Record<string, { box: string; icon: LucideIcon }>;

type AlertProps = {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
};

/**
 * A boxed message inside a form or page. Errors are announced at once (role=alert); success and
 * info messages politely (role=status).
 */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-2 rounded-lg border p-3 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
