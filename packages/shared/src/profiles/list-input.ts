// List fields (skills, looking for, ...) are typed as comma-separated text
// (docs/product.md#editor).

/**
 * 'a, b,,c ' -> ['a', 'b', 'c']: split on commas, trim, drop empty items and drop later
 * duplicates compared case-insensitively (the first spelling wins). Inner whitespace runs
 * collapse to one space.
 */
export function parseListInput(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The text an input shows for a list: the inverse of parseListInput for clean lists. */
export function formatListInput(items: readonly string[]): string {
  return items.join(', ');
}

/** The same list cleaned as if typed: trimmed, no empties, no case-insensitive duplicates. */
export function normalizeList(items: readonly string[]): string[] {
  return parseListInput(items.map((item) => item.replaceAll(',', ' ')).join(','));
}
