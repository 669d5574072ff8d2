// On PostgreSQL the database is backed up with PostgreSQL's own tools; Cofound adds the uploads
// and the signing secret. The README's Operations section documents the same steps.

/** What the backup route answers on PostgreSQL. */
export const POSTGRES_BACKUP_HINT =
  'On PostgreSQL, back up with pg_dump -Fc (and copy DATA_DIR/uploads); see the README.';

export function postgresBackupProcedure(dataDir: string): string {
  return [
    'Cofound runs on PostgreSQL (DATABASE_URL is set): back it up with its own tools.',
    '  pg_dump -Fc --no-owner -f cofound.dump "$DATABASE_URL"',
    `  tar -czf cofound-uploads.tar.gz -C '${dataDir}' uploads`,
    'and keep the AUTH_SECRET beside them (sessions and pending links are signed with it).',
    'Use a pg_dump at least as new as the server. Nothing was written.',
  ].join('\n');
}

export function postgresRestoreProcedure(dataDir: string): string {
  return [
    'Cofound runs on PostgreSQL (DATABASE_URL is set): restore with its own tools, Cofound',
    'stopped, into an empty database:',
    '  pg_restore --no-owner -d "$DATABASE_URL" cofound.dump',
    `  tar -xzf cofound-uploads.tar.gz -C '${dataDir}'`,
    'then start Cofound with the same AUTH_SECRET. Nothing was changed.',
  ].join('\n');
}
