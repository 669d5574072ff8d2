import path from 'node:path';
import { z } from 'zod';
import { roomSchema } from '@cofound/shared/video-calls/video-calls.schemas';
import type { StorageConfig } from '../storage';
import { parseTrustProxy } from './trust-proxy';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** ICE_SERVERS: a JSON array of RTCIceServer-like objects ({ urls, username?, credential? }). */
const iceServersVariable = z
  .string()
  .default('[]')
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of ICE servers' });
      return z.NEVER;
    }
  })
  .pipe(roomSchema.shape.iceServers);

/** TRUST_PROXY: see config/trust-proxy.ts. */
const trustProxyVariable = z
  .string()
  .optional()
  .transform((text, context) => {
    const parsed = parseTrustProxy(text);
    if (typeof parsed === 'object' && !Array.isArray(parsed)) {
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the app, used in links in mail and for auth callbacks. */
  APP_URL: z.url().optional(),
  /** Embedded database, uploads and the mail outbox live here. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where uploads are kept: `local` (DATA_DIR/uploads) or `s3` (a bucket, from the S3_* below). */
  STORAGE_BACKEND: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible service's address (MinIO, R2, ...); unset means AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket in the path (http://host/bucket/key), as most self-hosted services need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** When set, PostgreSQL is used instead of the embedded database. */
  DATABASE_URL: z.url().optional(),
  /**
   * Signs sessions, device cookies and verification tokens. Required in production; elsewhere a
   * random one is made once and kept in DATA_DIR/auth-secret (config/auth-secret.ts).
   */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Whose X-Forwarded-For to believe: off unless the app runs behind known proxies. */
  TRUST_PROXY: trustProxyVariable,
  /** A session unused for this many days ends (beside the sliding 30-day expiry). */
  SESSION_IDLE_TIMEOUT_DAYS: z.coerce.number().int().positive().default(7),
  /** Requests per minute per client address, for the API as a whole. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** PostgreSQL: how long to wait for a connection, and for one statement, in milliseconds. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The longest a request may take from its first byte to its answer (slow bodies included). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Bearer token a Prometheus scraper sends for GET /metrics; without it /metrics is off. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Signups per hour per client address. Default 10 in production, 1000 elsewhere. */
  SIGNUP_RATE_PER_HOUR: z.coerce.number().int().positive().optional(),
  /**
   * Seed the demo community on an empty database, never in production. Unset: on the embedded
   * database only; `true` seeds a PostgreSQL database too (the browser tests' server).
   */
  SEED_DEMO: booleanFlag.optional(),
  /** Outgoing mail over SMTP (smtp://user:pass@host:587). Without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Cofound <no-reply@cofound.local>'),
  /** Social sign-in: each provider is offered only when its id and secret are both set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** OpenID discovery documents; override only to point at another issuer (tests, proxies). */
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  LINKEDIN_DISCOVERY_URL: z
    .url()
    .default('https://www.linkedin.com/oauth/.well-known/openid-configuration'),
  /**
   * GitHub has no discovery document: where its sign-in pages and token endpoint live, and where
   * its REST API answers (/user, /user/emails). Override only to point at another server (tests,
   * GitHub Enterprise Server: https://HOST and https://HOST/api/v3).
   */
  GITHUB_OAUTH_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  /** STUN/TURN servers for video calls; none are needed when both people share one network. */
  ICE_SERVERS: iceServersVariable,
  /**
   * Card payments through Stripe. Without a secret key Cofound runs its own test checkout,
   * which takes the standard test cards and signs its events with a secret of its own.
   */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(16).optional(),
  STRIPE_PRICE_PRO: z.string().startsWith('price_').optional(),
  STRIPE_PRICE_BUSINESS: z.string().startsWith('price_').optional(),
  /** Override only to point the Stripe SDK at another API host (a local stand-in in tests). */
  STRIPE_API_URL: z.url().optional(),
  /** Where the built web app is served from; empty means API only. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  appUrl: string;
  databaseKind: 'pglite' | 'postgres';
  seedDemo: boolean;
  signupRatePerHour: number;
  storage: StorageConfig;
};

export class EnvError extends Error {}

/** Reads and validates the environment; throws EnvError listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable counts as unset, except WEB_DIST_DIR where empty means "API only".
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => value !== '' || key === 'WEB_DIST_DIR'),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new EnvError(
      'Invalid environment:\n  AUTH_SECRET: required in production\nSee .env.example.',
    );
  }
  const stripeMissing = env.STRIPE_SECRET_KEY
    ? (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_BUSINESS'] as const).filter(
        (key) => !env[key],
      )
    : [];
  if (stripeMissing.length > 0) {
    const lines = stripeMissing.map((key) => `  ${key}: required with STRIPE_SECRET_KEY`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const s3Missing =
    env.STORAGE_BACKEND === 's3'
      ? (['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
          (key) => !env[key],
        )
      : [];
  if (s3Missing.length > 0) {
    const lines = s3Missing.map((key) => `  ${key}: required with STORAGE_BACKEND=s3`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const databaseKind = env.DATABASE_URL ? 'postgres' : 'pglite';
  const dataDir = path.resolve(env.DATA_DIR);
  const storage: StorageConfig =
    env.STORAGE_BACKEND === 's3'
      ? {
          backend: 's3',
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION!,
          bucket: env.S3_BUCKET!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { backend: 'local', root: path.join(dataDir, 'uploads') };
  return {
    ...env,
    dataDir,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    databaseKind,
    seedDemo: env.NODE_ENV !== 'production' && (env.SEED_DEMO ?? databaseKind === 'pglite'),
    signupRatePerHour: env.SIGNUP_RATE_PER_HOUR ?? (env.NODE_ENV === 'production' ? 10 : 1000),
    storage,
  };
}
