import { signupRequest } from '../test-app';

/** A write the server acknowledged (answered 2xx): it must survive any crash after that. */
export type Acknowledged =
  | { kind: 'signup'; email: string }
  | { kind: 'like'; userId: string; profileId: string }
  | { kind: 'message'; id: string };

export type Member = { email: string; cookie: string; userId: string; profileId: string };

type Api = { origin: () => string };

async function send(api: Api, method: string, url: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${api.origin()}${url}`, {
    method,
    headers: {
      origin: api.origin(),
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

export async function signUp(api: Api, email: string): Promise<Member> {
  const response = await send(
    api,
    'POST',
    '/api/accounts/signup',
    undefined,
    signupRequest({ email }),
  );
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const user = response.json.user as { id: string; profileId: string };
  return { email, cookie, userId: user.id, profileId: user.profileId };
}

/** Makes `a` and `b` connected (a asks, b accepts), so they can message each other. */
export async function connect(api: Api, a: Member, b: Member): Promise<void> {
  const asked = await send(api, 'POST', '/api/connections', a.cookie, { profileId: b.profileId });
  const id = (asked.json as { id: string }).id;
  const accepted = await send(api, 'POST', `/api/connections/${id}/accept`, b.cookie);
  if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}`);
}

/**
 * One client's writes until `stopped()`: signups, likes and messages, recording each one the
 * server acknowledged. A refused connection (the server is down) is simply tried again later.
 */
export async function runClient(
  api: Api,
  self: { member: Member; partner: Member; others: Member[]; label: string },
  acknowledged: Acknowledged[],
  stopped: () => boolean,
) {
  let n = 0;
  while (!stopped()) {
    n += 1;
    const roll = Math.random();
    try {
      if (roll < 0.2) {
        const email = `crash-${self.label}-${n}-${Date.now()}@example.com`;
        const response = await send(
          api,
          'POST',
          '/api/accounts/signup',
          undefined,
          signupRequest({ email }),
        );
        if (response.status === 201) acknowledged.push({ kind: 'signup', email });
      } else if (roll < 0.55) {
        const other = self.others[Math.floor(Math.random() * self.others.length)]!;
        const url = `/api/matching/decisions/${other.profileId}`;
        const response = await send(api, 'PUT', url, self.member.cookie, { liked: true });
        if (response.status === 200) {
          acknowledged.push({
            kind: 'like',
            userId: self.member.userId,
            profileId: other.profileId,
          });
        }
      } else {
        const url = `/api/messages/${self.partner.profileId}`;
        const response = await send(api, 'POST', url, self.member.cookie, { body: `hello ${n}` });
        if (response.status === 201)
          acknowledged.push({ kind: 'message', id: String(response.json.id) });
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50)); // down: try again shortly
    }
  }
}
