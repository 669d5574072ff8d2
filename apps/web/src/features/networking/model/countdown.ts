/** Whole seconds from `now` until `endsAt`, rounded up (a part second still counts), never < 0. */
export function secondsUntil(endsAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
}

/** Milliseconds from `now` until the seconds left next change. */
export function msUntilNextTick(endsAt: string, now: number): number {
  return (Date.parse(endsAt) - now) % 1000 || 1000;
}

/** '02:59': minutes and seconds, two digits each. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = String(Math.floor(whole / 60)).padStart(2, '0');
  const rest = String(whole % 60).padStart(2, '0');
  return `${minutes}:${rest}`;
}
