const MINUTES_PER_DAY = 1440;

/** Minutes as "2 days 3 hr 5 min" (spec §9: days, hr, min; 1440 minutes per day). */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days) parts.push(`${days} ${days === 1 ? 'day' : 'days'}`);
  if (hours) parts.push(`${hours} hr`);
  if (rest || parts.length === 0) parts.push(`${rest} min`);
  return parts.join(' ');
}

/** Total time: prep + cook + custom, a missing value counting as 0. */
export function totalMinutes(times: {
  prepTimeMinutes?: number | null;
  cookTimeMinutes?: number | null;
  customTimeMinutes?: number | null;
}): number {
  return (times.prepTimeMinutes ?? 0) + (times.cookTimeMinutes ?? 0) + (times.customTimeMinutes ?? 0);
}

/** ISO 8601 duration in minutes for structured data, e.g. 75 → "PT75M". */
export function isoDuration(minutes: number): string {
  return `PT${Math.round(minutes)}M`;
}
