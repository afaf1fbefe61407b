import { describe, expect, it } from 'vitest';
import { recipeTimes } from './recipe-times.ts';

const times = (
  prepMinutes: number | null,
  cookMinutes: number | null,
  totalMinutes: number | null,
  labelledTimes = [] as { label: string; minutes: number }[],
) => recipeTimes({ prepMinutes, cookMinutes, totalMinutes, labelledTimes });

describe('recipeTimes: prep + cook + custom add up to the page’s total', () => {
  it('makes the rest of the total an "Other" custom time', () => {
    expect(times(15, null, 290)).toMatchObject({
      prepTimeMinutes: 15,
      customTimeLabel: 'Other',
      customTimeMinutes: 275,
      totalMinutes: 290,
    });
  });

  it('labels the rest as the page labels it when a labelled time makes it up', () => {
    expect(times(10, null, 130, [{ label: 'Marinating', minutes: 120 }])).toMatchObject({
      customTimeLabel: 'Marinating',
      customTimeMinutes: 120,
    });
  });

  it('puts a lone total into the custom time, labelled "Total"', () => {
    expect(times(null, null, 50)).toMatchObject({
      prepTimeMinutes: null,
      cookTimeMinutes: null,
      customTimeLabel: 'Total',
      customTimeMinutes: 50,
      totalMinutes: 50,
    });
  });

  it('adds no custom time when prep and cook make the total, and uses labelled times when there is no total', () => {
    expect(times(15, 20, 35)).toMatchObject({
      customTimeLabel: null,
      customTimeMinutes: null,
      totalMinutes: 35,
    });
    expect(times(15, 45, null, [{ label: 'Chill', minutes: 60 }])).toMatchObject({
      customTimeLabel: 'Chill',
      totalMinutes: 120,
    });
  });

  it('keeps prep and cook and says so when the total is less than they are', () => {
    expect(times(30, 30, 45)).toMatchObject({
      prepTimeMinutes: 30,
      cookTimeMinutes: 30,
      customTimeMinutes: null,
      problem: expect.stringContaining('less than'),
    });
  });
});
