import { z } from 'zod';

export const socialProviderIds = ['google', 'github', 'linkedin'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

export const socialProviderNames: Record<SocialProviderId, string> = {
  google: 'Google',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

/** GET /api/accounts/providers: which social sign-ins this server has credentials for. */
export const providersResponseSchema = z.object({
  providers: z.array(
    z.object({ id: z.enum(socialProviderIds), name: z.string(), configured: z.boolean() }),
  ),
});
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;
