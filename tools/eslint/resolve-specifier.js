// Where an import specifier points on disk, for the rules that reason about features: relative
// paths, and path aliases from the nearest tsconfig's `paths` (following `extends`), so an alias
// cannot walk around a boundary. Null for packages from node_modules.
import fs from 'node:fs';
import path from 'node:path';

const aliasesByDir = new Map();

function readJson(file) {
  try {
    // tsconfig files may carry comments and trailing commas.
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/,(\s*[}\]])/g, '$1');
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The `paths` of a tsconfig (and the ones it extends), resolved to absolute targets. */
function pathsOf(tsconfigFile) {
  const config = readJson(tsconfigFile);
  if (!config) return [];
  const dir = path.dirname(tsconfigFile);
  const inherited =
    typeof config.extends === 'string' && config.extends.startsWith('.')
      ? pathsOf(path.resolve(dir, config.extends))
      : [];
  const options = config.compilerOptions ?? {};
  const base = path.resolve(dir, options.baseUrl ?? '.');
  const own = Object.entries(options.paths ?? {}).map(([pattern, targets]) => ({
    pattern,
    targets: targets.map((target) => path.resolve(base, target)),
  }));
  return [...own, ...inherited];
}

/** The aliases that apply to a file: those of the nearest tsconfig.json above it. */
function aliasesFor(file) {
  const start = path.dirname(file);
  if (aliasesByDir.has(start)) return aliasesByDir.get(start);
  let aliases = [];
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'tsconfig.json');
    if (fs.existsSync(candidate)) {
      aliases = pathsOf(candidate);
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  aliasesByDir.set(start, aliases);
  return aliases;
}

export function resolveSpecifier(fromFile, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  for (const { pattern, targets } of aliasesFor(fromFile)) {
    const star = pattern.indexOf('*');
    const prefix = star === -1 ? pattern : pattern.slice(0, star);
    const suffix = star === -1 ? '' : pattern.slice(star + 1);
    const matches =
      star === -1
        ? source === pattern
        : source.startsWith(prefix) &&
          source.endsWith(suffix) &&
          source.length >= prefix.length + suffix.length;
    if (!matches || targets.length === 0) continue;
    const captured = star === -1 ? '' : source.slice(prefix.length, source.length - suffix.length);
    return targets[0].replace('*', captured);
  }
  return null;
}
