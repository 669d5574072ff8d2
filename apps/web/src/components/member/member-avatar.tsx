import { clsx } from 'clsx';
import { initialsOf } from './initials';

const sizes = {
  xs: 'size-7 text-[0.625rem]',
  sm: 'size-10 text-sm',
  card: 'size-14 text-lg',
  md: 'size-16 text-xl',
  lg: 'size-24 text-3xl',
  xl: 'size-28 text-4xl sm:size-32',
} as const;

type MemberAvatarProps = {
  name: string;
  imageUrl: string | null;
  size?: keyof typeof sizes;
  /** Hidden from assistive technology: the name is written right beside it. */
  decorative?: boolean;
  /** Loaded only when scrolled near, for long lists of cards. */
  lazy?: boolean;
  className?: string;
};

/** A member's picture, or their initials on a coloured circle when there is none: the one avatar. */
export function MemberAvatar({
  name,
  imageUrl,
  size = 'lg',
  decorative = false,
  lazy = false,
  className,
}: MemberAvatarProps) {
  const box = clsx('shrink-0 rounded-full', sizes[size], className);
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={decorative ? '' : `Profile picture of ${name}`}
        loading={lazy ? 'lazy' : undefined}
        className={clsx(box, 'border border-slate-200 bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `${name} (no profile picture)` })}
      className={clsx(
        box,
        'flex items-center justify-center bg-brand-100 font-semibold text-brand-800',
      )}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
