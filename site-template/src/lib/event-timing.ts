import type { PublicEvent } from '@larder/shared/schemas/link';

export interface TimedEvent extends PublicEvent {
  /** The event's day ended before `now` (the build). */
  past: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Events newest first (spec §2), each marked past once its day is over at `now`. Newest first puts
 * every upcoming event above every past one, so a reader meets what they can still attend first.
 */
export function eventsNewestFirst(events: readonly PublicEvent[], now: Date): TimedEvent[] {
  return [...events]
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .map((event) => ({ ...event, past: startOfUtcDay(event.date) + DAY_MS <= now.getTime() }));
}

function startOfUtcDay(date: string): number {
  const time = new Date(date);
  return Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate());
}
