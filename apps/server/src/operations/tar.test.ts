import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTarGz, writeTarGz } from './tar';

const entries = [
  { name: 'database.tar', data: Buffer.from('database bytes') },
  { name: 'uploads/a/1-x.png', data: Buffer.alloc(1300, 7) },
  { name: `uploads/${'d'.repeat(90)}/${'f'.repeat(60)}.png`, data: Buffer.from('long path') },
  { name: 'empty', data: Buffer.alloc(0) },
];

describe('tar archives', () => {
  it('read back exactly what was written, long paths included', async () => {
    expect(readTarGz(await writeTarGz(entries))).toEqual(entries);
  });

  it('are ordinary tar.gz files that the tar command lists and extracts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-tar-'));
    try {
      fs.writeFileSync(path.join(dir, 'backup.tar.gz'), await writeTarGz(entries));
      execFileSync('tar', ['-xzf', 'backup.tar.gz'], { cwd: dir });
      expect(fs.readFileSync(path.join(dir, 'uploads/a/1-x.png'))).toEqual(entries[1]!.data);
      expect(fs.readFileSync(path.join(dir, entries[2]!.name), 'utf8')).toBe('long path');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
