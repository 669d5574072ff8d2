// `npm run bench -- web`: the initial JavaScript of the web app's main pages, as the server sends
// it (docs/decisions/0026-initial-javascript.md). Builds the web app first, then prints one JSON
// line per page: the gzip and brotli bytes and the number of script files.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  initialScripts,
  measuredPages,
  scriptSizes,
  webDistDir,
} from '../apps/web/initial-javascript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A production bundle, whatever NODE_ENV the caller has; the build's own output goes to stderr
// so that stdout holds only the figures.
const build = spawnSync('npm', ['run', 'build', '-w', '@cofound/web'], {
  cwd: root,
  stdio: ['ignore', 2, 2],
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);

for (const [page, routeModules] of Object.entries(measuredPages)) {
  const scripts = scriptSizes(webDistDir, initialScripts(webDistDir, routeModules));
  console.log(
    JSON.stringify({
      bench: 'web-initial-javascript',
      page,
      gzipBytes: scripts.gzip,
      brotliBytes: scripts.brotli,
      rawBytes: scripts.bytes,
      files: scripts.files.length,
    }),
  );
}
