import { z } from 'zod';

/**
 * queued (waiting for the background job), building, ready (downloadable until expiresAt),
 * failed (error says why), expired (the file is gone).
 */
export const dataExportStatuses = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** While one of these, the member cannot start another. */
export const dataExportInProgressStatuses = ['queued', 'building'] as const;

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(dataExportStatuses),
  /** 0 to 100: how much of the member's data is in the file so far. */
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the ready file can be downloaded. */
  expiresAt: z.string().nullable(),
  /** The ZIP file's size, once it is ready. */
  sizeBytes: z.number().int().nullable(),
  /** Why it failed, in the member's words; null unless failed. */
  error: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The member's latest download; null before the first one. */
export const latestDataExportSchema = z.object({ export: dataExportSchema.nullable() });
export type LatestDataExport = z.infer<typeof latestDataExportSchema>;
