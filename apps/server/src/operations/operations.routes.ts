import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { rawAnswer } from '../http/openapi-responses';
import { AppError } from '../lib/app-error';
import { createBackup } from './backup';
import { isOperationsToken } from './operations-token';
import { POSTGRES_BACKUP_HINT } from './postgres-procedure';

/**
 * Who may call: the operator's backup command, holding the operations token (operations-token.ts);
 * to anyone else the route does not exist. Answers the backup file of the running embedded
 * deployment, taken while it serves.
 */
export async function registerOperationsRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; dataDir: string; secret: string },
) {
  app.post(
    '/api/operations/backup',
    {
      schema: {
        tags: ['operations'],
        summary: 'A backup of the embedded database and uploads (operations token only)',
        response: { 200: rawAnswer('A gzipped tar: database.tar.gz, uploads/, auth-secret') },
      },
      config: { access: 'public', errors: ['NOT_FOUND', 'CONFLICT'], rateLimit: false },
    },
    async (request, reply) => {
      if (!isOperationsToken(request.headers.authorization, deps.secret)) {
        throw new AppError('NOT_FOUND', `No such endpoint: POST ${request.url}`);
      }
      if (deps.database.kind !== 'pglite') throw new AppError('CONFLICT', POSTGRES_BACKUP_HINT);
      const archive = await createBackup(deps.database.pglite, deps.dataDir);
      return reply.type('application/gzip').send(archive);
    },
  );
}
