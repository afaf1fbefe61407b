const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 5, 2026" (spec §9: short month, day, year in English). */
export function formatShortDate(date: string | Date): string {
  return SHORT_DATE.format(new Date(date));
}

/** "March 5, 2026" (event blocks: long date, en-US). */
export function formatLongDate(date: string | Date): string {
  return LONG_DATE.format(new Date(date));
}
