// Local ESLint rule: a feature may not reach into another feature's internals.
// Allowed across features: the feature's public index, its `screens` (the lazily loaded pages,
// for the web app's route table: docs/decisions/0026-initial-javascript.md), and on the server
// its service (features are composed through services, see ARCHITECTURE.md). Everything else is
// private.
import fs from 'node:fs';
import path from 'node:path';
import { resolveSpecifier } from './resolve-specifier.js';

const FEATURE_DIR = `${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.lastIndexOf(FEATURE_DIR);
  if (at === -1) return null;
  const rest = file.slice(at + FEATURE_DIR.length);
  const name = rest.split(path.sep)[0];
  return { root: file.slice(0, at + FEATURE_DIR.length), name, inner: rest.slice(name.length + 1) };
}

function isPublicEntry(inner) {
  const base = inner.replace(/\.(ts|tsx)$/, '');
  return base === 'index' || base === 'screens' || /^[\w-]+\.service$/.test(base);
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another feature's internals" },
    messages: {
      internal:
        "'{{target}}' is internal to feature '{{other}}'. Import its index (or its service on the server), or compose the two in app/.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const own = featureOf(filename);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const target = resolveSpecifier(filename, source);
      if (target === null) return;
      const isDirectory = fs.existsSync(target) && fs.statSync(target).isDirectory();
      const file = isDirectory
        ? path.join(target, 'index.ts')
        : target + (path.extname(target) ? '' : '.ts');
      const other = featureOf(file);
      if (!other || (own && own.root === other.root && own.name === other.name)) return;
      if (isPublicEntry(other.inner)) return;
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { target: source, other: other.name },
      });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
