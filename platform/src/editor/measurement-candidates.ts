import { findMeasurements } from '@larder/shared/recipe-import/measurements-in-text';

/** A stretch of step text that reads as an amount of a unit: "350°F", "2 tablespoons", "1 1/2 cups". */
export interface MeasurementCandidate {
  start: number;
  end: number;
  text: string;
  quantity: number;
  /** The platform unit's title. */
  unit: string;
}

/**
 * The amounts in a step the editor offers to make measurement nodes: what the importer's reader
 * finds in step text, single amounts only (a range is not one measurement).
 */
export function measurementCandidates(text: string): MeasurementCandidate[] {
  return findMeasurements(text)
    .filter((found) => !/[-–—]|\bto\b/.test(text.slice(found.start, found.end)))
    .map((found) => ({ ...found, text: text.slice(found.start, found.end) }));
}
