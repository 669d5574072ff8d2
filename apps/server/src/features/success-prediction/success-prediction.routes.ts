import type { FastifyInstance } from 'fastify';
import { successPredictionContract as api } from '@cofound/shared/success-prediction/success-prediction.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { SuccessPredictionService } from './success-prediction.service';

export async function registerSuccessPredictionRoutes(
  app: FastifyInstance,
  service: SuccessPredictionService,
) {
  registerEndpoint(app, api.get, async ({ member, params }) =>
    service.forPair(member, params.profileId),
  );
}
