import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the generated secret is kept when AUTH_SECRET is not set. */
export const AUTH_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

export class AuthSecretError extends Error {}

function readSecret(file: string): string {
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new AuthSecretError(
      `${file} holds no usable secret (under ${MIN_LENGTH} characters). ` +
        'Delete it to have a new one made (every member is then signed out), or set AUTH_SECRET.',
    );
  }
  return secret;
}

/**
 * Puts a new random secret at `file` unless one is already there. The secret is written in full
 * to a draft first and then hard-linked into place: a link never replaces an existing file, and a
 * process that finds the file (EEXIST) never sees it half-written, as it could with a plain
 * exclusive create followed by a write.
 */
function createSecretUnlessPresent(file: string) {
  const draft = `${file}.${randomBytes(8).toString('hex')}.draft`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * The secret that signs sessions, device cookies and verification tokens: AUTH_SECRET when set;
 * otherwise a random one made on first start and kept in DATA_DIR/auth-secret (mode 0600), so
 * that no deployment ever signs with a value anyone can read in the source. Processes starting
 * together agree: the first to create the file wins, and the others read its secret.
 */
export function authSecretFor(env: { AUTH_SECRET?: string; dataDir: string }): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, AUTH_SECRET_FILE);
  fs.mkdirSync(env.dataDir, { recursive: true });
  if (!fs.existsSync(file)) createSecretUnlessPresent(file);
  return readSecret(file);
}
