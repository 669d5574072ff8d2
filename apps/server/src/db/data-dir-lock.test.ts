import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('writes the owner pid and removes the lock on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'cofound.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'cofound.lock'))).toBe(false);
  });

  it('refuses a directory locked by another live process, naming its pid', () => {
    const dir = tempDir();
    // The parent of this test process is alive for the whole test.
    fs.writeFileSync(path.join(dir, 'cofound.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'cofound.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'cofound.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable, half-written lock', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'cofound.lock'), '');
    acquireDataDirLock(dir)();
  });
});
