/**
 * The one rule for text Cofound accepts anywhere: no NUL character (PostgreSQL cannot store it)
 * and no unpaired UTF-16 surrogate (it is not a character at all and cannot be encoded as UTF-8).
 */
/* eslint-disable no-control-regex -- finding NUL is the point of this rule */
const NUL_OR_LONE_SURROGATE =
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

export const wellFormedTextMessage =
  'Contains a character that is not allowed (a NUL character or a broken emoji).';

export function isWellFormedText(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text);
}

/**
 * The dotted paths ("skills.2", "q") of every string in `value` that breaks the rule, object keys
 * included. `value` is parsed JSON or a parsed query string, so it holds no cycles.
 */
export function malformedTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return isWellFormedText(value) ? [] : [path.join('.') || '_'];
  // Raw bytes (a signed webhook body) are not text: their signature is their check.
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return [];
  const found: string[] = [];
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const keyText = String(key);
    if (!isWellFormedText(keyText)) found.push([...path, '_key'].join('.'));
    found.push(...malformedTextPaths(item, [...path, keyText]));
  }
  return found;
}
