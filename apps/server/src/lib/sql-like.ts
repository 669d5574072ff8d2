/** A LIKE pattern that finds `word` anywhere, with LIKE's own wildcards escaped. */
export function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
