import { z } from 'zod';

/** A member as lists show them: name, headline and picture, linking to their profile. */
export const memberSummarySchema = z.object({
  profileId: z.string(),
  name: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;
