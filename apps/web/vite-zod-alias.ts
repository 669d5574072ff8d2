/// <reference types="node" />
import { fileURLToPath } from 'node:url';

/**
 * The browser's `zod` (docs/decisions/0040-zod-in-the-browser.md): the bare specifier resolves to
 * the classic API on zod's tree-shakable schemas, in the build, the dev server and the web tests.
 * `zod/mini`, `zod/v4` and `zod/v4/core` stay zod's own.
 */
export const zodInTheBrowser = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-classic-on-mini.ts', import.meta.url)),
};
