import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Class names joined, with a later Tailwind class winning over an earlier one of the same kind
 * ('p-6' then 'p-4' gives 'p-4'), so that a component's `className` really overrides its defaults.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
