const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 'Active now', 'Active 5 minutes ago', 'Active yesterday' for a session's last use. */
export function lastActiveText(lastActiveAt: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(lastActiveAt).getTime();
  if (elapsed < 60_000) return 'Active now';
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS[UNITS.length - 1]!;
  return `Active ${format.format(-Math.floor(elapsed / size), unit)}`;
}
