// Test-only: a local stand-in for GitHub's OAuth and REST endpoints (GitHub has no OpenID
// discovery, so the OIDC mock server cannot play it). Integration tests drive it through
// `control`; the journeys, which run in other processes, through its consent page
// (`consentPage`), where the browser names the GitHub user it signs in as.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';

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

/** The GitHub user a login typed on the consent page stands for: a stable id, a verified address. */
export function gitHubUserOf(login: string): GitHubStandInUser {
  const id = createHash('sha256').update(login).digest().readUInt32BE(0);
  const email = `${login}@users.github.example`;
  return { id, login, name: login, email, emails: [{ email, primary: true, verified: true }] };
}

function consentPage(query: URLSearchParams): string {
  const hidden = [...query]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><title>Authorize Cofound</title></head><body><main>
<h1>Authorize Cofound</h1>
<form method="post" action="/login/oauth/authorize">${hidden}
<label>GitHub username <input name="login" required autocomplete="off"></label>
<button type="submit">Authorize Cofound</button>
<button type="submit" name="deny" value="1">Cancel</button>
</form></main></body></html>`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * GitHub's OAuth app endpoints (authorize, access_token with PKCE) and the two REST calls
 * sign-in makes, on a local port (`port`, or any free one). Set `user` before a flow;
 * `denyAtAuthorize` and `failTokenExchange` make it fail the way GitHub does (an error redirect;
 * a 200 carrying `{"error": ...}`). With `consentPage` and no `user`, authorize shows a page
 * asking which GitHub user signs in, as GitHub asks a signed-out visitor.
 */
export async function startGitHubStandIn(
  client: { id: string; secret: string },
  options: { port?: number; consentPage?: boolean } = {},
) {
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
      if (url.pathname === '/login/oauth/authorize') {
        const consent = request.method === 'POST';
        const query = consent ? new URLSearchParams(await readBody(request)) : url.searchParams;
        if (!consent && options.consentPage && !control.user) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(consentPage(query));
          return;
        }
        control.lastAuthorize = query;
        const login = query.get('login')?.trim();
        const user = consent
          ? login && !query.has('deny')
            ? gitHubUserOf(login)
            : null
          : control.user;
        const redirect = new URL(query.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', query.get('state') ?? '');
        if (control.denyAtAuthorize || !user) {
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = randomBytes(12).toString('hex');
          codes.set(code, {
            user: structuredClone(user),
            redirectUri: redirect.origin + redirect.pathname,
            clientId: query.get('client_id') ?? '',
            challenge: query.get('code_challenge'),
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    control,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
