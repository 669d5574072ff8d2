import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { verifiedBadgeHooks } from './verified-badges';

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The one file that writes the badges (docs/decisions/0034-verified-badges.md). */
const THE_WRITER = path.join('features', 'accounts', 'linked-accounts.repository.ts');
/** Not request handling: table definitions, migrations, and the demo data seeded outside production. */
const NOT_ROUTES = [
  path.join('db', 'schema'),
  path.join('db', 'migrations'),
  path.join('db', 'seed'),
  'test',
];

function serverSources(dir = SERVER_SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(SERVER_SRC, full);
    if (
      NOT_ROUTES.some((skipped) => relative === skipped || relative.startsWith(skipped + path.sep))
    ) {
      return [];
    }
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : serverSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/** The argument text of every `.set(...)` and `.values(...)` call (balanced parentheses). */
function writtenObjects(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\.(set|values)\(/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    while (at < source.length && depth > 0) {
      if (source[at] === '(') depth += 1;
      if (source[at] === ')') depth -= 1;
      at += 1;
    }
    found.push(source.slice(start, at - 1));
  }
  return found;
}

describe('who writes the verified badges', () => {
  it('is the badge sync alone: no other server code sets githubVerified or linkedinVerified', () => {
    const writers = serverSources().filter((file) => {
      const source = fs.readFileSync(path.join(SERVER_SRC, file), 'utf8');
      const inWrites = writtenObjects(source).some((text) =>
        /\b(githubVerified|linkedinVerified)\b/.test(text),
      );
      // Raw SQL: an assignment (`set github_verified = ...`); reading the column is fine.
      return inWrites || /\b(github|linkedin)_verified\s*=/.test(source);
    });
    expect(writers).toEqual([THE_WRITER]);
  });
});

describe('the account hooks', () => {
  it('recompute the badges after a GitHub or LinkedIn account row is made, changed or removed', async () => {
    const syncVerifiedBadges = vi.fn(async () => {});
    const hooks = verifiedBadgeHooks({ syncVerifiedBadges });
    await hooks.create.after({ userId: 'u1', providerId: 'github' });
    await hooks.update.after({ userId: 'u2', providerId: 'linkedin' });
    await hooks.delete.after({ userId: 'u3', providerId: 'github' });
    expect(syncVerifiedBadges.mock.calls).toEqual([['u1'], ['u2'], ['u3']]);
  });

  it('leave passwords, Google and rows they cannot read alone', async () => {
    const syncVerifiedBadges = vi.fn(async () => {});
    const hooks = verifiedBadgeHooks({ syncVerifiedBadges });
    await hooks.create.after({ userId: 'u1', providerId: 'credential' });
    await hooks.create.after({ userId: 'u1', providerId: 'google' });
    await hooks.update.after(null);
    await hooks.delete.after({ providerId: 'github' });
    expect(syncVerifiedBadges).not.toHaveBeenCalled();
  });
});
