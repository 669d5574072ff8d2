import { describe, expect, it } from 'vitest';
import { defaultBackupName } from './cli-paths';
import { localServerUrl } from './running-server';

describe('the backup command', () => {
  it('names a backup after the UTC time it was taken', () => {
    expect(defaultBackupName(new Date('2026-11-24T05:58:21.123Z'))).toBe(
      'cofound-backup-20261124T055821Z.tar.gz',
    );
  });

  it('reaches the server on its own listening address', () => {
    expect(localServerUrl({ HOST: 'localhost', PORT: 3000 })).toBe('http://localhost:3000');
    expect(localServerUrl({ HOST: '0.0.0.0', PORT: 8080 })).toBe('http://127.0.0.1:8080');
    expect(localServerUrl({ HOST: '::', PORT: 8080 })).toBe('http://[::1]:8080');
    expect(localServerUrl({ HOST: 'fd00::5', PORT: 80 })).toBe('http://[fd00::5]:80');
  });
});
