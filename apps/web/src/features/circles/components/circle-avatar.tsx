import { clsx } from 'clsx';
import type { CircleIndustry } from '@cofound/shared/circles/circles.options';
import { initialsOf } from '../../../components/member/initials';

/** Each industry's colours: the avatar (strong) and the label (soft), readable on white. */
export const industryTones: Record<CircleIndustry, { avatar: string; badge: string }> = {
  ai_ml: { avatar: 'bg-violet-100 text-violet-800', badge: 'bg-violet-50 text-violet-800' },
  blockchain: { avatar: 'bg-amber-100 text-amber-900', badge: 'bg-amber-50 text-amber-900' },
  fintech: { avatar: 'bg-emerald-100 text-emerald-800', badge: 'bg-emerald-50 text-emerald-800' },
  healthtech: { avatar: 'bg-rose-100 text-rose-800', badge: 'bg-rose-50 text-rose-800' },
  edtech: { avatar: 'bg-sky-100 text-sky-800', badge: 'bg-sky-50 text-sky-800' },
  ecommerce: { avatar: 'bg-orange-100 text-orange-900', badge: 'bg-orange-50 text-orange-900' },
  saas: { avatar: 'bg-indigo-100 text-indigo-800', badge: 'bg-indigo-50 text-indigo-800' },
  cleantech: { avatar: 'bg-teal-100 text-teal-800', badge: 'bg-teal-50 text-teal-800' },
};

const sizes = {
  md: 'size-12 rounded-xl text-base',
  lg: 'size-16 rounded-2xl text-xl sm:size-20 sm:text-2xl',
} as const;

type CircleAvatarProps = {
  name: string;
  industry: CircleIndustry;
  imageUrl: string | null;
  size?: keyof typeof sizes;
};

/**
 * A circle's picture, or its initials on its industry's colour. Always beside the circle's name,
 * so hidden from assistive technology.
 */
export function CircleAvatar({ name, industry, imageUrl, size = 'md' }: CircleAvatarProps) {
  const box = clsx('shrink-0', sizes[size]);
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        className={clsx(box, 'border border-slate-200 bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'flex items-center justify-center font-bold',
        industryTones[industry].avatar,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
