// Local ESLint rule: no import cycle between features, on the web or the server.
//
// Reads the import graph between the feature folders once per lint run (one regular
// expression per file, test files left out: tests may compose anything) and reports an import
// from feature A to feature B when B already leads back to A. Pages that need both belong to
// the composition layer (app/ on the web, app.ts on the server), which no feature imports.
import fs from 'node:fs';
import path from 'node:path';
import { resolveSpecifier } from './resolve-specifier.js';

const FEATURES = `${path.sep}features${path.sep}`;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
const SPECIFIER =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** { root: '.../features/', name } for a file inside a feature folder, else null. */
export function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at === -1) return null;
  const name = file.slice(at + FEATURES.length).split(path.sep)[0];
  return name ? { root: file.slice(0, at + FEATURES.length), name } : null;
}

function sourceFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) found.push(full);
  }
  return found;
}

/** Feature name -> the other features its (non-test) files import, for one features folder. */
export function featureGraph(root) {
  const graph = new Map();
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const targets = new Set();
    for (const file of sourceFiles(path.join(root, entry.name))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const target = resolveSpecifier(file, match[1] ?? match[2]);
        const other = target === null ? null : featureOf(target);
        if (other && other.root === root && other.name !== entry.name) targets.add(other.name);
      }
    }
    graph.set(entry.name, targets);
  }
  return graph;
}

/** A path of features from `from` to `to` in the graph, or null when there is none. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const route = [];
      for (let step = to; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const graphs = new Map();

export const featureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between features' },
    messages: {
      cycle:
        "Importing feature '{{other}}' closes a cycle: {{cycle}}. Move what both need to a shared layer, or compose them in app/.",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own || TEST.test(context.filename)) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const target = resolveSpecifier(context.filename, source);
      const other = target === null ? null : featureOf(target);
      if (!other || other.root !== own.root || other.name === own.name) return;
      if (!graphs.has(own.root)) graphs.set(own.root, featureGraph(own.root));
      const back = pathBetween(graphs.get(own.root), other.name, own.name);
      if (!back) return;
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { other: other.name, cycle: [own.name, ...back].join(' -> ') },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ source: node.source }),
    };
  },
};
