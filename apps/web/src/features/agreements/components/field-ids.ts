/** The id of the input for a field path ('founders.0.name' -> 'agreement-founders-0-name'). */
export function fieldId(path: string): string {
  return `agreement-${path.replaceAll('.', '-')}`;
}

/** The field paths in the order the form shows them. */
function shownOrder(founderCount: number): string[] {
  const founders = Array.from({ length: founderCount }, (_, index) =>
    ['name', 'role', 'equityPercent'].map((field) => `founders.${index}.${field}`),
  );
  return [
    'companyName',
    'effectiveDate',
    'governingLaw',
    ...founders.flat(),
    'founders',
    'vestingMonths',
    'cliffMonths',
    'acceleration',
  ];
}

/** The input to focus for the first of `paths`, in the order the form shows them. */
export function firstInvalidFieldId(paths: readonly string[], founderCount: number): string | null {
  const first = shownOrder(founderCount).find((path) => paths.includes(path));
  if (!first) return null;
  // The total belongs to the list: its first share is where to fix it.
  return fieldId(first === 'founders' ? 'founders.0.equityPercent' : first);
}
