import { z } from 'zod';
import {
  circleInputSchema,
  type Circle,
  type CircleInput,
} from '@cofound/shared/circles/circles.schemas';

/** The circle form as its inputs hold it: the industry is '' until one is chosen. */
export type CircleFormValues = {
  name: string;
  industry: string;
  description: string;
  isPrivate: boolean;
};

export const emptyCircleForm: CircleFormValues = {
  name: '',
  industry: '',
  description: '',
  isPrivate: false,
};

export function circleFormValuesFrom(circle: Circle): CircleFormValues {
  return {
    name: circle.name,
    industry: circle.industry,
    description: circle.description,
    isPrivate: circle.isPrivate,
  };
}

/**
 * The form checked by the server's own schema, so every message (and the field it belongs to) is
 * the one the server would give.
 */
export const circleFormSchema = z
  .object({
    name: z.string(),
    industry: z.string(),
    description: z.string(),
    isPrivate: z.boolean(),
  })
  .transform((values) => values as CircleInput)
  .pipe(circleInputSchema);
