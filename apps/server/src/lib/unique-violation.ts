/**
 * PostgreSQL's unique_violation (23505), from pg or PGlite, possibly wrapped by drizzle; with a
 * constraint name, only that constraint's (a driver that does not name it counts as a match).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return (
        constraint === undefined ||
        candidate.constraint === undefined ||
        candidate.constraint === constraint
      );
    }
    current = candidate.cause;
  }
  return false;
}
