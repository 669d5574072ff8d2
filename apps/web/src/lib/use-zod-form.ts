import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** A react-hook-form form validated by a zod schema, with its field errors at hand. */
export function useZodForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  return { ...form, errors: form.formState.errors };
}
