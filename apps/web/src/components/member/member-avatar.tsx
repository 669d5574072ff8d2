import { clsx } from 'clsx';
import { pictureUrl, type PictureSize } from '@cofound/shared/profiles/picture-sizes';
import { initialsOf } from './initials';

/**
 * Each size's classes, its width in CSS pixels on a phone, and the stored picture size it
 * draws: the 160 px thumbnail up to 80 CSS px (sharp on a 2x screen), the 480 px size above.
 */
const sizes = {
  xs: { box: 'size-7 text-[0.625rem]', pixels: 28, picture: 'thumb' },
  sm: { box: 'size-10 text-sm', pixels: 40, picture: 'thumb' },
  card: { box: 'size-14 text-lg', pixels: 56, picture: 'thumb' },
  md: { box: 'size-16 text-xl', pixels: 64, picture: 'thumb' },
  lg: { box: 'size-24 text-3xl', pixels: 96, picture: 'profile' },
  xl: { box: 'size-28 text-4xl sm:size-32', pixels: 112, picture: 'profile' },
} as const satisfies Record<string, { box: string; pixels: number; picture: PictureSize }>;

type MemberAvatarProps = {
  name: string;
  imageUrl: string | null;
  size?: keyof typeof sizes;
  /** Hidden from assistive technology: the name is written right beside it. */
  decorative?: boolean;
  /** Loaded only when scrolled near: for cards and list rows below the fold. */
  lazy?: boolean;
  className?: string;
};

/**
 * A member's picture at the stored size that fits (docs/decisions/0027), or their initials on a
 * coloured circle when there is none: the one avatar.
 */
export function MemberAvatar({
  name,
  imageUrl,
  size = 'lg',
  decorative = false,
  lazy = false,
  className,
}: MemberAvatarProps) {
  const { box: sizeClasses, pixels, picture } = sizes[size];
  const box = clsx('shrink-0 rounded-full', sizeClasses, className);
  if (imageUrl) {
    return (
      <img
        src={pictureUrl(imageUrl, picture)}
        alt={decorative ? '' : `Profile picture of ${name}`}
        width={pixels}
        height={pixels}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
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
