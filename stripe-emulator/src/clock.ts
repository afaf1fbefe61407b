/** The emulator's time in Unix seconds: the wall clock plus however far tests have advanced it. */
export class Clock {
  private offsetSeconds = 0;

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  advance(seconds: number): void {
    this.offsetSeconds += seconds;
  }
}

/** `start` plus `count` calendar months or years (UTC), clamped to the month's last day like Stripe. */
export function addInterval(
  start: number,
  interval: 'day' | 'week' | 'month' | 'year',
  count: number,
): number {
  if (interval === 'day') return start + count * 86_400;
  if (interval === 'week') return start + count * 7 * 86_400;
  const date = new Date(start * 1000);
  const months = interval === 'year' ? 12 * count : count;
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
