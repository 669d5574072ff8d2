#!/usr/bin/env node
// `npm run bench -- NAME`: runs bench/NAME.ts, which prints one JSON line per figure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const available = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));
const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`Usage: npm run bench -- NAME\nAvailable: ${available.join(', ') || '(none yet)'}`);
  process.exit(name ? 1 : 0);
}
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', `bench/${name}.bench.ts`, ...process.argv.slice(3)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
