import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.databaseKind).toBe('pglite');
    expect(env.seedDemo).toBe(true);
    expect(env.appUrl).toBe('http://localhost:3000');
  });

  it('switches to PostgreSQL and never seeds demo data when DATABASE_URL is set', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(env.databaseKind).toBe('postgres');
    expect(env.seedDemo).toBe(false);
  });

  it('never seeds demo data in production', () => {
    const env = loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    expect(env.seedDemo).toBe(false);
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL');
    }
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });
});
