import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every module keeps its own `import.meta.url`, so paths read next to a source file (the
 * migrations, the web app's dist, the demo pitches) resolve as they do when the sources run
 * unbundled. The URLs are absolute: a bundle is for the checkout that built it.
 */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * `src/main.ts` with the repository's own sources bundled and the npm packages left as imports,
 * written to `file`: the server then loads one file instead of compiling every source file with
 * tsx at each start (docs/decisions/0031-server-bundle.md). `file` must sit under the server's
 * node_modules so that the packages resolve as they do for the sources.
 */
export async function buildServerBundle(file: string): Promise<void> {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  await build({
    entryPoints: [path.join(serverRoot, 'src', 'main.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)],
    plugins: [sourceUrls],
    logLevel: 'warning',
  });
}

/** A bundle of its own for a test run, in a directory removed afterwards. */
export async function buildTestServerBundle(): Promise<{ file: string; remove: () => void }> {
  const cache = path.join(serverRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'test-server-'));
  const file = path.join(dir, 'main.mjs');
  await buildServerBundle(file);
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
