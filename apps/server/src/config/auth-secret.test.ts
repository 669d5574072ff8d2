import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, AuthSecretError, authSecretFor } from './auth-secret';

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-secret-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('authSecretFor', () => {
  it('uses AUTH_SECRET when it is set, and writes nothing', () => {
    const dataDir = tempDir();
    expect(authSecretFor({ AUTH_SECRET: 's'.repeat(40), dataDir })).toBe('s'.repeat(40));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('makes a random secret once, keeps it readable by its owner only, and reuses it', () => {
    const dataDir = path.join(tempDir(), 'not-yet-there');
    const first = authSecretFor({ dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(authSecretFor({ dataDir })).toBe(first);
    const mode = fs.statSync(path.join(dataDir, AUTH_SECRET_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(authSecretFor({ dataDir: tempDir() })).not.toBe(first);
  });

  it('tightens a secret file others could read', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    fs.writeFileSync(file, 'k'.repeat(64), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(authSecretFor({ dataDir })).toBe('k'.repeat(64));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that holds no usable secret rather than signing with it', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'short', { mode: 0o600 });
    expect(() => authSecretFor({ dataDir })).toThrow(AuthSecretError);
  });

  it('never falls back to a value from the source code', () => {
    const source = fs.readFileSync(new URL('./env.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/do-not-use-in-production|development-secret/);
  });
});
