// Bundles the server for `npm start` (scripts/start.mjs runs this when the sources changed since
// the last bundle): `node --import tsx apps/server/src/build/build-server-cli.ts <file>`.
import fs from 'node:fs';
import path from 'node:path';
import { buildServerBundle } from './server-bundle';

const file = process.argv[2];
if (!file) throw new Error('usage: build-server-cli.ts <bundle file>');
const started = performance.now();
fs.mkdirSync(path.dirname(file), { recursive: true });
await buildServerBundle(file);
console.warn(`Bundled the server in ${Math.round(performance.now() - started)} ms`);
