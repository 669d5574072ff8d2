// The data export's words, word for word as docs/product.md#data-export lists them.
export const dataExportMessages = {
  inProgress: 'Your data is already being prepared. You can download it here when it is ready.',
  startFailed: 'We could not start preparing your data. Please try again.',
  buildFailed: 'We could not prepare your data. Please try again.',
  loadFailed: 'Failed to load your data download. Please try again.',
  notReady: 'There is no download of your data ready. Request your data first.',
  expired: 'Your last download has expired. Request your data again to get a new one.',
  tooManyRequests: 'You have asked for your data several times this hour. Please try again later.',
} as const;

/** Requests a member may make per hour (a download reads all their data). */
export const DATA_EXPORT_REQUESTS_PER_HOUR = 5;

/** How long a prepared download stays available. */
export const DATA_EXPORT_AVAILABLE_DAYS = 7;

/** How often the page asks how far a download being prepared has come. */
export const DATA_EXPORT_POLL_MS = 2_000;

/** Where the profile page shows the member's data section (the ready mail links to it). */
export const DATA_EXPORT_SECTION_ID = 'your-data';

/** 'cofound-data-2026-11-27.zip': the day (UTC) the download was made. */
export function dataExportFileName(readyAt: Date): string {
  return `cofound-data-${readyAt.toISOString().slice(0, 10)}.zip`;
}
