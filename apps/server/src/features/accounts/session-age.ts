import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';

/**
 * Whether the request's session was made (by a sign-in) less than `ms` before `now`: the proof
 * of presence that linking, unlinking and deleting an account ask for.
 */
export async function sessionMadeWithin(
  auth: Auth,
  headers: IncomingHttpHeaders,
  ms: number,
  now: Date,
): Promise<boolean> {
  const current = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!current) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  return now.getTime() - new Date(current.session.createdAt).getTime() < ms;
}
