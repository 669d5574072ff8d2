// Test-only: a browser for OAuth redirect chains (GitHub's stand-in is in github-stand-in.ts).
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
