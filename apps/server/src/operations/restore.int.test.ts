import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openDatabase, pgliteDirectory } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { fillWithMigratedDatabase } from '../test/migrated-data-dir';
import { PNG_1X1 } from '../test/upload-fixtures';
import { BackupRefusedError, backupStoppedDataDir } from './backup';
import {
  countUsers,
  insertUsers,
  readDataDir,
  removeDirs,
  tempDir,
  WHOLE_DUMP_TIMEOUT_MS,
} from './data-dir-fixtures';
import { RestoreRefusedError, restoreBackup } from './restore';
import { readTarGz, writeTarGz } from './tar';

const SECRET = `${'s'.repeat(64)}\n`;

/** A stopped deployment: a migrated database with members, an upload and a generated secret. */
async function stoppedDeployment(dataDir: string, members: number) {
  await fillWithMigratedDatabase(dataDir);
  const handle = await openDatabase({
    kind: 'pglite',
    pglite: createPglite(pgliteDirectory(dataDir)),
  });
  await insertUsers(handle.db, 'member', members);
  await handle.close();
  fs.mkdirSync(path.join(dataDir, 'uploads', 'profiles'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'profiles', 'a-photo.png'), PNG_1X1);
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), SECRET, { mode: 0o600 });
  fs.mkdirSync(path.join(dataDir, 'outbox'));
  fs.writeFileSync(path.join(dataDir, 'outbox', 'mail.eml'), 'not backed up');
}

// Backups are of the embedded database's data dir: the PostgreSQL run has nothing else to test.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'backups of a stopped data dir, and restores',
  () => {
    // Made in beforeAll: vitest runs the body of a skipped describe, but not its hooks.
    let root = '';
    beforeAll(() => {
      root = tempDir('restore');
    });
    afterAll(() => removeDirs(root));
    const dir = (name: string) => path.join(root, name);
    let archive: Buffer;

    it(
      'hold the database, the uploads and the signing secret, and nothing else',
      async () => {
        await stoppedDeployment(dir('source'), 25);
        archive = await backupStoppedDataDir(dir('source'));
        expect(fs.existsSync(path.join(dir('source'), 'cofound.lock'))).toBe(false);

        expect(await restoreBackup(archive, dir('copy'))).toEqual({ uploads: 1, secret: true });
        expect(fs.readdirSync(dir('copy')).sort()).toEqual(['auth-secret', 'pglite', 'uploads']);
        expect(await readDataDir(dir('copy'), (handle) => countUsers(handle.db))).toBe(25);
        expect(
          fs.readFileSync(path.join(dir('copy'), 'uploads', 'profiles', 'a-photo.png')),
        ).toEqual(PNG_1X1);
        expect(fs.readFileSync(path.join(dir('copy'), 'auth-secret'), 'utf8')).toBe(SECRET);
      },
      WHOLE_DUMP_TIMEOUT_MS,
    );

    it('refuse a data dir without a database instead of backing up an empty one', async () => {
      fs.mkdirSync(dir('no-database'));
      await expect(backupStoppedDataDir(dir('no-database'))).rejects.toThrow(BackupRefusedError);
      expect(fs.readdirSync(dir('no-database'))).toEqual([]);
    });

    it('refuse a data dir that holds anything', async () => {
      fs.mkdirSync(dir('used'));
      fs.writeFileSync(path.join(dir('used'), 'notes.txt'), 'mine');
      await expect(restoreBackup(archive, dir('used'))).rejects.toThrow(/is not empty/);
      expect(fs.readdirSync(dir('used'))).toEqual(['notes.txt']);
    });

    it('refuse a data dir a live server holds', async () => {
      const release = acquireDataDirLock(dir('served'));
      try {
        await expect(restoreBackup(archive, dir('served'))).rejects.toThrow(
          new RegExp(`Cofound is running on .* \\(pid ${process.pid}\\)`),
        );
      } finally {
        release();
      }
    });

    it('refuse a file that is not a backup, and leave the data dir empty', async () => {
      const notBackups = [
        Buffer.from('plain text'),
        await writeTarGz([{ name: 'uploads/x.png', data: PNG_1X1 }]),
      ];
      for (const file of notBackups) {
        await expect(restoreBackup(file, dir('target'))).rejects.toThrow(RestoreRefusedError);
      }
      const damagedDatabase = await writeTarGz([
        { name: 'database.tar', data: Buffer.from('not a dump') },
        { name: 'uploads/x.png', data: PNG_1X1 },
      ]);
      await expect(restoreBackup(damagedDatabase, dir('target'))).rejects.toThrow();
      expect(fs.existsSync(dir('target')) ? fs.readdirSync(dir('target')) : []).toEqual([]);
    });

    it(
      'write only what a backup holds: no lock, no outbox, nothing outside the data dir',
      async () => {
        const [database] = readTarGz(archive);
        const crafted = await writeTarGz([
          database!,
          { name: 'cofound.lock', data: Buffer.from('1') },
          { name: 'outbox/mail.eml', data: Buffer.from('x') },
          { name: 'uploads/../../escaped.txt', data: Buffer.from('x') },
        ]);
        expect(await restoreBackup(crafted, dir('crafted'))).toEqual({ uploads: 0, secret: false });
        expect(fs.readdirSync(dir('crafted'))).toEqual(['pglite']);
        expect(fs.existsSync(path.join(root, 'escaped.txt'))).toBe(false);
      },
      WHOLE_DUMP_TIMEOUT_MS,
    );
  },
);
