import { describe, expect, it } from 'vitest';
import { isCurrent, isCurrentPaid, PAST_DUE_GRACE_MS } from './entitlement.ts';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const paid = (fields: Partial<Parameters<typeof isCurrent>[0]> = {}) => ({
  plan_type: 'monthly' as const,
  status: 'active' as const,
  current_period_end: iso(NOW + 10 * DAY),
  cancel_at_period_end: 0,
  past_due_since: null,
  foreign_price: 0,
  ...fields,
});

describe('entitlement', () => {
  it('gives an active paid plan access, even past its period end while Stripe renews it', () => {
    expect(isCurrentPaid(paid(), NOW)).toBe(true);
    expect(isCurrentPaid(paid({ current_period_end: iso(NOW - DAY) }), NOW)).toBe(true);
    expect(isCurrentPaid(paid({ current_period_end: null }), NOW)).toBe(true);
  });

  it('keeps a plan canceled at period end until that moment, then ends it', () => {
    const canceling = paid({ cancel_at_period_end: 1, current_period_end: iso(NOW + 1000) });
    expect(isCurrentPaid(canceling, NOW)).toBe(true);
    expect(isCurrentPaid(canceling, NOW + 1000)).toBe(false);
  });

  it('keeps a past-due plan for seven days from the failed renewal', () => {
    const pastDue = paid({ status: 'past_due', past_due_since: iso(NOW) });
    expect(PAST_DUE_GRACE_MS).toBe(7 * DAY);
    expect(isCurrentPaid(pastDue, NOW + 7 * DAY - 1)).toBe(true);
    expect(isCurrentPaid(pastDue, NOW + 7 * DAY)).toBe(false);
  });

  it('gives canceled and never-paid plans nothing', () => {
    expect(isCurrentPaid(paid({ status: 'canceled' }), NOW)).toBe(false);
    expect(isCurrentPaid(paid({ status: 'incomplete' }), NOW)).toBe(false);
  });

  it('gives a plan billed at a price that is not its kitchen’s nothing', () => {
    expect(isCurrentPaid(paid({ foreign_price: 1 }), NOW)).toBe(false);
    expect(isCurrent(paid({ foreign_price: 1 }), NOW)).toBe(false);
  });

  it('counts an active free plan as current but never as paid', () => {
    const free = paid({ plan_type: 'free', current_period_end: null });
    expect(isCurrent(free, NOW)).toBe(true);
    expect(isCurrentPaid(free, NOW)).toBe(false);
    expect(isCurrent({ ...free, status: 'canceled' }, NOW)).toBe(false);
  });
});
