// Reading filter values out of a URL, where anything may have been typed: known options only.

/** The option `value` names, or undefined for anything else. */
export function oneOf<T extends string>(
  options: readonly T[],
  value: string | null,
): T | undefined {
  return options.find((option) => option === value);
}

/** The known options among `values`, in the options' order, without duplicates. */
export function listOf<T extends string>(options: readonly T[], values: readonly string[]): T[] {
  return options.filter((option) => values.includes(option));
}
