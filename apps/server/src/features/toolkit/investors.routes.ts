import type { FastifyInstance } from 'fastify';
import { toolkitContract as api } from '@cofound/shared/toolkit/toolkit.contract';
import { registerEndpoint } from '../../http/endpoint-route';
import type { PartnerInvestors } from '../partners';

/** The investor database: the partners feature's active investors, for Pro and Business. */
export function registerInvestorsRoute(app: FastifyInstance, partners: PartnerInvestors) {
  registerEndpoint(app, api.investors, async ({ query }) => partners.investors(query));
}
