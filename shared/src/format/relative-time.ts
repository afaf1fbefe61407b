function plural(count: number, unit: string, one: string): string {
  return count <= 1 ? `${one} ago` : `${count} ${unit}s ago`;
}

/**
 * Relative time (spec §9): under 45 s "a few seconds ago", 45 to 89 s "just now", then minutes,
 * hours, days, months and years ago.
 */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(date).getTime()) / 1000);
  if (seconds < 45) return 'a few seconds ago';
  if (seconds < 90) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 45) return plural(minutes, 'minute', 'a minute');
  const hours = Math.round(minutes / 60);
  if (minutes < 90) return 'an hour ago';
  if (hours < 22) return plural(hours, 'hour', 'an hour');
  const days = Math.round(hours / 24);
  if (hours < 36) return 'a day ago';
  if (days < 26) return plural(days, 'day', 'a day');
  const months = Math.round(days / 30.4);
  if (days < 46) return 'a month ago';
  if (months < 11) return plural(months, 'month', 'a month');
  const years = Math.round(days / 365);
  if (months < 18) return 'a year ago';
  return plural(Math.max(2, years), 'year', 'a year');
}
