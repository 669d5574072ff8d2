import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRevenueContract as api,
  adminRevenueFiles,
} from '@cofound/shared/admin/admin-revenue.contract';
import { attachment } from '../../http/attachment';
import { registerEndpoint } from '../../http/endpoint-route';
import { rawAnswer } from '../../http/openapi-responses';
import type { AdminRevenueService } from './admin-revenue.service';

export function registerAdminRevenueRoutes(app: FastifyInstance, service: AdminRevenueService) {
  registerEndpoint(app, api.revenue, async ({ query }) => service.revenue(query.period));

  const { export: file } = adminRevenueFiles;
  app.withTypeProvider<ZodTypeProvider>().get(
    file.path,
    {
      schema: {
        tags: ['admin'],
        summary: "The period's transactions as a CSV file (admins)",
        querystring: file.query,
        produces: ['text/csv'],
        response: {
          200: rawAnswer(
            'Date, member, email, plan, kind, amount and currency, oldest first; text cells that would run as formulas are escaped',
          ),
        },
      },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(request.query.period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(csv.name))
        .header('cache-control', 'no-store')
        .send(Readable.from(csv.lines));
    },
  );
}
