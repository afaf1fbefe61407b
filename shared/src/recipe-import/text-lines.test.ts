import { describe, expect, it } from 'vitest';
import {
  INGREDIENTS_HEADING,
  INSTRUCTIONS_HEADING,
  labelledFact,
  STEP_MARKER,
  timeLabel,
} from './text-lines.ts';

describe('recipe text lines', () => {
  it('recognises section headings', () => {
    for (const line of ['Ingredients', 'Ingredients:', 'Ingredients (14)', 'What you’ll need'])
      expect(INGREDIENTS_HEADING.test(line)).toBe(true);
    for (const line of ['Method', 'Instructions:', 'Directions', 'Cooking Instructions:'])
      expect(INSTRUCTIONS_HEADING.test(line)).toBe(true);
    expect(INSTRUCTIONS_HEADING.test('Method to the madness of it all: a story')).toBe(false);
  });

  it('reads labelled yields and times, and not steps that start like them', () => {
    expect(labelledFact('Serves 4')).toMatchObject({ kind: 'yield', value: '4' });
    expect(labelledFact('Prep time: 15 mins')).toMatchObject({
      kind: 'time',
      field: 'prep',
      value: '15 mins',
    });
    expect(labelledFact('Total Time')).toMatchObject({ kind: 'time', field: 'total', value: null });
    expect(labelledFact('Marinating time: 2 hours')).toMatchObject({ field: 'other' });
    expect(labelledFact('Cook the pasta for 10 minutes')).toBeNull();
    expect(labelledFact('Serving size: 1 slice')).toBeNull();
  });

  it('knows step markers and writes custom time labels', () => {
    expect(STEP_MARKER.test('STEP 1.')).toBe(true);
    expect(STEP_MARKER.test('Step 1: mix')).toBe(false);
    expect(timeLabel('Marinating time')).toBe('Marinating');
  });
});
