import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

type LockedPackage = { version?: string; engines?: { node?: string } | string[] };

describe('the packages the lockfile installs', () => {
  // npm warns (EBADENGINE) at every install for a package whose engines leave this Node out
  // (docs/decisions/0038-node-20-dependencies.md).
  it('all declare that they run on the oldest Node Cofound supports', () => {
    const { engines } = readJson('package.json') as { engines: { node: string } };
    const oldest = semver.minVersion(engines.node)!.version;
    const { packages } = readJson('package-lock.json') as {
      packages: Record<string, LockedPackage>;
    };
    const refusing = Object.entries(packages).flatMap(([where, locked]) => {
      const node = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return node && !semver.satisfies(oldest, node)
        ? [`${where}@${locked.version}: node ${node}`]
        : [];
    });
    expect(refusing).toEqual([]);
  });
});
