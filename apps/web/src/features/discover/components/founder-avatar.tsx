import { clsx } from 'clsx';

/** Up to two initials: first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The profile picture, or the initials on a tinted disc; decorative (the name follows). */
export function FounderAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  const box = clsx('size-14 shrink-0 rounded-full', className);
  if (imageUrl) {
    return <img src={imageUrl} alt="" loading="lazy" className={clsx(box, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'flex items-center justify-center bg-brand-100 text-lg font-semibold text-brand-800',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
