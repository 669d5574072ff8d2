// Test-only: a browser for OAuth redirect chains, and a local stand-in for GitHub's OAuth and
// REST endpoints (GitHub has no OpenID discovery, so the OIDC mock server cannot play it).
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { TEST_APP_URL } from './test-app';

/** A free TCP port on the loopback address (tiny race until someone binds it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The few cookies of one browser, for our origin only. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Keeps the cookies of Set-Cookie lines (an expired or emptied one is dropped). */
  storeLines(lines: readonly string[]) {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value.join('=') === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
  }
  store(response: Response) {
    this.storeLines(response.headers.getSetCookie());
  }
  /** Adds the cookies of a `name=value; name=value` Cookie header. */
  add(cookieHeader: string) {
    for (const pair of cookieHeader.split(';')) {
      const [name, ...value] = pair.split('=');
      if (name?.trim()) this.cookies.set(name.trim(), value.join('='));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  names(): string[] {
    return [...this.cookies.keys()];
  }
}

export type Hop = { status: number; location: URL | null };

/**
 * A browser on an app reached through inject() at TEST_APP_URL (its APP_URL), and on real
 * servers anywhere else. It follows redirects as a browser would, sending its cookies to the
 * app only.
 */
export function oauthBrowser(app: FastifyInstance, cookie?: string) {
  const jar = new CookieJar();
  if (cookie) jar.add(cookie);
  const appOrigin = new URL(TEST_APP_URL).origin;

  async function get(url: string | URL, headers: Record<string, string> = {}): Promise<Hop> {
    const target = new URL(url, TEST_APP_URL);
    if (target.origin === appOrigin) {
      const response = await app.inject({
        method: 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { cookie: jar.header(), ...headers },
      });
      jar.storeLines([response.headers['set-cookie'] ?? []].flat());
      const location = response.headers.location;
      return {
        status: response.statusCode,
        location: typeof location === 'string' ? new URL(location, TEST_APP_URL) : null,
      };
    }
    const response = await fetch(target, { redirect: 'manual' });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, target) : null };
  }

  /**
   * Follows redirects from `url` up to the first page of the web app (a path on the app's
   * origin outside /api), which it answers with every address on the way.
   */
  async function follow(url: string, headers: Record<string, string> = {}) {
    const hops: string[] = [];
    let hop = await get(url, headers);
    for (let count = 0; count < 10; count += 1) {
      if (hop.status !== 302 || !hop.location) {
        return { landing: null, hops, status: hop.status };
      }
      const location = hop.location;
      hops.push(
        location.origin === appOrigin
          ? location.pathname
          : `${location.origin}${location.pathname}`,
      );
      if (location.origin === appOrigin && !location.pathname.startsWith('/api/')) {
        return { landing: location, hops, status: hop.status };
      }
      hop = await get(location);
    }
    throw new Error(`too many redirects from ${url}`);
  }

  return { jar, get, follow };
}

/** A GitHub user as the stand-in serves it: GET /user, and GET /user/emails. */
export type GitHubStandInUser = {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
};

type IssuedCode = {
  user: GitHubStandInUser;
  redirectUri: string;
  clientId: string;
  challenge: string | null;
};

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * GitHub's OAuth app endpoints (authorize, access_token with PKCE) and the two REST calls
 * sign-in makes, on a local port. Set `user` before a flow; `denyAtAuthorize` and
 * `failTokenExchange` make it fail the way GitHub does (an error redirect; a 200 carrying
 * `{"error": ...}`).
 */
export async function startGitHubStandIn(client: { id: string; secret: string }) {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, GitHubStandInUser>();
  const control = {
    user: null as GitHubStandInUser | null,
    denyAtAuthorize: false,
    failTokenExchange: false,
    /** The query of the last authorize request (client_id, scope, code_challenge, ...). */
    lastAuthorize: null as URLSearchParams | null,
  };

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
      if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
        control.lastAuthorize = url.searchParams;
        const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (control.denyAtAuthorize || !control.user) {
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = randomBytes(12).toString('hex');
          codes.set(code, {
            user: structuredClone(control.user),
            redirectUri: redirect.origin + redirect.pathname,
            clientId: url.searchParams.get('client_id') ?? '',
            challenge: url.searchParams.get('code_challenge'),
          });
          redirect.searchParams.set('code', code);
        }
        response.writeHead(302, { location: redirect.toString() });
        response.end();
        return;
      }
      if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        const form = new URLSearchParams(await readBody(request));
        const code = form.get('code') ?? '';
        const issued = codes.get(code);
        codes.delete(code);
        const verifier = form.get('code_verifier');
        const pkceHolds =
          issued?.challenge === null ||
          (verifier !== null &&
            createHash('sha256').update(verifier).digest('base64url') === issued?.challenge);
        if (
          control.failTokenExchange ||
          !issued ||
          form.get('client_id') !== client.id ||
          form.get('client_secret') !== client.secret ||
          issued.clientId !== client.id ||
          form.get('redirect_uri') !== issued.redirectUri ||
          !pkceHolds
        ) {
          // GitHub answers a refused exchange with 200 and an error body.
          json(response, 200, { error: 'bad_verification_code' });
          return;
        }
        const token = `gho_${randomBytes(16).toString('hex')}`;
        tokens.set(token, issued.user);
        json(response, 200, {
          access_token: token,
          token_type: 'bearer',
          scope: 'read:user,user:email',
        });
        return;
      }
      const user = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (
        request.method === 'GET' &&
        (url.pathname === '/user' || url.pathname === '/user/emails')
      ) {
        if (!user) return json(response, 401, { message: 'Bad credentials' });
        if (url.pathname === '/user/emails') return json(response, 200, user.emails);
        const { id, login, name, email } = user;
        return json(response, 200, { id, login, name, email, avatar_url: null });
      }
      json(response, 404, { message: 'Not Found' });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    control,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
