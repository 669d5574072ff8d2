/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One script as the server sends it: its raw size and the size of its precompressed copies. */
export type ScriptSize = { file: string; bytes: number; gzip: number; brotli: number };

export type InitialJavaScript = {
  files: ScriptSize[];
  bytes: number;
  gzip: number;
  brotli: number;
};

/** The parts of Vite's build manifest (build.manifest) this reads. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The scripts index.html loads at once: its entry module and every modulepreload. */
export function pageShellScripts(distDir: string): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1];
    return (isScript || isPreload) && url ? [url] : [];
  });
}

/** A lazily loaded module's chunk and every chunk it imports statically, as paths in dist. */
function chunkWithImports(manifest: Manifest, source: string): string[] {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of this build`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files];
}

/**
 * The scripts a page needs before it is usable: index.html's entry and modulepreloads, and the
 * chunks of the route's lazily loaded modules (`routeModules`: source paths from the app root,
 * as the manifest names them, e.g. 'src/features/discover/routes/discover-page.tsx') with the
 * chunks those import statically. Paths are relative to `distDir`.
 */
export function initialScripts(distDir: string, routeModules: readonly string[]): string[] {
  const manifest = readManifest(distDir);
  const files = new Set(pageShellScripts(distDir));
  for (const source of routeModules) {
    for (const file of chunkWithImports(manifest, source)) files.add(file);
  }
  return [...files];
}

/** Size of a file, or 0 when the build wrote no such copy. */
function sizeOf(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/**
 * What the server sends for each script: the build's gzip and brotli copies
 * (apps/web/vite-precompress.ts), or the file itself when it was too small to get one.
 */
export function scriptSizes(distDir: string, files: readonly string[]): InitialJavaScript {
  const sizes = files.map((file) => {
    const full = path.join(distDir, file);
    const bytes = sizeOf(full);
    if (bytes === 0) throw new Error(`${file} is not in ${distDir}`);
    return {
      file,
      bytes,
      gzip: sizeOf(`${full}.gz`) || bytes,
      brotli: sizeOf(`${full}.br`) || bytes,
    };
  });
  const sum = (key: 'bytes' | 'gzip' | 'brotli') =>
    sizes.reduce((total, size) => total + size[key], 0);
  return { files: sizes, bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli') };
}

/** The built web app, where the server serves it from. */
export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'dist');

/**
 * The pages measured, with the modules their route loads on first visit (app/routes.tsx): the
 * benchmark prints each one's figures, and the browser check confirms the list is complete.
 */
export const measuredPages = {
  '/browse': ['src/features/discover/routes/discover-page.tsx'],
  '/signin': ['src/features/accounts/routes/sign-in-page.tsx'],
  '/dashboard': ['src/app/routes/dashboard/dashboard-page.tsx'],
  '/profile': ['src/app/routes/my-profile/my-profile-page.tsx'],
} as const satisfies Record<string, readonly string[]>;
