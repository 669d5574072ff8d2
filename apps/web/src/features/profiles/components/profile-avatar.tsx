import { clsx } from 'clsx';
import { initialsOf } from '../model/profile-form';

const sizes = {
  md: 'size-16 text-xl',
  lg: 'size-24 text-3xl',
  xl: 'size-28 text-4xl sm:size-32',
} as const;

type ProfileAvatarProps = {
  name: string;
  imageUrl: string | null;
  size?: keyof typeof sizes;
  className?: string;
};

/** The member's picture, or their initials on a coloured circle when there is none. */
export function ProfileAvatar({ name, imageUrl, size = 'lg', className }: ProfileAvatarProps) {
  const box = clsx('shrink-0 rounded-full', sizes[size], className);
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={`Profile picture of ${name}`}
        className={clsx(box, 'border border-slate-200 bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name} (no profile picture)`}
      className={clsx(
        box,
        'flex items-center justify-center bg-brand-100 font-semibold text-brand-800',
      )}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
