import { defineEndpoint } from '../contract/endpoint';
import { checkInResponseSchema, checkInStatsSchema } from './check-in.schemas';

const tags = ['check-in'] as const;

/**
 * The signed-in member's daily check-in. The server alone decides the day, the streak and the
 * points: the POST takes no body.
 */
export const checkInContract = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/check-in',
    access: 'member',
    tags,
    summary: 'Your check-in stats: today, streak, points and the last 30 days',
    response: checkInStatsSchema,
  }),
  checkIn: defineEndpoint({
    method: 'POST',
    path: '/api/check-in',
    access: 'member',
    tags,
    summary: 'Check in for today in your time zone (once a day; points go to your reputation)',
    status: 201,
    response: checkInResponseSchema,
    errors: ['CONFLICT', 'NOT_FOUND'],
  }),
};
