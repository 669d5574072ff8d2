// Local ESLint rule: the server's features form layers, and imports only go down.
//
// A feature may import a feature of a lower layer (through its index or service, which the
// feature-boundaries rule checks), never one of its own layer or above, so the features can
// never import each other in a circle. Code below the features (db, realtime, http, lib, jobs,
// mail, storage, operations, config) imports no feature at all: what it needs from one is
// handed to it by the composition root, app.ts and main.ts. Tests may compose anything.
import path from 'node:path';
import { resolveSpecifier } from './resolve-specifier.js';

/** Lowest first. A new feature gets a layer here before it can be imported by another. */
export const SERVER_FEATURE_LAYERS = [
  // The data export reads members' rows through the schema and imports no feature; account
  // deletion removes its files.
  ['data-export'],
  ['accounts', 'safety'],
  ['profiles'],
  // Reputation is where the others report what members earn: below everyone who awards it.
  ['reputation'],
  ['connections'],
  [
    'billing',
    'check-in',
    'circles',
    'discover',
    'health',
    'ideas',
    'matching',
    'messages',
    'notifications',
    'partners',
    'personality-test',
    'projects',
    'session',
    'success-prediction',
    'video-calls',
  ],
  // Agreements fill documents from project teams; the toolkit's investors come from partners.
  // Referral rewards are granted through billing.
  // Pitch recommendations are the deck's ranking, in the member's own field.
  // Speed networking shows the partner as the deck's card.
  ['agreements', 'networking', 'pitch', 'referrals', 'toolkit'],
  // Deleting an account empties what the features below keep of the member.
  ['account-deletion'],
  // The admin area reads across the community and acts on members.
  ['admin'],
];

const layerOf = new Map(
  SERVER_FEATURE_LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])),
);

const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
const COMPOSITION_ROOTS = new Set(['app.ts', 'main.ts', 'reputation-repair-cli.ts']);

/** Where a server source file sits: its feature, or null below the features; undefined if exempt. */
function placeOf(file) {
  const at = file.lastIndexOf(SERVER_SRC);
  if (at === -1) return undefined;
  const inner = file.slice(at + SERVER_SRC.length).split(path.sep);
  if (inner[0] === 'test' || /\.test\.tsx?$/.test(file)) return undefined;
  if (inner.length === 1 && COMPOSITION_ROOTS.has(inner[0])) return undefined;
  if (inner[0] === 'features') return inner[1] ?? null;
  return null;
}

function featureImported(file) {
  const at = file.lastIndexOf(SERVER_SRC);
  if (at === -1) return null;
  const inner = file.slice(at + SERVER_SRC.length).split(path.sep);
  return inner[0] === 'features' ? (inner[1] ?? null) : null;
}

export const serverFeatureLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Server features import only features of lower layers' },
    messages: {
      upward:
        "Feature '{{own}}' (layer {{ownLayer}}) may not import feature '{{other}}' (layer {{otherLayer}}): imports go to lower layers only (tools/eslint/server-feature-layers.js).",
      unlisted:
        "Feature '{{name}}' has no layer in tools/eslint/server-feature-layers.js: add it before importing across features.",
      belowFeatures:
        "Code below the features may not import feature '{{other}}': take what it needs as a parameter from app.ts.",
    },
    schema: [],
  },
  create(context) {
    const own = placeOf(context.filename);
    if (own === undefined) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const target = resolveSpecifier(context.filename, source);
      if (target === null) return;
      const other = featureImported(target);
      if (other === null || other === own) return;
      if (own === null) {
        context.report({ node: node.source, messageId: 'belowFeatures', data: { other } });
        return;
      }
      for (const name of [own, other]) {
        if (!layerOf.has(name)) {
          context.report({ node: node.source, messageId: 'unlisted', data: { name } });
          return;
        }
      }
      const ownLayer = layerOf.get(own);
      const otherLayer = layerOf.get(other);
      if (otherLayer >= ownLayer) {
        context.report({
          node: node.source,
          messageId: 'upward',
          data: { own, other, ownLayer, otherLayer },
        });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
