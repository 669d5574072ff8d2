import { demoCredentials } from '../../apps/server/src/db/seed';

/** Signs the demo member in on a running server; answers the Cookie header of the session. */
export async function signInDemoMember(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(demoCredentials.member),
  });
  if (!answer.ok) throw new Error(`demo sign-in answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
