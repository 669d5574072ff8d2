// When `npm start` must build again: a build is stale when any of its inputs changed after it.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time under `target` (a file or a directory, recursively), or 0 when
 * it does not exist.
 * @param {string} target
 * @returns {number}
 */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Whether `output` is missing or older than any of `inputs` (paths from `root`).
 * @param {string} output
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {boolean}
 */
export function isStale(output, root, inputs) {
  if (!fs.existsSync(output)) return true;
  const builtAt = fs.statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
