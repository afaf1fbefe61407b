import { numberValue, NUMBER_SOURCE, RANGE_SEPARATOR_SOURCE } from './amount-text.ts';

/** A duration read from a page: minutes, and a note when the reading needed a guess. */
export interface ReadDuration {
  minutes: number;
  /** Set when the value was read in a way a person should check. */
  note: string | null;
}

const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/**
 * An ISO 8601 duration ("PT1H30M", "P0DT0H20M", "PT90M", "P1D") in whole minutes; null when the
 * text is not one. Years and months count as 365 and 30 days. A duration given only in seconds
 * that are not whole minutes ("PT45S" for a prep time) is a known site bug where minutes were
 * meant: it is read as minutes, with a note saying so.
 */
export function parseIsoDuration(text: string): ReadDuration | null {
  const trimmed = text.trim();
  const match = ISO.exec(trimmed);
  if (!match || trimmed.length <= 1 || /T$/i.test(trimmed)) return null;
  const [years, months, weeks, days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part.replace(',', '.'))));
  const secondsOnly =
    seconds! > 0 && [years, months, weeks, days, hours, minutes].every((part) => part === 0);
  if (secondsOnly && seconds! % 60 !== 0) {
    return {
      minutes: Math.round(seconds!),
      note: `Read the time "${trimmed}" (${seconds} seconds) as ${seconds} minutes`,
    };
  }
  const total =
    ((years! * 365 + months! * 30 + weeks! * 7 + days!) * 24 + hours!) * 60 + minutes! + seconds! / 60;
  return { minutes: Math.round(total), note: null };
}

const UNIT_MINUTES: readonly [RegExp, number][] = [
  [/^(?:d|days?)$/i, 1440],
  [/^(?:h|hrs?|hours?)$/i, 60],
  [/^(?:m|mins?|minutes?)$/i, 1],
  [/^(?:s|secs?|seconds?)$/i, 1 / 60],
];
const PART = new RegExp(
  `(${NUMBER_SOURCE})(?:${RANGE_SEPARATOR_SOURCE}(?:${NUMBER_SOURCE}))?\\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![\\p{L}])`,
  'giu',
);

/**
 * A duration written for people ("1 hr 30 mins", "24h 5m", "1 1/2 hours", "about 20 minutes",
 * "10-15 minutes" as its lower end) in whole minutes; null when no amount of time is written.
 */
export function parseDurationText(text: string): number | null {
  let total = 0;
  let found = false;
  for (const match of text.slice(0, 200).matchAll(PART)) {
    const value = numberValue(match[1]!);
    const factor = UNIT_MINUTES.find(([pattern]) => pattern.test(match[2]!))?.[1];
    if (value === null || factor === undefined) continue;
    total += value * factor;
    found = true;
  }
  return found ? Math.round(total) : null;
}

/** An ISO duration or a written one, whichever `text` is. */
export function parseAnyDuration(text: string): ReadDuration | null {
  const iso = parseIsoDuration(text);
  if (iso) return iso;
  const written = parseDurationText(text);
  return written === null ? null : { minutes: written, note: null };
}
