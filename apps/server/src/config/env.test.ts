import path from 'node:path';
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

  it('switches to PostgreSQL and does not seed demo data by default when DATABASE_URL is set', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(env.databaseKind).toBe('postgres');
    expect(env.seedDemo).toBe(false);
  });

  it('seeds PostgreSQL only when SEED_DEMO is set to true', () => {
    const url = 'postgres://u@127.0.0.1:5432/db';
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('never seeds demo data in production', () => {
    const env = loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SEED_DEMO: 'true' });
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

describe('TRUST_PROXY', () => {
  it('is off by default and when switched off', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    for (const off of ['false', 'off', '0', ''])
      expect(loadEnv({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count, true, or proxy addresses and ranges', () => {
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(
      loadEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else at boot, naming the bad entries', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2']) {
      expect(() => loadEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('STORAGE_BACKEND', () => {
  const s3 = {
    STORAGE_BACKEND: 's3',
    S3_REGION: 'eu-west-1',
    S3_BUCKET: 'cofound-uploads',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps uploads on local disk under DATA_DIR by default', () => {
    expect(loadEnv({ DATA_DIR: '/srv/cofound' }).storage).toEqual({
      backend: 'local',
      root: path.resolve('/srv/cofound/uploads'),
    });
  });

  it('takes an S3 bucket from the S3_* variables', () => {
    expect(loadEnv(s3).storage).toEqual({
      backend: 's3',
      endpoint: undefined,
      region: 'eu-west-1',
      bucket: 'cofound-uploads',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const compatible = loadEnv({
      ...s3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(compatible).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('refuses to start with s3 and a missing S3 variable, naming each one', () => {
    expect(() => loadEnv({ STORAGE_BACKEND: 's3' })).toThrow(EnvError);
    try {
      loadEnv({ ...s3, S3_BUCKET: '', S3_SECRET_ACCESS_KEY: undefined });
    } catch (error) {
      expect(String(error)).toContain('S3_BUCKET: required with STORAGE_BACKEND=s3');
      expect(String(error)).toContain('S3_SECRET_ACCESS_KEY: required with STORAGE_BACKEND=s3');
      expect(String(error)).not.toContain('S3_REGION');
    }
    expect.assertions(4);
  });

  it('refuses an unknown backend or a malformed endpoint', () => {
    expect(() => loadEnv({ STORAGE_BACKEND: 'gcs' })).toThrow(/STORAGE_BACKEND/);
    expect(() => loadEnv({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
