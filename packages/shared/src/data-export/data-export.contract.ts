import { defineEndpoint } from '../contract/endpoint';
import { dataExportSchema, latestDataExportSchema } from './data-export.schemas';

const tags = ['data-export'] as const;

/**
 * A member's download of their own data (docs/product.md#data-export): prepared in the
 * background, one at a time, downloadable for 7 days. Each member sees and starts only their own.
 */
export const dataExportContract = {
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/data-export',
    access: 'member',
    tags,
    summary: 'Your latest download of your data: its status, progress, size and dates',
    response: latestDataExportSchema,
  }),
  /** Replaces a ready download (its file goes); refused while one is being prepared. */
  start: defineEndpoint({
    method: 'POST',
    path: '/api/data-export',
    access: 'member',
    tags,
    summary: 'Start preparing a download of everything Cofound holds about you',
    status: 201,
    response: dataExportSchema,
    errors: ['CONFLICT'],
  }),
};

/** The ready file: a ZIP answer, so a plain route rather than a JSON endpoint. */
export const dataExportFiles = {
  download: { method: 'GET', path: '/api/data-export/file' },
} as const;
