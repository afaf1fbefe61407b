import type { PublicEvent } from '@larder/shared/schemas/link';
import { describe, expect, it } from 'vitest';
import { eventsNewestFirst } from './event-timing';

const event = (id: string, date: string): PublicEvent => ({
  id,
  title: id,
  image: null,
  date,
  location: null,
  description: null,
  href: null,
});

describe('events by time', () => {
  it('lists upcoming events before past ones, newest first, and marks the past ones', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const events = eventsNewestFirst(
      [event('spring', '2026-04-02'), event('autumn', '2026-10-01'), event('winter', '2025-12-12')],
      now,
    );
    expect(events.map((e) => [e.id, e.past])).toEqual([
      ['autumn', false],
      ['spring', true],
      ['winter', true],
    ]);
  });

  it('counts an event as upcoming until its day is over', () => {
    const [today] = eventsNewestFirst(
      [event('today', '2026-06-10T09:00:00Z')],
      new Date('2026-06-10T22:00:00Z'),
    );
    expect(today?.past).toBe(false);
    const [yesterday] = eventsNewestFirst([event('y', '2026-06-09')], new Date('2026-06-10T00:00:00Z'));
    expect(yesterday?.past).toBe(true);
  });
});
