import type { FastifyInstance } from 'fastify';
import { partnersContract as api } from '@cofound/shared/partners/partners.contract';
import { PARTNER_IMPORT_MAX_CHARS } from '@cofound/shared/partners/partners.schemas';
import { registerEndpoint } from '../../http/endpoint-route';
import type { PartnersService } from './partners.service';

/**
 * The file's text travels in JSON: up to 4 bytes a character in UTF-8, and escaped quotes and
 * line breaks; the schema then holds it to its character limit.
 */
const IMPORT_BODY_LIMIT = PARTNER_IMPORT_MAX_CHARS * 4 + 64 * 1024;

export async function registerPartnersRoutes(app: FastifyInstance, service: PartnersService) {
  registerEndpoint(app, api.list, async ({ query }) => service.list(query));
  registerEndpoint(app, api.create, async ({ member, body }) => service.create(member, body));
  registerEndpoint(app, api.changeStatus, async ({ member, params, body }) =>
    service.changeStatus(member, params.partnerId, body.status),
  );
  registerEndpoint(
    app,
    api.importMembers,
    async ({ member, params, body }) => service.importMembers(member, params.partnerId, body),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
}
