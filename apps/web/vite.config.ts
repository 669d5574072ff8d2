import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-precompress';
import { zodInTheBrowser } from './vite-zod-alias';

/** Modules of the app, the shared package and the icon set, which the `common` chunk may take. */
const sharedByPages = /(apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src|lucide-react)[\\/]/;
/**
 * How many lazily loaded chunks must import a module for it to go into `common`: fewer makes
 * every page carry what a few use, more leaves the small files (docs/decisions/0045-fewer-files-and-no-wait-before-first-paint.md).
 */
const COMMON_MIN_SHARE_COUNT = 19;

/** The API server the dev and preview servers forward /api to (same origin in production). */
const apiTarget = process.env.COFOUND_API_URL ?? 'http://localhost:3000';

/**
 * The API rejects requests whose Origin it does not trust (CSRF protection). A page served by
 * this Vite server is the app itself, so its requests go on with the API's own origin; any other
 * Origin is passed through untouched and still rejected.
 */
const apiProxy: ProxyOptions = {
  target: apiTarget,
  ws: true,
  configure(proxy) {
    const presentAsApiOrigin = (
      proxyReq: { setHeader(name: string, value: string): unknown },
      req: { headers: Record<string, string | string[] | undefined> },
    ) => {
      if (req.headers.origin === `http://${String(req.headers.host)}`) {
        proxyReq.setHeader('origin', new URL(apiTarget).origin);
      }
    };
    proxy.on('proxyReq', presentAsApiOrigin);
    proxy.on('proxyReqWs', presentAsApiOrigin);
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: [zodInTheBrowser] },
  server: { port: 5173, proxy: { '/api': apiProxy } },
  preview: { port: 4173, proxy: { '/api': apiProxy } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each lazily loaded page needs: read by initial-javascript.ts.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely: their own chunk stays cached across releases.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // What every page needs besides React, also kept across releases: the API cache, the
            // answer schemas (zod's tree-shakable build, decision 40) and class merging. Libraries
            // only some pages use (forms, dialogs, menus, charts) stay with those pages
            // (docs/decisions/0026-initial-javascript.md).
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack[\\/]query-core|@tanstack[\\/]react-query|zod|tailwind-merge|clsx)[\\/]/,
            },
            // The API client every page calls the API through at first paint, with zod's classic
            // API for the shared schemas: one file rather than seven small ones (decision 40).
            {
              name: 'api',
              test: /(apps[\\/]web[\\/]src[\\/]lib[\\/](zod-classic-on-mini|zod-classic-members|api-client|api-error|retry-policy|service-unavailable-events|call-endpoint)|packages[\\/]shared[\\/]src[\\/]contract[\\/]endpoint)\.ts$/,
            },
            // The form library, with the pages that have a form.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // The app's own building blocks that many pages use (page header, alerts, skeletons,
            // icons, shared schemas) in one file, instead of one file under a kilobyte for each
            // set of pages that shares one: a page loaded about 50 files, and a browser fetches
            // six at a time from one server over HTTP/1.1. Pages (routes/) stay chunks of their own.
            {
              name: 'common',
              test: (id: string) => sharedByPages.test(id) && !/[\\/]routes[\\/]/.test(id),
              minShareCount: COMMON_MIN_SHARE_COUNT,
            },
          ],
        },
      },
    },
  },
});
