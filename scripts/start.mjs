#!/usr/bin/env node
// `npm start`: builds the web app and bundles the server when their sources changed since the
// last build, then runs the server (migrations and, on a fresh embedded database, the demo
// community happen at boot).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/public',
  'packages/shared/src',
];

function webBuildIsStale() {
  return isStale(builtIndex, root, webInputs);
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  // Always a production bundle: a NODE_ENV=development in the caller's environment (a shell,
  // the browser tests' server) would otherwise make Vite ship React's development build.
  const build = spawnSync('npm', ['run', 'build', '-w', '@cofound/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs from a bundle of its sources (docs/decisions/0031-server-bundle.md): one file
// to load instead of every source file compiled by tsx at each start. The bundle names its
// sources by absolute path, so one made in another checkout is made again.
const serverBundle = path.join(root, 'apps/server/node_modules/.cache/cofound-server/main.mjs');
const serverBundleRoot = `${serverBundle}.root`;
const serverInputs = ['apps/server/src', 'apps/server/package.json', 'packages/shared/src'];

function serverBundleIsStale() {
  if (!fs.existsSync(serverBundleRoot) || fs.readFileSync(serverBundleRoot, 'utf8') !== root)
    return true;
  return isStale(serverBundle, root, serverInputs);
}

if (serverBundleIsStale()) {
  const bundle = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/build/build-server-cli.ts', serverBundle],
    { cwd: root, stdio: 'inherit' },
  );
  if (bundle.status !== 0) process.exit(bundle.status ?? 1);
  fs.writeFileSync(serverBundleRoot, root);
}

const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
