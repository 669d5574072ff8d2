/// <reference types="node" />
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Files the server sends as text: the ones worth a compressed copy. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best compression each format has: paid once per build, not per request. */
const encoders = [
  {
    suffix: '.br',
    encode: (data: Buffer) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    suffix: '.gz',
    encode: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

async function textFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` and `name.gz` beside each built text file of at least MIN_BYTES, when the
 * copy is smaller; the server picks the one the browser accepts (apps/server/src/http/static-web.ts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'cofound-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await textFiles(outDir);
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          if (data.length < MIN_BYTES) return;
          for (const { suffix, encode } of encoders) {
            const packed = await encode(data);
            if (packed.length < data.length) await fs.writeFile(file + suffix, packed);
          }
        }),
      );
    },
  };
}
