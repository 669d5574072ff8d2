import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createHealthRepository } from './health.repository';
import { registerHealthRoutes } from './health.routes';

export async function registerHealthFeature(app: FastifyInstance, database: DatabaseHandle) {
  await registerHealthRoutes(app, createHealthRepository(database.db), database.kind);
}
