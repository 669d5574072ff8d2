import type { FastifyInstance } from 'fastify';
import { personalityTestContract as api } from '@cofound/shared/personality-test/personality-test.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { PersonalityTestService } from './personality-test.service';

export async function registerPersonalityTestRoutes(
  app: FastifyInstance,
  service: PersonalityTestService,
) {
  registerEndpoint(app, api.ownResult, async ({ member }) => service.ownResult(member));
  registerEndpoint(app, api.submit, async ({ member, body }) =>
    service.submit(member, body.answers),
  );
}
