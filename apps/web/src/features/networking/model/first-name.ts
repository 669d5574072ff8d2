/** The first word of a name ('Ada' of 'Ada Lovelace'), or the whole name when it has none. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
