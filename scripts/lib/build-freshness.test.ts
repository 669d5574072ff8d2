import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale, newestMtime } from './build-freshness.mjs';

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes `file` under root with the given modification time (seconds since the epoch). */
function write(file: string, mtime: number) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, file);
  fs.utimesSync(full, mtime, mtime);
  // Directories count with their own time (a file removed changes it): keep theirs old.
  for (let dir = path.dirname(full); dir.startsWith(root); dir = path.dirname(dir)) {
    fs.utimesSync(dir, 1000, 1000);
  }
}

describe('build freshness', () => {
  it('finds the newest file under a directory, nested, and 0 for a missing path', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-freshness-'));
    write('src/a.ts', 2000);
    write('src/deep/b.ts', 3000);
    expect(newestMtime(path.join(root, 'src'))).toBe(3000 * 1000);
    expect(newestMtime(path.join(root, 'nothing'))).toBe(0);
  });

  it('is stale when the output is missing or an input changed after it, fresh otherwise', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-freshness-'));
    write('src/a.ts', 2000);
    write('src/deep/b.ts', 3000);
    const output = path.join(root, 'out/bundle.mjs');
    expect(isStale(output, root, ['src'])).toBe(true);
    write('out/bundle.mjs', 4000);
    expect(isStale(output, root, ['src', 'missing.json'])).toBe(false);
    write('src/deep/b.ts', 5000);
    expect(isStale(output, root, ['src'])).toBe(true);
  });
});
