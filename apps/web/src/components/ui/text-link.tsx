import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';

/** An in-app link inside running text: underlined, so it never relies on colour alone. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={clsx(
        'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4',
        'hover:decoration-brand-700',
        className,
      )}
      {...props}
    />
  );
}

/** A link that is a heading's text (a name, a title): underlined only on hover. */
export function HeadingLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={clsx('hover:text-brand-700 hover:underline hover:underline-offset-4', className)}
      {...props}
    />
  );
}
