import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate';

/**
 * The statement of migration `file` that begins (after its comments) with `start`: a test runs a
 * migration's backfill again to compare it with what the triggers kept.
 */
export function migrationStatement(file: string, start: string): string {
  const text = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  const found = text.split('--> statement-breakpoint').find((statement) =>
    statement
      .replace(/^\s*--.*$/gm, '')
      .trim()
      .startsWith(start),
  );
  if (!found) throw new Error(`${file} has no statement beginning ${start}`);
  return found;
}
