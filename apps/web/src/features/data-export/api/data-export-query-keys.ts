/** The member's latest download of their data. */
export const dataExportQueryKey = ['data-export', 'latest'] as const;
