import { z } from 'zod';

/**
 * The path parameters of an endpoint about one member: `/…/:profileId`. A module of its own, so
 * a contract that needs only this (messages, safety) does not bring the matching schemas along.
 */
export const profileIdParamsSchema = z.object({ profileId: z.uuid() });
