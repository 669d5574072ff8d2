import path from 'node:path';
import { fileURLToPath } from 'node:url';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authSecretFor } from './config/auth-secret';
import type { Env } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { DatabaseHandle } from './db/client';
import {
  AUTH_BASE_PATH,
  createAccountsFeature,
  type AccountsService,
  type Auth,
  type PasswordHashing,
} from './features/accounts';
import { registerAgreementsFeature } from './features/agreements';
import { registerBillingFeature } from './features/billing';
import { registerCheckInFeature } from './features/check-in';
import { registerCirclesFeature } from './features/circles';
import { registerDataExportFeature } from './features/data-export';
import { endConnectionBetween, registerConnectionsFeature } from './features/connections';
import { registerDiscoverFeature } from './features/discover';
import { registerHealthFeature } from './features/health';
import { registerIdeasFeature } from './features/ideas';
import { registerMatchingFeature } from './features/matching';
import { registerMessagesFeature } from './features/messages';
import { registerNotificationsFeature, type NotificationsService } from './features/notifications';
import { registerPersonalityTestFeature } from './features/personality-test';
import { registerAccountDeletionFeature } from './features/account-deletion';
import { recordAdminAction, recordMemberDeletion, registerAdminFeature } from './features/admin';
import { registerNetworkingFeature } from './features/networking';
import { registerPartnersFeature } from './features/partners';
import { registerPitchFeature } from './features/pitch';
import { registerProfilesFeature } from './features/profiles';
import { registerProjectsFeature } from './features/projects';
import { registerReferralsFeature } from './features/referrals';
import { registerReputationFeature } from './features/reputation';
import { registerSafetyFeature } from './features/safety';
import { registerSessionFeature } from './features/session';
import { registerSuccessPredictionFeature } from './features/success-prediction';
import { registerToolkitFeature } from './features/toolkit';
import { registerVideoCallsFeature } from './features/video-calls';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler';
import { closeConnectionsOnShutdown } from './http/close-connections-on-shutdown';
import { registerJsonBodyParser } from './http/json-body';
import { errorLogSerializers, withLoggableMessage } from './http/loggable-error';
import { createMetrics, registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { requestIdFor } from './http/request-id';
import { requestLogOptionsFor, RequestLogs, type RequestLogOptions } from './http/request-logs';
import { registerRouteAccess } from './http/route-access';
import { registerSameOriginRule } from './http/same-origin';
import { registerCompression } from './http/compression';
import { registerSecurity } from './http/security';
import { quietWebRequestLogs, registerStaticWeb } from './http/static-web';
import { registerWellFormedInput } from './http/well-formed-input';
import { scheduleEmbeddedCheckpoint } from './db/embedded-checkpoint';
import { scheduleEmbeddedVacuum } from './db/embedded-vacuum';
import { createJobs, type Jobs } from './jobs';
import { registerOperationsRoutes } from './operations/operations.routes';
import { createMailer, withMailRetries } from './mail';
import { createRealtime, type Realtime } from './realtime';
import { closeWebsocketsForShutdown } from './realtime/websocket-shutdown';
import { createConfiguredStorage, type FileStorage } from './storage';

export const defaultWebDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export type AppDependencies = {
  env: Env;
  database: DatabaseHandle;
  /** Pino logger options (error serializers are always added); tests pass false for quiet. */
  logger?: boolean | Record<string, unknown>;
  /** Where uploads are kept; by default the backend the environment configures. */
  storage?: FileStorage;
  /** How passwords are hashed; by default scrypt (features/accounts/password-hashing.ts). */
  passwordHashing?: PasswordHashing;
  /** The per-request lines (http/request-logs.ts); by default as NODE_ENV asks. */
  requestLogs?: Partial<RequestLogOptions>;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    accounts: AccountsService;
    realtime: Realtime;
    database: DatabaseHandle;
    notifications: NotificationsService;
    jobs: Jobs;
  }
}

/** Readable lines for a person at a terminal in development; JSON lines everywhere else. */
function defaultLoggerOptions(env: Env) {
  if (env.NODE_ENV !== 'development' || !process.stdout.isTTY) return { level: env.LOG_LEVEL };
  return {
    level: env.LOG_LEVEL,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}

/**
 * Every logger of the app scrubs values out of the errors and requests it logs
 * (http/loggable-error.ts) and leaves out header sets: a plugin's trace line (multipart's busboy
 * options) carries the request's Cookie and Authorization headers.
 */
function loggerOptions(env: Env, given: AppDependencies['logger']) {
  if (given === false) return false;
  const options = given === undefined || given === true ? defaultLoggerOptions(env) : given;
  return {
    ...options,
    serializers: errorLogSerializers,
    hooks: { logMethod: withLoggableMessage },
    redact: ['headers', '*.headers'],
  };
}

/** Builds the whole app without listening, so tests can inject requests into it. */
export async function buildApp({
  env,
  database,
  logger,
  storage = createConfiguredStorage(env.storage),
  passwordHashing,
  requestLogs,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env, logger),
    logController: new RequestLogs({ ...requestLogOptionsFor(env), ...requestLogs }),
    childLoggerFactory: quietWebRequestLogs,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // One id per request in every log line and in error answers (http/request-id.ts).
    genReqId: requestIdFor,
    // A client that stalls mid-request (or mid-body) is cut off instead of holding a socket.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // On close, idle keep-alive connections end at once instead of holding shutdown for 72 s.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = createJobs(database.db, app.log);
  jobs.attach(app);
  app.decorate('jobs', jobs);
  scheduleEmbeddedVacuum(database, jobs);
  scheduleEmbeddedCheckpoint(database, jobs);
  // SMTP when SMTP_URL is set, otherwise the DATA_DIR/outbox folder; a failed send is retried.
  const mailer = withMailRetries(
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir: env.dataDir,
      logger: app.log,
    }),
    jobs,
    app.log,
  );
  const {
    auth,
    accounts,
    registerRoutes: registerAuthRoutes,
  } = createAccountsFeature(env, database.db, { logger: app.log, mailer, passwordHashing });
  app.decorate('auth', auth);
  app.decorate('accounts', accounts);
  app.decorate<DatabaseHandle>('database', database);

  // Before any plugin: a plugin registered earlier would keep Fastify's default error shape.
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  closeConnectionsOnShutdown(app);
  registerSameOriginRule(app, { appUrl: env.appUrl });
  await registerSecurity(app, { ratePerMinute: env.RATE_LIMIT_PER_MINUTE });
  await registerCompression(app, { uncompressedPrefix: `${AUTH_BASE_PATH}/` });
  await registerOpenApi(app);
  // Clients only send tiny pings; the ws default would accept 100 MiB messages. On close, the
  // sockets get 1001 (going away) from realtime before the server stops, so clients reconnect.
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    preClose: (done) => void closeWebsocketsForShutdown(app).then(() => done(), done),
  });
  registerRouteAccess(app, (request) => accounts.getSessionUser(request.headers));
  registerWellFormedInput(app);

  const metrics = createMetrics();
  const realtime = await createRealtime(app, {
    database,
    accounts,
    appUrl: env.appUrl,
    onDelivered: metrics.observeRealtimeLag,
  });
  app.decorate('realtime', realtime);

  await registerAuthRoutes(app);
  await registerSessionFeature(app);
  await registerProfilesFeature(app, {
    db: database.db,
    storage,
    jobs,
    mailer,
    appUrl: env.appUrl,
  });
  await registerDiscoverFeature(app, { db: database.db, jobs });
  await registerConnectionsFeature(app, { db: database.db, realtime });
  const matching = await registerMatchingFeature(app, {
    db: database.db,
    realtime,
    dataDir: env.dataDir,
  });
  await registerHealthFeature(app, {
    database,
    readiness: {
      realtime: () => realtime.isListening(),
      matchIndex: () => matching.indexStatus().loaded,
    },
  });
  registerMetrics(app, metrics, {
    token: env.METRICS_TOKEN,
    sources: {
      sockets: () => realtime.connectedCount(),
      matchIndexAgeSeconds: () => {
        const { loaded, caughtUpAt } = matching.indexStatus();
        return loaded ? (Date.now() - caughtUpAt) / 1000 : null;
      },
      matchIndexChecked: () => {
        const { loaded, checked } = matching.indexStatus();
        return loaded ? checked : null;
      },
      pool: () =>
        database.kind === 'postgres'
          ? {
              total: database.pool.totalCount,
              idle: database.pool.idleCount,
              waiting: database.pool.waitingCount,
            }
          : null,
    },
  });
  const safety = await registerSafetyFeature(app, {
    db: database.db,
    realtime,
    endConnection: endConnectionBetween,
  });
  await registerMessagesFeature(app, { db: database.db, realtime, reportTargets: safety });
  const notifications = await registerNotificationsFeature(app, {
    db: database.db,
    mailer,
    appUrl: env.appUrl,
    jobs,
  });
  app.decorate('notifications', notifications);
  await registerVideoCallsFeature(app, {
    db: database.db,
    realtime,
    mailer,
    appUrl: env.appUrl,
    iceServers: env.ICE_SERVERS,
  });
  await registerReputationFeature(app, { db: database.db });
  await registerCheckInFeature(app, { db: database.db });
  await registerPersonalityTestFeature(app, { db: database.db });
  await registerSuccessPredictionFeature(app, { db: database.db });
  await registerPitchFeature(app, {
    db: database.db,
    storage,
    jobs,
    matching: matching.service,
  });
  await registerAdminFeature(app, {
    db: database.db,
    realtime,
    mailer,
    appUrl: env.appUrl,
    moderation: safety,
  });
  await registerNetworkingFeature(app, {
    db: database.db,
    realtime,
    matching: matching.service,
  });
  await registerProjectsFeature(app, {
    db: database.db,
    realtime,
    mailer,
    appUrl: env.appUrl,
    jobs,
  });
  await registerIdeasFeature(app, { db: database.db, realtime, reportTargets: safety });
  await registerCirclesFeature(app, { db: database.db, realtime, reportTargets: safety });
  await registerAgreementsFeature(app);
  const billing = await registerBillingFeature(app, {
    db: database.db,
    jobs,
    appUrl: env.appUrl,
    appSecret: authSecretFor(env),
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          prices: { pro: env.STRIPE_PRICE_PRO!, business: env.STRIPE_PRICE_BUSINESS! },
          apiUrl: env.STRIPE_API_URL,
        }
      : null,
  });
  await registerAccountDeletionFeature(app, {
    db: database.db,
    auth,
    storage,
    realtime,
    recordMemberDeletion,
    billing,
  });
  await registerReferralsFeature(app, {
    db: database.db,
    jobs,
    mailer,
    realtime,
    appUrl: env.appUrl,
  });
  const partners = await registerPartnersFeature(app, {
    db: database.db,
    mailer,
    appUrl: env.appUrl,
    jobs,
    recordAdminAction,
  });
  await registerToolkitFeature(app, { db: database.db, partners });
  await registerDataExportFeature(app, {
    db: database.db,
    storage,
    jobs,
    mailer,
    appUrl: env.appUrl,
  });
  await registerOperationsRoutes(app, {
    database,
    dataDir: env.dataDir,
    secret: authSecretFor(env),
  });

  const servesWeb =
    env.WEB_DIST_DIR === ''
      ? false
      : await registerStaticWeb(app, env.WEB_DIST_DIR ?? defaultWebDistDir);
  registerNotFoundHandler(app, { servesWeb });
  return app;
}
