import type { z } from 'zod';

/** A number typed into a form: empty is "not given" (NaN), so the schema says what is missing. */
export function toNumber(raw: string): number {
  return raw.trim() === '' ? Number.NaN : Number(raw);
}

/** A number for a form field: an empty field for a value that is not a number. */
export function toField(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

/** The first message per field of a failed parse, keyed by the field's path ("hires.0.role"). */
export function fieldErrorsOf(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A file name part from a title: lower-case letters, digits and dashes. */
export function slugOf(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}
